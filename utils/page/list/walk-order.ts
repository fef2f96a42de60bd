/**
 * Document order for the pageNumbers list, found by walking instead of comparing nodes. Sorting
 * with compareDocumentPosition walks sibling lists on every comparison (a 5,000-row table body
 * took ~700 ms in one task); one walk per root that numbers the nodes the list needs costs about
 * one bare TreeWalker pass, and is cut into slices like the scan.
 */
import type { ScanRoot } from '../dom/roots';
import { yieldToMain } from '../dom/yield';

const SLICE_MS = 5;
const CLOCK_EVERY = 64;

/** Position of each wanted node in its root's walk; nodes the walk did not meet are absent. */
export type Ordinals = ReadonlyMap<Node, number>;

/** A page re-rendering under the walk makes it start again, this many times at most. */
const MAX_WALKS = 3;

/**
 * Numbers the `wanted` nodes (text nodes, form fields, shadow hosts and frames) in document order
 * within each root. Text-only wanted sets walk text nodes only.
 */
export async function walkOrdinals(
  roots: readonly ScanRoot[],
  wanted: ReadonlySet<Node>,
  elementsWanted: boolean,
): Promise<Ordinals> {
  const show = elementsWanted
    ? NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT
    : NodeFilter.SHOW_TEXT;
  let ordinals = new Map<Node, number>();
  for (let walk = 1; walk <= MAX_WALKS; walk++) {
    ordinals = new Map();
    if (await walkRoots(roots, wanted, show, ordinals)) break;
  }
  return ordinals;
}

/** False when the page removed the node the walk stood on between slices. */
async function walkRoots(
  roots: readonly ScanRoot[],
  wanted: ReadonlySet<Node>,
  show: number,
  ordinals: Map<Node, number>,
): Promise<boolean> {
  let counter = 0;
  let deadline = performance.now() + SLICE_MS;
  for (const root of roots) {
    if (!root.node.isConnected) continue;
    const walker = root.doc.createTreeWalker(root.node, show);
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (wanted.has(node)) ordinals.set(node, counter++);
      if (++seen % CLOCK_EVERY !== 0 || performance.now() < deadline) continue;
      await yieldToMain();
      deadline = performance.now() + SLICE_MS;
      // What follows a removed node can no longer be reached from it: walk again. (Numbers the
      // last walk still misses were removed meanwhile, or are left out of this answer.)
      if (!walker.currentNode.isConnected) return false;
    }
  }
  return true;
}

/**
 * The ordinals leading to `node` from the top document: the host of each nested root it lies in,
 * then the node itself. Null when the walk did not meet one of them (removed meanwhile).
 */
export function ordinalPath(ordinals: Ordinals, root: ScanRoot, node: Node): number[] | null {
  const own = ordinals.get(node);
  if (own === undefined) return null;
  const path = [own];
  for (let current: ScanRoot | null = root; current?.host; current = current.parent) {
    const host = ordinals.get(current.host);
    if (host === undefined) return null;
    path.unshift(host);
  }
  return path;
}

/** Compares two ordinal paths; a host comes before what its root holds. */
export function compareOrdinalPaths(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let level = 0; level < length; level++) {
    if (a[level] !== b[level]) return a[level]! - b[level]!;
  }
  return a.length - b.length;
}
