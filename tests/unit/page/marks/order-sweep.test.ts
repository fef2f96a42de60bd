// A number the screen shows in another order than its text loses its tint before it comes on
// screen: it is checked once its block comes near the viewport (or at once where the block has no
// box, or there is no observer), never after a later scan replaced it, and never once the scan is over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageMatch } from '../../../../utils/page/read/page-match';

const checked: PageMatch[] = [];
const unmarked: unknown[] = [];
vi.mock('../../../../utils/page/read/plain-order', () => ({
  // The layout's verdict, faked: every number here is shown out of order.
  createOrderCheck: () => (match: PageMatch) => {
    checked.push(match);
    return false;
  },
}));
vi.mock('../../../../utils/page/marks/highlight', () => ({
  rangeOf: (match: PageMatch) => match,
  removeMark: (_doc: Document, range: unknown) => unmarked.push(range),
}));
const { OrderSweep } = await import('../../../../utils/page/marks/order-sweep');

/** An IntersectionObserver the test answers for: it reports what the layout would. */
class FakeObserver {
  observed = new Set<Element>();
  disconnected = false;
  constructor(readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The block's box as the observer sees it: near the screen or not, and its size. */
  tell(target: Element, near: boolean, size = { width: 120, height: 20 }) {
    const entry = { target, isIntersecting: near, boundingClientRect: size };
    this.report([entry as unknown as IntersectionObserverEntry], this as never);
  }
}

function numberIn(block: Element): PageMatch {
  const node = { isConnected: true } as unknown as Text;
  return {
    text: '0551234567',
    dial: '966551234567',
    spans: [{ node, start: 0, end: 10 }],
    block,
    root: { doc: {} },
  } as unknown as PageMatch;
}

const element = () => ({ nodeType: 1 }) as Element;

function sweep(stillMarked: (match: PageMatch) => boolean = () => true) {
  let observer: FakeObserver | null = null;
  const order = new OrderSweep(stillMarked, (report) => {
    observer = new FakeObserver(report);
    return observer as unknown as IntersectionObserver;
  });
  return { order, observer: () => observer! };
}

beforeEach(() => {
  vi.useFakeTimers();
  checked.length = 0;
  unmarked.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('OrderSweep', () => {
  it('checks a number only once its block comes near the screen, then takes its tint off', () => {
    const { order, observer } = sweep();
    const block = element();
    const match = numberIn(block);
    order.check([match]);
    vi.runAllTimers();
    expect(checked).toEqual([]);
    observer().tell(block, false);
    vi.runAllTimers();
    expect(checked).toEqual([]);
    observer().tell(block, true);
    vi.runAllTimers();
    expect(checked).toEqual([match]);
    expect(unmarked).toEqual([match]);
    expect(order.isRefused(match)).toBe(true);
    expect(observer().observed.size).toBe(0);
  });

  it('watches a block once however many of its numbers are marked, and checks them all', () => {
    const { order, observer } = sweep();
    const block = element();
    const first = numberIn(block);
    const second = numberIn(block);
    order.check([first]);
    order.check([second]);
    expect(observer().observed.size).toBe(1);
    observer().tell(block, true);
    vi.runAllTimers();
    expect(checked).toEqual([first, second]);
  });

  it('checks at once a block with no box of its own, which would never be called near', () => {
    const { order, observer } = sweep();
    const block = element();
    const match = numberIn(block);
    order.check([match]);
    observer().tell(block, false, { width: 0, height: 0 });
    vi.runAllTimers();
    expect(checked).toEqual([match]);
  });

  it('checks a number in a shadow root (a block that is no element) at once', () => {
    const { order } = sweep();
    const match = numberIn({ nodeType: 11 } as unknown as Element);
    order.check([match]);
    vi.runAllTimers();
    expect(checked).toEqual([match]);
  });

  it('checks every number at once where there is no observer', () => {
    const order = new OrderSweep(
      () => true,
      () => null,
    );
    const match = numberIn(element());
    order.check([match]);
    vi.runAllTimers();
    expect(checked).toEqual([match]);
  });

  it('does not check a number a later scan replaced', () => {
    const { order, observer } = sweep(() => false);
    const block = element();
    order.check([numberIn(block)]);
    observer().tell(block, true);
    vi.runAllTimers();
    expect(checked).toEqual([]);
    expect(unmarked).toEqual([]);
  });

  it('stops watching when the scan is over', () => {
    const { order, observer } = sweep();
    const block = element();
    order.check([numberIn(block)]);
    order.dispose();
    expect(observer().disconnected).toBe(true);
    observer().tell(block, true);
    order.check([numberIn(element())]);
    vi.runAllTimers();
    expect(checked).toEqual([]);
  });
});
