// A finished batch's marks go in at once, or after the hold the page asks for (a window move's
// marks wait for the scrolling to pause); a later batch starts the hold again, and a drain under
// way keeps them for its own end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldMarks } from '../../../../utils/page/marks/held-marks';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function marks(options: { heldFor: number; mayFlush?: () => boolean }) {
  const flush = vi.fn();
  const held = new HeldMarks(flush, () => options.heldFor, options.mayFlush ?? (() => true));
  return { flush, held };
}

describe('HeldMarks', () => {
  it('marks at once when nothing holds them', () => {
    const { flush, held } = marks({ heldFor: 0 });
    held.flushWhenStill();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('marks once the hold is over, not before', () => {
    // As WindowScan.marksHeldFor: what is left of 150 ms since the last scroll.
    const scrolledAt = Date.now();
    const flush = vi.fn();
    const held = new HeldMarks(
      flush,
      () => Math.max(0, 150 - (Date.now() - scrolledAt)),
      () => true,
    );
    held.flushWhenStill();
    vi.advanceTimersByTime(149);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('a later batch starts the hold again and marks once for both', () => {
    const options = { heldFor: 150 };
    const { flush, held } = marks(options);
    held.flushWhenStill();
    vi.advanceTimersByTime(100);
    held.flushWhenStill();
    vi.advanceTimersByTime(100);
    expect(flush).not.toHaveBeenCalled();
    options.heldFor = 0;
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('asks again at the end of the hold: still held, it waits once more', () => {
    const options = { heldFor: 150 };
    const { flush, held } = marks(options);
    held.flushWhenStill();
    vi.advanceTimersByTime(150);
    expect(flush).not.toHaveBeenCalled();
    options.heldFor = 0;
    vi.advanceTimersByTime(150);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('leaves the marks to a drain under way', () => {
    const options = { heldFor: 150, mayFlush: () => false };
    const { flush, held } = marks(options);
    held.flushWhenStill();
    options.heldFor = 0;
    vi.advanceTimersByTime(1_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
