/**
 * Takes the tint off a number the screen shows in another order than its text (plain-order.ts)
 * before it comes on screen, so that it never looks callable: the pointer and the keys refuse it
 * with a word why (interactions.ts), and the popup does not list it (page-numbers.ts), each
 * checking it again when used. The checks run when the page is idle, a few milliseconds at a
 * time, once the number's block comes within a screen's height of the viewport: checking every
 * marked number at load was the largest single part of what the scan cost a 200-row page (about
 * 13 ms of its main thread, measured with npm run bench), and most of a long table is never near
 * the screen. A block with no box of its own (display: contents, hidden) is checked at once,
 * since the observer would never call it near. In a frame of another origin than the top page
 * the observer ignores the margin: a number there is checked as it comes on screen.
 */
import { rangeOf, removeMark } from './highlight';
import { createOrderCheck } from '../read/plain-order';
import type { PageMatch } from '../read/page-match';
import { ELEMENT_NODE } from '../dom/node-types';

const SLICE_MS = 5;
/** An idle period may never come on a busy page: the checks run after this long anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** How near the viewport a block must come for its numbers to be checked: a screen above and below. */
const NEAR_SCREEN = '100% 0px';

/** Makes the observer that tells when blocks come near the screen; null where there is none. */
export type NearScreenWatch = (
  onEntries: IntersectionObserverCallback,
) => IntersectionObserver | null;

export class OrderSweep {
  private queue: PageMatch[] = [];
  private next = 0;
  private scheduled = false;
  private disposed = false;
  private readonly refused = new WeakSet<PageMatch>();
  /** Marked numbers whose block is not near the screen yet, by block. */
  private readonly waiting = new WeakMap<Element, PageMatch[]>();
  private observer: IntersectionObserver | null = null;

  constructor(
    /** Whether a number is still marked (a later scan may have replaced it). */
    private readonly stillMarked: (match: PageMatch) => boolean,
    /** Where blocks are watched for coming near the screen (without one, every number at once). */
    private readonly watchNear: NearScreenWatch = nearScreenObserver,
  ) {}

  /** Whether the sweep found the number shown out of order (and took its tint off). */
  isRefused(match: PageMatch): boolean {
    return this.refused.has(match);
  }

  /** Numbers just marked: checked when the page is idle once their block is near the screen. */
  check(matches: Iterable<PageMatch>): void {
    if (this.disposed) return;
    const observer = this.nearObserver();
    for (const match of matches) {
      if (!observer || match.block.nodeType !== ELEMENT_NODE) {
        this.queue.push(match);
        continue;
      }
      const block = match.block as Element;
      const waiting = this.waiting.get(block);
      if (waiting) {
        waiting.push(match);
      } else {
        this.waiting.set(block, [match]);
        observer.observe(block);
      }
    }
    this.scheduleIfQueued();
  }

  /** Stops watching: the scan is over (site disabled, extension updated). */
  dispose(): void {
    this.disposed = true;
    this.observer?.disconnect();
    this.queue = [];
  }

  private nearObserver(): IntersectionObserver | null {
    this.observer ??= this.watchNear((entries) => this.cameNear(entries));
    return this.observer;
  }

  private cameNear(entries: IntersectionObserverEntry[]): void {
    if (this.disposed) return;
    for (const entry of entries) {
      const { width, height } = entry.boundingClientRect;
      if (!entry.isIntersecting && (width > 0 || height > 0)) continue;
      this.observer!.unobserve(entry.target);
      const matches = this.waiting.get(entry.target);
      this.waiting.delete(entry.target);
      if (matches) this.queue.push(...matches);
    }
    this.scheduleIfQueued();
  }

  private scheduleIfQueued(): void {
    if (this.next >= this.queue.length || this.scheduled) return;
    this.scheduled = true;
    const run = () => this.run();
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  }

  private run(): void {
    this.scheduled = false;
    if (this.disposed) return;
    const check = createOrderCheck();
    const end = performance.now() + SLICE_MS;
    let checked = 0;
    while (this.next < this.queue.length && (checked++ % 16 !== 0 || performance.now() < end)) {
      const match = this.queue[this.next++]!;
      // Gone from the page or replaced: a later scan's number is checked in its turn.
      if (!match.spans[0]!.node.isConnected || !this.stillMarked(match)) continue;
      if (check(match)) continue;
      this.refused.add(match);
      removeMark(match.root.doc, rangeOf(match));
    }
    if (this.next < this.queue.length) return this.scheduleIfQueued();
    this.queue = [];
    this.next = 0;
  }
}

function nearScreenObserver(onEntries: IntersectionObserverCallback): IntersectionObserver | null {
  return typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(onEntries, { rootMargin: NEAR_SCREEN })
    : null;
}
