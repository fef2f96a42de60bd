/**
 * The scan tasks for a page's changes that are not walks: blocks whose own text changed, read
 * again, and removed elements, forgotten.
 */
import { isSkippedBlock } from '../dom/dom-rules';
import { matchRun } from '../read/match-run';
import type { PageMatch } from '../read/page-match';
import type { ScanRoot } from '../dom/roots';
import type { ScanContext, ScanTask } from './scan-tasks';
import { ownRuns, runsKey, sameKey } from '../read/text-runs';

/** Rescans the own text of blocks whose text changed; skips those whose runs are unchanged. */
export class BlocksTask implements ScanTask {
  private position = 0;

  constructor(private readonly items: Array<{ root: ScanRoot; block: Node }>) {}

  step(deadline: number, context: ScanContext): boolean {
    while (this.position < this.items.length) {
      const { root, block } = this.items[this.position++]!;
      if (!block.isConnected || isSkippedBlock(block)) {
        context.index.remove(block);
      } else {
        rescanBlock(root, block, context);
      }
      if (performance.now() >= deadline) return this.position >= this.items.length;
    }
    return true;
  }
}

function rescanBlock(root: ScanRoot, block: Node, context: ScanContext): void {
  const runs = ownRuns(block);
  const key = runsKey(runs);
  const previous = context.index.key(block);
  if (previous && sameKey(previous, key)) return;
  const matches: PageMatch[] = [];
  const onHidden = () => context.hiddenBlock(root, block);
  for (const run of runs)
    matches.push(...matchRun(run, root, context.country, context.visible, onHidden));
  context.index.replace(block, matches, key);
}

/**
 * Forgets the numbers in elements the page removed: work in proportion to what was removed, not
 * to the page. A node moved elsewhere (removed and added in one batch) is connected again and
 * was walked as an added subtree.
 */
export class SweepTask implements ScanTask {
  constructor(private readonly removed: Node[]) {}

  step(_deadline: number, context: ScanContext): boolean {
    const { index } = context;
    for (const node of this.removed) {
      if (node.isConnected) continue;
      index.remove(node);
      const doc = node.ownerDocument;
      if (!doc || !node.firstChild) continue;
      const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT);
      for (let element = walker.nextNode(); element; element = walker.nextNode())
        index.remove(element);
    }
    return true;
  }
}
