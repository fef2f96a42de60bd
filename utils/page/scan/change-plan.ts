/**
 * What a batch of the page's changes asks of the scanner (scanner.ts carries it out): the added or
 * changed subtrees to walk, whether the window of a long page is walked again instead, and the
 * blocks whose own text is rescanned. On a long page, text off the window waits for the window to
 * reach it, unless the index knows the block already: its marks must follow the change.
 */
import type { MatchIndex } from '../marks/match-index';
import type { MutationWork } from './mutations';
import type { ScanRoot } from '../dom/roots';

/** The window of a long page, as far as a batch of changes needs it (window-scan.ts). */
export interface ChangeWindow {
  bigChange(subtrees: ReadonlyArray<{ root: ScanRoot; subtree: Node }>): boolean;
  skips(root: ScanRoot, node: Node): boolean;
}

export interface ChangePlan {
  /** `dropUnseen`: the subtree's visibility changed, so blocks that no longer show a number go. */
  walks: Array<{ root: ScanRoot; subtree: Node; dropUnseen: boolean }>;
  /** A big change on a long page: its window is walked again, not each subtree of the top document. */
  rewalkWindow: boolean;
  dirty: Array<{ root: ScanRoot; block: Node }>;
}

export function planChanges(
  work: MutationWork,
  top: ScanRoot | null,
  window: ChangeWindow | null,
  index: Pick<MatchIndex, 'in' | 'key'>,
): ChangePlan {
  const rewalkWindow = window !== null && top !== null && window.bigChange(work.subtrees);
  const walks: ChangePlan['walks'] = [];
  for (const { root, subtree } of work.subtrees) {
    if ((rewalkWindow && root === top) || window?.skips(root, subtree)) continue;
    walks.push({ root, subtree, dropUnseen: work.visibilityChanged.has(subtree) });
  }
  const known = (block: Node) => index.in(block).length > 0 || index.key(block) !== null;
  const dirty = work.blocks.filter(
    ({ root, block }) => known(block) || !window?.skips(root, block),
  );
  return { walks, rewalkWindow, dirty };
}
