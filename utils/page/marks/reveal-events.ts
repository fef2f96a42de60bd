/**
 * A view that fades or slides in (a dialog animated from opacity 0) is invisible when it is
 * scanned, and nothing in the DOM changes when its animation ends: no mutation says "now you can
 * see it". The end of a CSS transition or animation does fire an event, which bubbles to the root;
 * the scanner then checks again the hidden numbers under the element that moved (HiddenNumbers).
 * Events from a shadow tree are not composed, so each scanned root listens for its own.
 */
const REVEALS = ['transitionend', 'animationend'] as const;

/** Listens on `root` for the end of transitions and animations; returns the remover. */
export function watchReveals(
  root: Document | ShadowRoot,
  onEnd: (target: Node) => void,
): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Node) onEnd(event.target);
  };
  for (const type of REVEALS)
    root.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of REVEALS) root.removeEventListener(type, listener, { capture: true });
  };
}
