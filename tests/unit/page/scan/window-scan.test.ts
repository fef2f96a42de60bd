// A long page is scanned in a window that follows the viewport: what a scroll moves, how long its
// marks wait, what a page change counts as big, and which text waits for the window. Where the
// window lies is the ViewWindow's business (view-window.test.ts); here it is told.
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentRoot } from '../../../../utils/page/dom/roots';
import type { ScanLoop } from '../../../../utils/page/scan/scan-loop';
import {
  WalkTask,
  type ScanContext,
  type ScanTask,
  type WalkedRange,
} from '../../../../utils/page/scan/scan-tasks';
import type { ScanRoot } from '../../../../utils/page/dom/roots';
import { WindowScan } from '../../../../utils/page/scan/window-scan';

const view = vi.hoisted(() => ({
  planned: true,
  needsMove: false,
  continuesDown: false,
  stoppedAt: null as Element | null,
  start: null as Element | null,
  edge: null as Element | null,
  outside: (_node: Node): boolean => false,
  above: (_block: Node): boolean => false,
  until: (_block: Node): boolean => false,
}));
vi.mock('../../../../utils/page/scan/view-window', () => ({
  WINDOWED_ABOVE_ELEMENTS: 8_000,
  ViewWindow: class {
    get planned() {
      return view.planned;
    }
    get stoppedAt() {
      return view.stoppedAt;
    }
    needsMove = () => view.needsMove;
    continuesDown = () => view.continuesDown;
    startOf = () => view.start;
    edge = () => view.edge;
    outside = (node: Node) => view.outside(node);
    above = (block: Node) => view.above(block);
    plan = (startAt: Element | null) => ({ startAt, until: (block: Node) => view.until(block) });
  },
}));
vi.mock('../../../../utils/page/dom/yield', () => ({ afterNextPaint: (run: () => void) => run() }));

