/**
 * When two order numbers are the same order, as people mean it: case, spaces, dashes and
 * underscores (and their full-width or typographic forms) do not make a new order, so "ord-2010",
 * "ORD 2010" and "ORD-2010" are one. Every comparison of order numbers goes through orderKey; the
 * number is still sent and shown as written.
 */
export function orderKey(orderNumber: string): string {
  return orderNumber
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s_\-\u2010-\u2015\u2212]+/g, '');
}
