// The scanner's work loop: work in slices of about 5 ms (longer only in the frame that shows a
// change, unbounded for a small change and, until the page is first callable, for a change's
// first screenful), one slice per frame once the page is loaded (but not for
// a list someone waits for), an early walk cut short while the page is parsed, and one odd task
// never stopping the rest. The clock is the test's: each step says how long it takes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanLoop } from '../../../../utils/page/scan/scan-loop';
import { SweepTask } from '../../../../utils/page/scan/change-tasks';
import { CollectTask, WalkTask, type ScanTask } from '../../../../utils/page/scan/scan-tasks';

const between = vi.hoisted(() => ({
  slices: [] as Array<'paint' | 'yield'>,
  /** Runs while the loop waits for a paint: the page changing between two slices. */
  onPaint: null as (() => void) | null,
}));
vi.mock('../../../../utils/page/dom/yield', () => ({
  yieldToMain: () => {
    between.slices.push('yield');
    return Promise.resolve();
  },
  nextPaint: () => {
    between.slices.push('paint');
    const change = between.onPaint;
    between.onPaint = null;
    change?.();
    return Promise.resolve();
  },
  afterPaintOf: (_inFrame: boolean, callback: () => void) => callback(),
  layOutNow: () => {},
}));
// Marks go nowhere here: what is asserted is where the slices end and how often marks go in.
vi.mock('../../../../utils/page/marks/highlight', () => ({
  addMark: () => {},
  removeMark: () => {},
  rangeOf: () => ({}),
}));
// A number found by a test's walk lies below the viewport when it says so.
vi.mock('../../../../utils/page/scan/below-viewport', () => ({
  belowViewport: (match: { below?: boolean }) => match.below === true,
}));

