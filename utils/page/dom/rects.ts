/** The smallest box holding both. */
export function unionRect(a: DOMRect, b: DOMRect): DOMRect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  const right = Math.max(a.right, b.right);
  return new DOMRect(left, top, right - left, Math.max(a.bottom, b.bottom) - top);
}
