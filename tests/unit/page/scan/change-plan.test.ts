// A batch of the page's changes, planned: what is walked, what is rescanned, and when the window of
// a long page is walked again instead. Nodes here are stand-ins: the plan only compares them.
import { describe, expect, it } from 'vitest';
import { planChanges, type ChangeWindow } from '../../../../utils/page/scan/change-plan';
import type { MutationWork } from '../../../../utils/page/scan/mutations';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const node = (name: string) => ({ name }) as unknown as Node;
const top = { node: node('top document') } as unknown as ScanRoot;
const frame = { node: node('frame document') } as unknown as ScanRoot;

const [onWindow, offWindow, inFrame] = [
  node('rows on screen'),
  node('rows far below'),
  node('frame rows'),
];
const [knownOff, unknownOff, blockOn] = [
  node('known cell'),
  node('unknown cell'),
  node('cell on screen'),
];

function work(visibilityChanged: Node[] = []): MutationWork {
  return {
    subtrees: [
      { root: top, subtree: onWindow },
      { root: top, subtree: offWindow },
      { root: frame, subtree: inFrame },
    ],
    blocks: [
      { root: top, block: knownOff },
      { root: top, block: unknownOff },
      { root: top, block: blockOn },
    ],
    visibilityChanged: new Set(visibilityChanged),
    removed: [],
    classChanged: new Set(),
  };
}

const index = {
  in: (block: Node) => (block === knownOff ? [{}] : []),
  key: () => null,
} as unknown as Parameters<typeof planChanges>[3];

const longPage = (big: boolean): ChangeWindow => ({
  bigChange: () => big,
  skips: (root, node) =>
    root === top && (node === offWindow || node === knownOff || node === unknownOff),
});

describe('planChanges', () => {
  it('a short page: every changed subtree is walked and every changed block rescanned', () => {
    const plan = planChanges(work([offWindow]), top, null, index);
    expect(plan.rewalkWindow).toBe(false);
    expect(plan.walks).toEqual([
      { root: top, subtree: onWindow, dropUnseen: false },
      { root: top, subtree: offWindow, dropUnseen: true },
      { root: frame, subtree: inFrame, dropUnseen: false },
    ]);
    expect(plan.dirty.map(({ block }) => block)).toEqual([knownOff, unknownOff, blockOn]);
  });

  it('a long page: text off the window waits for it, unless its block is marked already', () => {
    const plan = planChanges(work(), top, longPage(false), index);
    expect(plan.rewalkWindow).toBe(false);
    expect(plan.walks.map(({ subtree }) => subtree)).toEqual([onWindow, inFrame]);
    expect(plan.dirty.map(({ block }) => block)).toEqual([knownOff, blockOn]);
  });

  it('a big change on a long page: its window is walked again, a frame’s changes still walked', () => {
    const plan = planChanges(work(), top, longPage(true), index);
    expect(plan.rewalkWindow).toBe(true);
    expect(plan.walks.map(({ subtree }) => subtree)).toEqual([inFrame]);
  });

  it('no window walk again before the top document is scanned', () => {
    expect(planChanges(work(), null, longPage(true), index).rewalkWindow).toBe(false);
  });

  it('a block the index has a key for counts as known', () => {
    const keyed = { in: () => [], key: (block: Node) => (block === unknownOff ? 'k' : null) };
    const plan = planChanges(work(), top, longPage(false), keyed as unknown as typeof index);
    expect(plan.dirty.map(({ block }) => block)).toEqual([unknownOff, blockOn]);
  });
});
