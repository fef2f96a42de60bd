/** Walking up from an element through its ancestors, across shadow roots to their hosts. */

/** The element's parent, across a shadow root's boundary to its host. */
export function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root && 'host' in root ? (root as ShadowRoot).host : null;
}

/**
 * A value that each element derives from its parent's (opacity multiplied down, a transform
 * anywhere above): computed from the topmost ancestor not yet in `memo` down to `element`, each
 * step remembered, so siblings share their ancestors' work. `top` is the value above the root.
 */
export function fromAncestors<T>(
  element: Element,
  memo: Map<Element, T>,
  top: T,
  step: (above: T, element: Element) => T,
): T {
  const chain: Element[] = [];
  let value = top;
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const known = memo.get(node);
    if (known !== undefined) {
      value = known;
      break;
    }
    chain.push(node);
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    value = step(value, chain[i]!);
    memo.set(chain[i]!, value);
  }
  return value;
}
