// Hover intent: only a pointer that rests on a number (100 ms within 6 px) offers to call it; a
// pointer passing over numbers on its way elsewhere never does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PointerRest } from '../../../../utils/page/offer/pointer-rest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function rest(stillOn: (item: string) => boolean = () => true) {
  const rested: string[] = [];
  const pointer = new PointerRest<string>(stillOn, (item) => rested.push(item));
  return { pointer, rested };
}

describe('PointerRest', () => {
  it('offers the number the pointer stays on, once, after 100 ms', () => {
    const { pointer, rested } = rest();
    pointer.moveOn('A', 10, 10);
    vi.advanceTimersByTime(99);
    expect(rested).toEqual([]);
    pointer.moveOn('A', 14, 13); // 5 px away: still resting there
    vi.advanceTimersByTime(1);
    expect(rested).toEqual(['A']);
    vi.advanceTimersByTime(1_000);
    expect(rested).toEqual(['A']);
  });

  it('never offers the numbers a pointer passes over on its way to another', () => {
    const { pointer, rested } = rest();
    for (const [index, item] of ['A', 'B', 'C', 'D'].entries()) {
      pointer.moveOn(item, 10, 10 + index * 20);
      vi.advanceTimersByTime(60);
    }
    vi.advanceTimersByTime(40);
    expect(rested).toEqual(['D']);
  });

  it('starts the wait again when the pointer moves more than 6 px on the same number', () => {
    const { pointer, rested } = rest();
    pointer.moveOn('A', 10, 10);
    vi.advanceTimersByTime(80);
    pointer.moveOn('A', 20, 10);
    vi.advanceTimersByTime(80);
    expect(rested).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(rested).toEqual(['A']);
  });

  it('offers nothing when the pointer is no longer on the number when the wait ends', () => {
    const { pointer, rested } = rest(() => false);
    pointer.moveOn('A', 10, 10);
    vi.advanceTimersByTime(200);
    expect(rested).toEqual([]);
  });

  it('offers nothing after stop()', () => {
    const { pointer, rested } = rest();
    pointer.moveOn('A', 10, 10);
    pointer.stop();
    vi.advanceTimersByTime(200);
    expect(rested).toEqual([]);
  });
});
