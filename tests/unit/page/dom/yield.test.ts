/**
 * Pacing the scan by frames (utils/page/dom/yield.ts): a slice waits for the next paint, but never
 * long in a document that renders no frames while visible, and the frame that comes first cancels
 * the fallback timer (one is set per slice). The page's changes are scanned inside the next frame,
 * and "painted" after a change made there means after that frame, not the one after.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintOf, inNextFrame, nextPaint } from '../../../../utils/page/dom/yield';

let frames: Array<() => void>;
let cancelled: number[];

beforeEach(() => {
  frames = [];
  cancelled = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('document', { hidden: false });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => cancelled.push(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function track(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

/**
 * Lets the MessageChannel task after the frame (or the fallback) run: it is not a fake timer, and
 * Node delivers it within a few turns of its event loop.
 */
async function settle(state: { done: boolean }): Promise<void> {
  for (let turn = 0; turn < 50 && !state.done; turn++)
    await new Promise((done) => setImmediate(done));
}

describe('nextPaint', () => {
  it('resolves after the next frame and clears its fallback timer', async () => {
    const paint = track(nextPaint());
    expect(vi.getTimerCount()).toBe(1);
    frames[0]!();
    await settle(paint);
    expect(paint.done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in a visible document that renders no frames, resolves after 100 ms, not a second', async () => {
    const paint = track(nextPaint());
    vi.advanceTimersByTime(99);
    await settle(paint);
    expect(paint.done).toBe(false);
    vi.advanceTimersByTime(1);
    await settle(paint);
    expect(paint.done).toBe(true);
    // The frame that never came is cancelled (the first id requestAnimationFrame returned).
    expect(cancelled).toEqual([1]);
  });
});

describe('inNextFrame', () => {
  it('runs inside the frame callback itself, before that frame is painted, and says so', () => {
    const ran = vi.fn();
    inNextFrame(ran);
    expect(ran).not.toHaveBeenCalled();
    frames[0]!();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran).toHaveBeenCalledWith(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in a visible document that renders no frames, runs after 100 ms as an ordinary task', () => {
    const ran = vi.fn();
    inNextFrame(ran);
    vi.advanceTimersByTime(99);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran).toHaveBeenCalledWith(false);
  });
});

describe('afterPaintOf', () => {
  it('from a frame callback: in the task right after that frame, asking for no other frame', async () => {
    const painted = { done: false };
    afterPaintOf(true, () => (painted.done = true));
    await settle(painted);
    expect(painted.done).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('from any other task: only after the next frame', async () => {
    const painted = { done: false };
    afterPaintOf(false, () => (painted.done = true));
    await settle(painted);
    expect(painted.done).toBe(false);
    frames[0]!();
    await settle(painted);
    expect(painted.done).toBe(true);
  });
});
