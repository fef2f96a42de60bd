/**
 * Every number currently marked, grouped by the block that holds it. Replacing a block's entry
 * swaps its highlight ranges; blocks the page removed are swept out.
 */
import { addMark, rangeOf, removeMark } from './highlight';
import type { PageMatch } from '../read/page-match';
import type { ScanRoot } from '../dom/roots';
import type { RunsKey } from '../read/text-runs';

interface Entry {
  matches: PageMatch[];
  key: RunsKey | null;
}

export class MatchIndex {
  private byBlock = new Map<Node, Entry>();
  private count = 0;
  /**
   * Highlight changes wait for flushMarks(), which the scanner calls once per batch of work (and,
   * until the page is first callable, once more when the first screenful is done): every change
   * to the registry repaints the whole document, and a change in the middle of a slice would make
   * the next visibility check pay for a style and layout update.
   */
  private toAdd = new Set<PageMatch>();
  private toRemove: PageMatch[] = [];
  private lastAdded: PageMatch | null = null;
  /** Told of the numbers each flush marks (the order sweep). */
  onMarked: ((matches: ReadonlySet<PageMatch>) => void) | null = null;

  get size(): number {
    return this.count;
  }

  key(block: Node): RunsKey | null {
    return this.byBlock.get(block)?.key ?? null;
  }

  /** The block's text must be matched again even if unchanged (its visibility changed). */
  forgetKey(block: Node): void {
    const entry = this.byBlock.get(block);
    if (entry) entry.key = null;
  }

  /** The block's numbers are exactly `matches` now. */
  replace(block: Node, matches: PageMatch[], key: RunsKey | null = null): void {
    this.remove(block);
    if (matches.length === 0 && !key) return;
    // A fresh array: entries grow by append(), and callers may pass a shared empty one.
    this.byBlock.set(block, { matches: matches.length ? matches : [], key });
    this.count += matches.length;
    this.queueAdds(matches);
  }

  /** More numbers of a block met again in the same walk (a block split by a nested block). */
  append(block: Node, matches: PageMatch[]): void {
    if (matches.length === 0) return;
    const entry = this.byBlock.get(block);
    if (entry) {
      entry.matches.push(...matches);
      entry.key = null;
    } else {
      this.byBlock.set(block, { matches: [...matches], key: null });
    }
    this.count += matches.length;
    this.queueAdds(matches);
  }

  private queueAdds(matches: readonly PageMatch[]): void {
    for (const match of matches) this.toAdd.add(match);
    if (matches.length) this.lastAdded = matches[matches.length - 1]!;
  }

  /** The number found last that is not marked yet (walks go in document order). */
  get lastPending(): PageMatch | null {
    return this.lastAdded && this.toAdd.has(this.lastAdded) ? this.lastAdded : null;
  }

  /** True when marks wait for flushMarks(). */
  get hasPending(): boolean {
    return this.toAdd.size > 0 || this.toRemove.length > 0;
  }

  remove(block: Node): void {
    const entry = this.byBlock.get(block);
    if (!entry) return;
    this.byBlock.delete(block);
    this.count -= entry.matches.length;
    for (const match of entry.matches) {
      if (!this.toAdd.delete(match)) this.toRemove.push(match);
    }
  }

  /** Applies the highlight changes waiting since the last flush, in one go. */
  flushMarks(): void {
    for (const match of this.toRemove) removeMark(match.root.doc, rangeOf(match));
    this.toRemove = [];
    for (const match of this.toAdd) addMark(match.root.doc, rangeOf(match));
    if (this.toAdd.size) this.onMarked?.(this.toAdd);
    this.toAdd.clear();
    this.lastAdded = null;
  }

  in(block: Node): readonly PageMatch[] {
    return this.byBlock.get(block)?.matches ?? [];
  }

  /** Forgets blocks under `subtree` that a full walk of it no longer found. */
  dropUnseen(subtree: Node, seen: ReadonlySet<Node>): void {
    // A small subtree (the usual shown/hidden panel) is cheaper to walk than the whole index.
    const elements = (subtree as Element).getElementsByTagName?.('*');
    if (elements && elements.length < this.byBlock.size) {
      if (!seen.has(subtree)) this.remove(subtree);
      for (const element of elements) if (!seen.has(element)) this.remove(element);
      return;
    }
    for (const block of this.byBlock.keys()) {
      if (!seen.has(block) && subtree.contains(block)) this.remove(block);
    }
  }

  /** The blocks holding numbers of `root`. */
  blocksOf(root: ScanRoot): Node[] {
    const blocks: Node[] = [];
    for (const [block, entry] of this.byBlock)
      if (entry.matches[0]?.root === root) blocks.push(block);
    return blocks;
  }

  /** Forgets everything found in a root (a frame that navigated, a shadow root that went away). */
  dropRoot(root: ScanRoot): void {
    for (const [block, entry] of this.byBlock) {
      if (entry.matches[0]?.root === root) this.remove(block);
    }
  }

  all(): PageMatch[] {
    const list: PageMatch[] = [];
    for (const entry of this.byBlock.values()) list.push(...entry.matches);
    return list;
  }

  /** Forgets every number; their marks go with the next flush, when new ones replace them. */
  clear(): void {
    for (const block of [...this.byBlock.keys()]) this.remove(block);
  }
}