let clock = 0;
beforeEach(() => {
  clock = 1_000;
  between.slices = [];
  between.onPaint = null;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.spyOn(performance, 'mark').mockImplementation(() => ({}) as PerformanceMark);
  vi.spyOn(performance, 'measure').mockImplementation(() => ({}) as PerformanceMeasure);
  vi.stubGlobal('document', {});
  vi.stubGlobal('getComputedStyle', () => ({}));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

class Loop extends ScanLoop {
  drains = 0;
  constructor() {
    super('SA');
  }
  protected discoverTask(): ScanTask {
    return { step: () => true };
  }
  protected drained(): void {
    this.drains += 1;
  }
  dispose(): void {
    this.disposed = true;
  }
  protected marksHeldFor(): number {
    return 0;
  }
  /** The loop's own entry points, as the scanner calls them. */
  run(inFrame = false, whole = false, change = false): Promise<void> {
    return this.drain(inFrame, whole, change);
  }
  set parsingNow(parsing: boolean) {
    this.parsing = parsing;
  }
  /** A page change while a drain is under way, as the scanner hands it over. */
  change(tasks: ScanTask[], inFrame: boolean, whole: boolean): void {
    this.queue.push(...tasks);
    this.runAhead(tasks, inFrame, whole);
  }
  /** Queued without starting a drain, for run() to take. */
  put(task: ScanTask): void {
    this.queue.push(task);
  }
  get queued(): number {
    return this.queue.length;
  }
  get earlyWalk() {
    return this.early;
  }
}

/**
 * A task of `steps` steps of `ms` each; it notes the slice (counted by the pauses between
 * slices) in which each step ran. A walk of the page's first scan ('fresh walk') is one a change
 * must not be scanned ahead of (WalkTask.keepsOrder).
 */
function work(
  steps: number,
  ms: number,
  kind: 'plain' | 'walk' | 'fresh walk' | 'collect' | 'sweep' = 'plain',
) {
  const ran: number[] = [];
  const task = Object.create(
    kind === 'walk' || kind === 'fresh walk'
      ? WalkTask.prototype
      : kind === 'collect'
        ? CollectTask.prototype
        : kind === 'sweep'
          ? SweepTask.prototype
          : Object.prototype,
  ) as ScanTask;
  if (kind.endsWith('walk'))
    Object.defineProperty(task, 'keepsOrder', { value: kind === 'fresh walk' });
  let left = steps;
  task.step = () => {
    ran.push(between.slices.length);
    clock += ms;
    left -= 1;
    return left === 0;
  };
  return { task, ran };
}

/** How many steps a task ran in each slice, 0 for the slices it had no part in. */
const perSlice = (ran: number[]) =>
  Array.from(
    ran.reduce<number[]>(
      (counts, slice) => ((counts[slice] = (counts[slice] ?? 0) + 1), counts),
      [],
    ),
    (count) => count ?? 0,
  );

describe('ScanLoop', () => {
  it('works in slices of 5 ms, each after the page has painted', async () => {
    const loop = new Loop();
    const { task, ran } = work(12, 1);
    loop.enqueue(task);
    await loop.settled();
    expect(perSlice(ran)).toEqual([5, 5, 2]);
    expect(between.slices).toEqual(['paint', 'paint']);
    expect(loop.drains).toBe(1);
  });

  it('a step longer than the slice ends it: one step per slice', async () => {
    const loop = new Loop();
    const { task, ran } = work(3, 8);
    loop.enqueue(task);
    await loop.settled();
    expect(perSlice(ran)).toEqual([1, 1, 1]);
  });

  it('a list someone waits for is not held to one slice per frame', async () => {
    const loop = new Loop();
    const { task, ran } = work(12, 1, 'collect');
    loop.enqueue(task);
    await loop.settled();
    expect(perSlice(ran)).toEqual([5, 5, 2]);
    expect(between.slices).toEqual(['yield', 'yield']);
  });

  it('in the frame that shows a change, its first slice may run 12 ms', async () => {
    const loop = new Loop();
    const { task, ran } = work(20, 1);
    loop.put(task);
    await loop.run(true);
    expect(perSlice(ran)).toEqual([12, 5, 3]);
  });

  it('a small change is scanned whole, in one slice', async () => {
    const loop = new Loop();
    const { task, ran } = work(40, 1);
    loop.put(task);
    await loop.run(false, true);
    expect(perSlice(ran)).toEqual([40]);
    expect(between.slices).toEqual([]);
  });

  /** A walk of `steps` steps of 1 ms whose step `foundAt` finds the first number below the viewport. */
  function walkToBelowScreen(loop: Loop, steps = 40, foundAt = 20) {
    const walk = work(steps, 1, 'walk');
    const step = walk.task.step.bind(walk.task);
    walk.task.step = (deadline, context) => {
      const done = step(deadline, context);
      if (walk.ran.length === foundAt)
        loop.index.append({} as Node, [{ below: true, root: {} } as never]);
      return done;
    };
    return walk;
  }

  for (const [where, inFrame] of [
    ['in a task', false],
    ['in the frame that shows it, past its 12 ms', true],
  ] as const) {
    it(`until the page is first callable, a change's first slice runs on to the end of the screen (${where})`, async () => {
      const loop = new Loop();
      const walk = walkToBelowScreen(loop);
      loop.put(walk.task);
      await loop.run(inFrame, false, true);
      expect(perSlice(walk.ran)).toEqual([20, 5, 5, 5, 5]);
    });
  }

  /** A loop whose page is callable already: its first change was scanned and marked. */
  async function callableLoop(): Promise<Loop> {
    const loop = new Loop();
    const first = walkToBelowScreen(loop);
    loop.put(first.task);
    await loop.run(false, false, true);
    return loop;
  }

  it("once the page is callable, a big change's first slice still runs on to the screen's end", async () => {
    const loop = await callableLoop();
    const again = walkToBelowScreen(loop);
    loop.put(again.task);
    await loop.run(true, false, true);
    // In the frame: its 12 ms, then 5 ms more at a time until the number below the screen is found.
    expect(perSlice(again.ran).filter(Boolean)).toEqual([22, 5, 5, 5, 3]);
  });

  /** Whether each flush of marks had marks to put in (a change to the page's highlight registry). */
  function countFlushes(loop: Loop): boolean[] {
    const flushes: boolean[] = [];
    const flush = loop.index.flushMarks.bind(loop.index);
    vi.spyOn(loop.index, 'flushMarks').mockImplementation(() => {
      flushes.push(loop.index.hasPending);
      flush();
    });
    return flushes;
  }

  it('once the page is callable, a big change scanned within its slice is marked once', async () => {
    const loop = await callableLoop();
    const flushes = countFlushes(loop);
    const again = walkToBelowScreen(loop, 10, 5);
    loop.put(again.task);
    await loop.run(true, false, true);
    expect(perSlice(again.ran).filter(Boolean)).toEqual([10]);
    expect(flushes.filter(Boolean)).toHaveLength(1);
  });

  it('a small change made while a long scan is under way is scanned whole before the rest, and marked at once', async () => {
    const loop = new Loop();
    const earlier = work(30, 1, 'walk');
    const change = work(9, 1, 'walk');
    const marked: number[] = [];
    const flush = loop.index.flushMarks.bind(loop.index);
    vi.spyOn(loop.index, 'flushMarks').mockImplementation(() => {
      marked.push(loop.index.hasPending ? loop.index.size : 0);
      flush();
    });
    const step = change.task.step.bind(change.task);
    change.task.step = (deadline, context) => {
      const done = step(deadline, context);
      if (done) loop.index.append({} as Node, [{ root: {} } as never]);
      return done;
    };
    between.onPaint = () => loop.change([change.task], true, true);
    loop.enqueue(earlier.task);
    await loop.settled();
    // The earlier walk's first slice, then the change alone, past any deadline, then the rest.
    expect(perSlice(earlier.ran)).toEqual([5, 0, 5, 5, 5, 5, 5]);
    expect(perSlice(change.ran)).toEqual([0, 9]);
    // Its number went in at the end of its own slice, not at the end of the earlier walk.
    expect(marked[0]).toBe(1);
  });

  it("a big change made while a long scan is under way runs first, on to its screen's end", async () => {
    const loop = await callableLoop();
    between.slices = [];
    const earlier = work(30, 1, 'walk');
    const change = walkToBelowScreen(loop, 40, 30);
    const flushes = countFlushes(loop);
    between.onPaint = () => loop.change([change.task], true, false);
    loop.enqueue(earlier.task);
    await loop.settled();
    // Its walk stays at the front of the queue: what is left of it goes first in the next slices.
    expect(perSlice(earlier.ran)).toEqual([5, 0, 0, 2, 5, 5, 5, 5, 3]);
    // In the frame: 12 ms, then 5 ms at a time until its number below the screen is found.
    expect(perSlice(change.ran)).toEqual([0, 32, 5, 3]);
    // The screenful's marks go in within that slice.
    expect(flushes.filter(Boolean)).toHaveLength(1);
  });

  it('the sweep of the nodes a change removed stays behind the walks queued before it', async () => {
    const loop = new Loop();
    const earlier = work(12, 1, 'walk');
    const change = work(2, 1, 'walk');
    const sweep = work(1, 1, 'sweep');
    between.onPaint = () => loop.change([change.task, sweep.task], true, true);
    loop.enqueue(earlier.task);
    await loop.settled();
    expect(perSlice(change.ran)).toEqual([0, 2]);
    expect(perSlice(earlier.ran)).toEqual([5, 0, 5, 2]);
    expect(perSlice(sweep.ran)).toEqual([0, 0, 0, 1]);
  });

  it("a change waits behind a walk it would disturb (the page's first scan)", async () => {
    const loop = new Loop();
    const earlier = work(30, 1, 'fresh walk');
    const change = work(9, 1, 'walk');
    between.onPaint = () => loop.change([change.task], true, true);
    loop.enqueue(earlier.task);
    await loop.settled();
    expect(perSlice(earlier.ran)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(perSlice(change.ran)).toEqual([0, 0, 0, 0, 0, 0, 5, 4]);
  });

  it('a task that throws is dropped; the tasks after it still run and the loop settles', async () => {
    const loop = new Loop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = work(2, 1);
    loop.enqueue({
      step: () => {
        throw new TypeError('odd subtree');
      },
    });
    loop.enqueue(after.task);
    await loop.settled();
    expect(after.ran).toHaveLength(2);
    expect(loop.queued).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'TypeError');
  });

  it('settled() waits for every queued task', async () => {
    const loop = new Loop();
    const first = work(7, 1);
    const second = work(7, 1);
    loop.enqueue(first.task);
    loop.enqueue(second.task);
    const order: string[] = [];
    await loop.settled().then(() => order.push('settled'));
    expect(first.ran).toHaveLength(7);
    expect(second.ran).toHaveLength(7);
    expect(order).toEqual(['settled']);
    await expect(loop.settled()).resolves.toBeUndefined();
  });

  it('while the page is parsed, the early walk pauses after 20 ms and is asked where it stopped', async () => {
    const loop = new Loop();
    loop.parsingNow = true;
    const walk = work(100, 1, 'walk');
    const paused = vi.spyOn(loop.earlyWalk, 'paused').mockImplementation(() => {});
    loop.put(walk.task);
    await loop.run();
    expect(walk.ran).toHaveLength(20);
    expect(loop.queued).toBe(0);
    expect(paused).toHaveBeenCalledTimes(1);
    // Not paced by frames while parsing: the early walk must mark the first screen.
    expect(between.slices.every((pause) => pause === 'yield')).toBe(true);
  });

  it('after the page is parsed the same walk runs to its end', async () => {
    const loop = new Loop();
    const walk = work(100, 1, 'walk');
    loop.put(walk.task);
    await loop.run();
    expect(walk.ran).toHaveLength(100);
  });

  it('nothing runs once disposed', async () => {
    const loop = new Loop();
    loop.dispose();
    const { task, ran } = work(3, 1);
    loop.enqueue(task);
    await loop.settled();
    expect(ran).toEqual([]);
  });
});