let clock = 0;
beforeEach(() => {
  // Node has no NodeFilter; the walks only need these values.
  vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  clock = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  Object.assign(view, {
    planned: true,
    needsMove: false,
    continuesDown: false,
    stoppedAt: null,
    start: null,
    edge: null,
    outside: () => false,
    above: () => false,
    until: () => false,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setUp(rows = 3) {
  const cells = Array.from({ length: rows }, (_, i) => `<tr id="r${i}"><td>05512300${i}</td></tr>`);
  const { document } = parseHTML(
    `<html><body><div id="ticker"><p>news</p></div><table id="list">${cells.join('')}</table></body></html>`,
  );
  const root = documentRoot(document);
  const queue: ScanTask[] = [];
  const loop = {
    enqueue: (task: ScanTask) => queue.push(task),
    unqueue: (which: (task: ScanTask) => boolean) => {
      const before = queue.length;
      queue.splice(0, queue.length, ...queue.filter((task) => !which(task)));
      return queue.length < before;
    },
  } as unknown as ScanLoop;
  const scan = new WindowScan(loop, document, () => root, new Set());
  // A browser hands an element's scroll to the document's capturing listener; linkedom, which
  // has no capture phase, only if the event bubbles.
  const scroll = (target: EventTarget) =>
    target.dispatchEvent(new document.defaultView!.Event('scroll', { bubbles: true }));
  return {
    document,
    root,
    queue,
    scan,
    scroll,
    row: (i: number) => document.getElementById(`r${i}`)!,
  };
}

describe('WindowScan: marks wait while the page scrolls its window', () => {
  it('held for 150 ms after the document last scrolled, then not at all', () => {
    const { scan, document, scroll } = setUp();
    expect(scan.marksHeldFor()).toBe(0);
    scroll(document);
    expect(scan.marksHeldFor()).toBe(150);
    clock += 100;
    expect(scan.marksHeldFor()).toBe(50);
    clock += 60;
    expect(scan.marksHeldFor()).toBe(0);
  });

  it('an element holding the window’s edge counts; a ticker scrolling elsewhere does not', () => {
    const { scan, document, scroll, row } = setUp();
    view.edge = row(1);
    scroll(document.getElementById('ticker')!);
    expect(scan.marksHeldFor()).toBe(0);
    scroll(document.getElementById('list')!);
    expect(scan.marksHeldFor()).toBe(150);
  });

  it('stops listening once disposed', () => {
    const { scan, document, scroll } = setUp();
    scan.dispose();
    scroll(document);
    expect(scan.marksHeldFor()).toBe(0);
  });
});

describe('WindowScan: moving the window', () => {
  it('nothing is walked while the viewport is inside the window', () => {
    const { scan, queue } = setUp();
    scan.moveIfNeeded();
    expect(queue).toEqual([]);
  });

  it('scrolling down: the part above is dropped and only the part below is walked, from where the walk stopped', () => {
    const { scan, queue, row } = setUp();
    Object.assign(view, { needsMove: true, continuesDown: true, stoppedAt: row(2), start: row(1) });
    scan.moveIfNeeded();
    expect(queue).toHaveLength(2);
    expect(queue[0]).not.toBeInstanceOf(WalkTask);
    const walk = queue[1] as WalkTask;
    expect(walk).toBeInstanceOf(WalkTask);
    expect(walk.bounded).toBe(true);
  });

  it('with no element for the new top edge nothing is dropped (a move back up could not be seen)', () => {
    const { scan, queue, row } = setUp();
    Object.assign(view, { needsMove: true, continuesDown: true, stoppedAt: row(2), start: null });
    scan.moveIfNeeded();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toBeInstanceOf(WalkTask);
  });

  it('up, or past a walk still under way: the whole window is walked again, once', () => {
    const { scan, queue, row } = setUp();
    Object.assign(view, { needsMove: true, continuesDown: false, start: row(0) });
    scan.moveIfNeeded();
    expect(queue).toHaveLength(1);
    view.continuesDown = true;
    view.stoppedAt = row(2);
    // The walk queued by the first move is aimed at where the viewport was: it is replaced.
    scan.moveIfNeeded();
    expect(queue).toHaveLength(1);
    expect((queue[0] as WalkTask).bounded).toBe(true);
  });

  it('a scroll moves the window after the paint', () => {
    const { queue, document, scroll, row } = setUp();
    Object.assign(view, { needsMove: true, start: row(0) });
    scroll(document);
    expect(queue).toHaveLength(1);
  });
});

describe('WindowScan: shadow roots and frames', () => {
  type Asked = Array<{ subtree: Node; range: WalkedRange | undefined }>;
  /** A scan's context that notes where a task asks to look for roots. */
  const noting = (asked: Asked) =>
    ({
      index: { append() {}, replace() {}, dropUnseen() {} },
      country: 'SA',
      visible: () => true,
      hiddenBlock() {},
      dirtyBlock() {},
      discover: (_root: ScanRoot, subtree: Node, range?: WalkedRange) =>
        asked.push({ subtree, range }),
    }) as unknown as ScanContext;

  /** Runs `task` to its end; the subtrees and ranges it asks to look for roots in. */
  function run(task: ScanTask): Asked {
    const asked: Asked = [];
    const context = noting(asked);
    while (!task.step(Infinity, context));
    return asked;
  }

  it('are looked for only where a window walk went: from its start to the block past its end', () => {
    const { scan, root, document, row, queue } = setUp(40);
    let past: Node | null = null;
    // Every row from the 20th on lies past the window's end.
    view.until = (block) => {
      const element = block as Element;
      const beyond = Number(element.closest?.('tr')?.id.slice(1) ?? -1) >= 20;
      if (beyond) past ??= block;
      return beyond;
    };
    const asked = run(scan.walk(root, true));
    expect(past).not.toBeNull();
    expect(asked).toEqual([{ subtree: document, range: { from: null, to: past } }]);

    // Scrolling down: the walk from where the last one stopped looks from there.
    Object.assign(view, { needsMove: true, continuesDown: true, stoppedAt: row(20), start: null });
    scan.moveIfNeeded();
    view.until = () => false;
    expect(queue).toHaveLength(1);
    expect(run(queue[0]!)).toEqual([{ subtree: document, range: { from: row(20), to: null } }]);
  });

  it('a window walk the page pulled the ground from under starts over, and looks from the start', () => {
    const { scan, root, document, row } = setUp(100);
    view.start = row(50);
    const walk = scan.walk(root);
    const asked: Asked = [];
    const context = noting(asked);
    expect(walk.step(-Infinity, context)).toBe(false);
    // The list the walk stands in is replaced: the rest of it is out of reach from there.
    const list = document.getElementById('list')!;
    expect(list.contains(walk.position)).toBe(true);
    list.remove();
    while (!walk.step(-Infinity, context));
    expect(asked).toEqual([{ subtree: document, range: { from: null, to: null } }]);
  });

  it('the whole page listed: looked for in all of it', async () => {
    const { scan, document, queue } = setUp(3);
    const listed = scan.collect()!;
    expect(run(queue[0]!)).toEqual([{ subtree: document, range: undefined }]);
    await expect(listed).resolves.toBeInstanceOf(Array);
  });
});

describe('WindowScan: the drop of the part above', () => {
  it('forgets exactly the blocks above the window', () => {
    const { scan, queue, row } = setUp(3);
    Object.assign(view, { needsMove: true, continuesDown: true, stoppedAt: row(2), start: row(1) });
    view.above = (block) => block === row(0);
    scan.moveIfNeeded();
    const removed: Node[] = [];
    const index = {
      blocksOf: () => [row(0), row(1), row(2)],
      remove: (block: Node) => removed.push(block),
    };
    expect(queue[0]!.step(Infinity, { index } as unknown as ScanContext)).toBe(true);
    expect(removed).toEqual([row(0)]);
  });
});

describe('WindowScan: what waits for the window', () => {
  it('text of the top document outside the window is skipped; other roots are not', () => {
    const { scan, root, row } = setUp();
    view.outside = (node) => node === row(2);
    expect(scan.skips(root, row(2))).toBe(true);
    expect(scan.skips(root, row(1))).toBe(false);
    const other = documentRoot(parseHTML('<html><body></body></html>').document);
    expect(scan.skips(other, row(2))).toBe(false);
  });

  it('a change is big above 1,000 elements of the top document, or before the window is walked', () => {
    const { scan, root, document } = setUp();
    // linkedom counts no descendants (getElementsByTagName('*')): each added row counts as one.
    const rows = (count: number, into = root) =>
      Array.from({ length: count }, () => ({ root: into, subtree: document.createElement('tr') }));
    expect(scan.bigChange(rows(1_000))).toBe(false);
    expect(scan.bigChange(rows(1_001))).toBe(true);
    const frame = documentRoot(parseHTML('<html><body></body></html>').document);
    expect(scan.bigChange([...rows(900), ...rows(900, frame)])).toBe(false);
    view.planned = false;
    expect(scan.bigChange(rows(1))).toBe(true);
    expect(scan.bigChange(rows(1, frame))).toBe(false);
  });
});
