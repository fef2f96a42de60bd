/**
 * Sorting found numbers into document order across roots. Each item carries a path: the shadow
 * hosts and iframes that lead to it from the top document, then its own node. Two paths are
 * compared at the first level where they differ, where both nodes live in the same tree.
 */

export function compareNodePaths(a: readonly Node[], b: readonly Node[]): number {
  const length = Math.min(a.length, b.length);
  for (let level = 0; level < length; level++) {
    const x = a[level]!;
    const y = b[level]!;
    if (x === y) continue;
    const position = x.compareDocumentPosition(y);
    if (position & Node.DOCUMENT_POSITION_CONTAINED_BY) return -1;
    if (position & Node.DOCUMENT_POSITION_CONTAINS) return 1;
    if (position & Node.DOCUMENT_POSITION_FOLLOWING) return -1;
    if (position & Node.DOCUMENT_POSITION_PRECEDING) return 1;
    return 0;
  }
  return a.length - b.length;
}

export function sortByPath<T extends { path: Node[]; offset: number }>(items: T[]): T[] {
  return items.sort((a, b) => compareNodePaths(a.path, b.path) || a.offset - b.offset);
}
