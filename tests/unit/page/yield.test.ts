/**
 * Pacing the scan by frames (utils/page/yield.ts): a slice waits for the next paint, but never
 * long in a document that renders no frames while visible, and the frame that comes first cancels
 * the fallback timer (one is set per slice).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from '../../../utils/page/yield';

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
