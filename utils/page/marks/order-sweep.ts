/**
 * Takes the tint off a number the screen shows in another order than its text (plain-order.ts)
 * soon after it is marked, so that it never looks callable: the pointer and the keys refuse it
 * with a word why (interactions.ts), and the popup does not list it (page-numbers.ts). The checks
 * run when the page is idle, a few milliseconds at a time, after the marks are painted: a
 * spoofed number is tinted for at most that long and, until then, is refused when reached.
 */
import { rangeOf, removeMark } from './highlight';
import { createOrderCheck } from '../read/plain-order';
import type { PageMatch } from '../read/page-match';

const SLICE_MS = 5;
/** An idle period may never come on a busy page: the checks run after this long anyway. */
const IDLE_TIMEOUT_MS = 2_000;

export class OrderSweep {
  private queue: PageMatch[] = [];
  private next = 0;
  private scheduled = false;
  private readonly refused = new WeakSet<PageMatch>();

  /** Whether the sweep found the number shown out of order (and took its tint off). */
  isRefused(match: PageMatch): boolean {
    return this.refused.has(match);
  }

  /** Numbers just marked: checked when the page is next idle. */
  check(matches: Iterable<PageMatch>): void {
    for (const match of matches) this.queue.push(match);
    if (this.queue.length > 0 && !this.scheduled) this.schedule();
  }

  private schedule(): void {
    this.scheduled = true;
    const run = () => this.run();
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  }

  private run(): void {
    this.scheduled = false;
    const check = createOrderCheck();
    const end = performance.now() + SLICE_MS;
    let checked = 0;
    while (this.next < this.queue.length && (checked++ % 16 !== 0 || performance.now() < end)) {
      const match = this.queue[this.next++]!;
      // Gone from the page (a later scan has its replacement, checked in its turn).
      if (!match.spans[0]!.node.isConnected) continue;
      if (check(match)) continue;
      this.refused.add(match);
      removeMark(match.root.doc, rangeOf(match));
    }
    if (this.next < this.queue.length) return this.schedule();
    this.queue = [];
    this.next = 0;
  }
}
