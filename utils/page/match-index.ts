/**
 * Every number currently marked, grouped by the block that holds it. Replacing a block's entry
 * swaps its highlight ranges; blocks the page removed are swept out.
 */
import { addMark, removeMark } from './highlight';
import type { PageMatch } from './page-match';
import type { ScanRoot } from './roots';
import type { RunsKey } from './text-runs';

interface Entry {
  matches: PageMatch[];
  key: RunsKey | null;
}

export class MatchIndex {
  private byBlock = new Map<Node, Entry>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  key(block: Node): RunsKey | null {
    return this.byBlock.get(block)?.key ?? null;
  }

  /** The block's numbers are exactly `matches` now. */
  replace(block: Node, matches: PageMatch[], key: RunsKey | null = null): void {
    this.remove(block);
    if (matches.length === 0 && !key) return;
    this.byBlock.set(block, { matches, key });
    this.count += matches.length;
    for (const match of matches) addMark(match.root.doc, match.range);
  }

  /** More numbers of a block met again in the same walk (a block split by a nested block). */
  append(block: Node, matches: PageMatch[]): void {
    if (matches.length === 0) return;
    const entry = this.byBlock.get(block);
    if (entry) {
      entry.matches.push(...matches);
      entry.key = null;
    } else {
      this.byBlock.set(block, { matches, key: null });
    }
    this.count += matches.length;
    for (const match of matches) addMark(match.root.doc, match.range);
  }

  remove(block: Node): void {
    const entry = this.byBlock.get(block);
    if (!entry) return;
    this.byBlock.delete(block);
    this.count -= entry.matches.length;
    for (const match of entry.matches) removeMark(match.root.doc, match.range);
  }

  in(block: Node): readonly PageMatch[] {
    return this.byBlock.get(block)?.matches ?? [];
  }

  /** Forgets numbers whose block or text left the document. */
  sweep(): void {
    for (const [block, entry] of this.byBlock) {
      if (!block.isConnected || entry.matches.some((match) => !match.spans[0]!.node.isConnected))
        this.remove(block);
    }
  }

  /** Forgets blocks under `subtree` that a full walk of it no longer found. */
  dropUnseen(subtree: Node, seen: ReadonlySet<Node>): void {
    for (const block of this.byBlock.keys()) {
      if (!seen.has(block) && subtree.contains(block)) this.remove(block);
    }
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

  clear(): void {
    for (const block of [...this.byBlock.keys()]) this.remove(block);
  }
}
