/**
 * Does our host still look the way we pinned it? The page owns <html> and can restyle it, and our
 * host is its child: any of these on either makes the control transparent, distorted or moved
 * without a change inside our shadow root. Read at click time only (computed styles of two
 * elements). <body> is not an ancestor of the host, so its styles cannot reach the control.
 */
const MUST_BE: [property: string, value: string][] = [
  ['opacity', '1'],
  ['filter', 'none'],
  ['transform', 'none'],
  ['translate', 'none'],
  ['scale', 'none'],
  ['rotate', 'none'],
  ['clip-path', 'none'],
  ['mask-image', 'none'],
  ['mix-blend-mode', 'normal'],
  ['visibility', 'visible'],
];

export function presentedAsPinned(host: HTMLElement): boolean {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  if (!view || host.parentNode !== doc.documentElement) return false;
  const own = view.getComputedStyle(host);
  if (own.position !== 'fixed' || own.display !== 'block') return false;
  for (let element: Element | null = host; element; element = element.parentElement) {
    const style = view.getComputedStyle(element);
    for (const [property, value] of MUST_BE)
      if (style.getPropertyValue(property) !== value) return false;
  }
  return true;
}
