// The scanner's work loop: work in slices of about 5 ms (longer only in the frame that shows a
// change, unbounded for a small change and, until the page is first callable, for a change's
// first screenful), one slice per frame once the page is loaded (but not for
// a list someone waits for), an early walk cut short while the page is parsed, and one odd task
// never stopping the rest. The clock is the test's: each step says how long it takes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanLoop } from '../../../utils/page/scan-loop';
import { CollectTask, WalkTask, type ScanTask } from '../../../utils/page/scan-tasks';

const between = vi.hoisted(() => ({ slices: [] as Array<'paint' | 'yield'> }));
vi.mock('../../../utils/page/yield', () => ({
  yieldToMain: () => {
    between.slices.push('yield');
    return Promise.resolve();
  },
  nextPaint: () => {
    between.slices.push('paint');
    return Promise.resolve();
  },
  afterPaintOf: (_inFrame: boolean, callback: () => void) => callback(),
  layOutNow: () => {},
}));
// Marks go nowhere here: what is asserted is where the slices end and how often marks go in.
vi.mock('../../../utils/page/highlight', () => ({
  addMark: () => {},
  removeMark: () => {},
  rangeOf: () => ({}),
}));
// A number found by a test's walk lies below the viewport when it says so.
vi.mock('../../../utils/page/on-screen', () => ({
  belowViewport: (match: { below?: boolean }) => match.below === true,
}));

let clock = 0;
beforeEach(() => {
  clock = 1_000;
  between.slices = [];
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
 * slices) in which each step ran.
 */
function work(steps: number, ms: number, kind: 'plain' | 'walk' | 'collect' = 'plain') {
  const ran: number[] = [];
  const task = Object.create(
    kind === 'walk'
      ? WalkTask.prototype
      : kind === 'collect'
        ? CollectTask.prototype
        : Object.prototype,
  ) as ScanTask;
  let left = steps;
  task.step = () => {
    ran.push(between.slices.length);
    clock += ms;
    left -= 1;
    return left === 0;
  };
  return { task, ran };
}

const perSlice = (ran: number[]) =>
  ran.reduce<number[]>((counts, slice) => ((counts[slice] = (counts[slice] ?? 0) + 1), counts), []);

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

  it("once the page is callable, a big change's first slice still runs on to the screen's end", async () => {
    const loop = new Loop();
    const first = walkToBelowScreen(loop);
    loop.put(first.task);
    await loop.run(false, false, true);
    const again = walkToBelowScreen(loop);
    loop.put(again.task);
    await loop.run(true, false, true);
    // In the frame: its 12 ms, then 5 ms more at a time until the number below the screen is found.
    expect(perSlice(again.ran).filter(Boolean)).toEqual([22, 5, 5, 5, 3]);
  });

  it('once the page is callable, a big change scanned within its slice is marked once', async () => {
    const loop = new Loop();
    const first = walkToBelowScreen(loop);
    loop.put(first.task);
    await loop.run(false, false, true);
    // Whether each flush had marks to put in (a change to the page's highlight registry).
    const flushes: boolean[] = [];
    const flush = loop.index.flushMarks.bind(loop.index);
    vi.spyOn(loop.index, 'flushMarks').mockImplementation(() => {
      flushes.push(loop.index.hasPending);
      flush();
    });
    const again = walkToBelowScreen(loop, 10, 5);
    loop.put(again.task);
    await loop.run(true, false, true);
    expect(perSlice(again.ran).filter(Boolean)).toEqual([10]);
    expect(flushes.filter(Boolean)).toHaveLength(1);
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
