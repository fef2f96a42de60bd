/**
 * The scanner's work loop: a queue of scan tasks drained in slices of about 5 ms so the page never
 * waits on us for long, the highlight registry changed once per batch of work (plus once when
 * the screenful is scanned, until the page is first callable and for a big page change, and once
 * for a change scanned ahead of earlier work), and the promises that say when that happened. What
 * goes into the queue, and when, is the Scanner's business (scanner.ts).
 */
import { HiddenNumbers } from '../marks/hidden-numbers';
import { MatchIndex } from '../marks/match-index';
import type { PageMatch } from '../read/page-match';
import { belowViewport } from './below-viewport';
import type { ScanRoot } from '../dom/roots';
import { EarlyWalk } from './early-walk';
import { HeldMarks } from '../marks/held-marks';
import { ScanMilestones } from './scan-milestones';
import { BlocksTask } from './change-tasks';
import {
  CollectTask,
  WalkTask,
  type ScanContext,
  type ScanTask,
  type WalkedRange,
} from './scan-tasks';
import { createMarkupVisibilityCheck, createVisibilityCheck } from '../dom/visibility';
import { EARLY_WALK_MS, IN_FRAME_SLICE_MS, SLICE_MS } from './slice-budget';
import { SlicePause } from './slice-pause';
import { layOutNow } from '../dom/yield';

const isWalk = (task: ScanTask) => task instanceof WalkTask;
const isCollect = (task: ScanTask) => task instanceof CollectTask;

export abstract class ScanLoop {
  readonly index = new MatchIndex();
  protected queue: ScanTask[] = [];
  protected draining = false;
  /** While a batch of changes is queued, draining waits for the whole batch (one scan, not one per row). */
  protected batching = false;
  /** A scan is promised for after the next paint (the parsed document, or the page's changes). */
  protected frameRequested = false;
  protected disposed = false;
  protected readonly dirty = new Map<Node, ScanRoot>();
  protected readonly hidden = new HiddenNumbers();
  /**
   * The top document is still being parsed: the roots are not observed yet and only the top of
   * the page is walked; one walk after DOMContentLoaded takes everything (see Scanner.start()).
   */
  protected parsing = false;
  /** The walk while parsing, paused between paints (Scanner.scanWhileParsing). */
  protected readonly early = new EarlyWalk(() => this.earlyWalkCovered());
  private waiters: Array<() => void> = [];
  private readonly held = new HeldMarks(
    () => this.index.flushMarks(),
    () => this.marksHeldFor(),
    () => !this.disposed && !this.draining,
  );
  private readonly milestones = new ScanMilestones();
  private readonly pause = new SlicePause();
  /** Resolves once numbers on screen are marked and painted (ScanMilestones.callable). */
  readonly callable = this.milestones.callable;

  constructor(protected readonly country: string) {}

  /** The task that looks for shadow roots and frames under a walked subtree. */
  protected abstract discoverTask(root: ScanRoot, subtree: Node, range?: WalkedRange): ScanTask;
  /** Called after each drain of the queue. */
  protected abstract drained(): void;

  /** Resolves when every pending change has been scanned. */
  settled(): Promise<void> {
    if (!this.draining && !this.frameRequested && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  enqueue(task: ScanTask): void {
    if (this.disposed) return;
    this.queue.push(task);
    if (!this.draining && !this.batching) void this.drain();
  }

  /** Takes the queued tasks `which` picks out of the queue; true if there were any. */
  unqueue(which: (task: ScanTask) => boolean): boolean {
    const before = this.queue.length;
    this.queue = this.queue.filter((task) => !which(task));
    return this.queue.length < before;
  }

  /**
   * A page change made while a drain is under way runs ahead of the drain's earlier work (the rest
   * of a long list, the popup's whole list), now, in the frame that shows it, as a drain of its
   * own would have (drain's `whole` and `change`); behind that work its numbers would wait.
   */
  protected runAhead(tasks: ScanTask[], inFrame: boolean, whole: boolean): void {
    this.queue = this.pause.runAhead(this.queue, tasks, inFrame, whole) ?? this.queue;
  }

  protected flushDirty(): void {
    if (this.dirty.size === 0) return;
    const items = [...this.dirty].map(([block, root]) => ({ block, root }));
    this.dirty.clear();
    this.enqueue(new BlocksTask(items));
  }

  private context(): ScanContext {
    return {
      index: this.index,
      country: this.country,
      visible: this.parsing ? createMarkupVisibilityCheck() : createVisibilityCheck(),
      dirtyBlock: (root, block) => this.dirty.set(block, root),
      hiddenBlock: (root, block) => this.hidden.note(block, root),
      discover: (root, subtree, range) => this.queue.push(this.discoverTask(root, subtree, range)),
    };
  }

  /** A task that throws is dropped: one odd subtree must not stop the scan (or the pageNumbers answer). */
  private runStep(task: ScanTask, deadline: number, context: ScanContext): boolean {
    try {
      return task.step(deadline, context);
    } catch (error) {
      const kind = error instanceof Error ? error.name : typeof error;
      console.warn('[dialbridge] scan step failed:', kind);
      return true;
    }
  }

  /**
   * `inFrame`: called at the start of a frame (inNextFrame), before its style, layout and paint.
   * `whole`: a small page change (isSmallChange), scanned in one slice with no deadline and marked
   * at once, so the frame that shows it shows its marks however slow the machine is.
   * `change`: a page change. If it is big, its first slice runs on past its deadline until the
   * screen's numbers are found and marks them, for the same reason: a big render's screen waited
   * for more slices on a busy machine. With no number on screen it runs to the change's end: on a
   * long page that is its window (change-plan.ts), on any other a page of under 8,000 elements.
   */
  protected async drain(inFrame = false, whole = false, change = false): Promise<void> {
    this.draining = true;
    const started = performance.now();
    performance.mark('dialbridge:scan-start');
    let busy = 0;
    let longest = 0;
    const beforeCallable = !this.milestones.reachedCallable;
    let untilScreen = change && !whole && !this.parsing;
    // Once the page is callable, a batch's marks go in once, at its end, unless a big change is
    // left unfinished by its first slice: each change to the registry repaints and rasterises
    // the whole viewport (on the benchmark's machine a second change per re-render made one more
    // frame of 50 ms).
    let screenMarked = !beforeCallable && !untilScreen;
    if (inFrame) layOutNow();
    while (this.queue.length && !this.disposed) {
      const sliceStart = performance.now();
      // A small change woken for (SlicePause.woken) is the slice's only work.
      const small = whole || this.pause.woken?.whole === true;
      let deadline = small ? Infinity : sliceStart + (inFrame ? IN_FRAME_SLICE_MS : SLICE_MS);
      const context = this.context();
      while (this.queue.length) {
        const wokenDone = this.pause.wokenDone(this.queue);
        if (wokenDone && small) break;
        if (performance.now() >= deadline) {
          if (!untilScreen || this.screenDone() || wokenDone) break;
          deadline = performance.now() + SLICE_MS;
        }
        if (this.runStep(this.queue[0]!, deadline, context)) this.queue.shift();
        if (this.queue.length === 0) this.flushDirty();
        // Until the page is callable, its first screenful is all that must be marked before the
        // frame that shows the page's change paints; what is below waits for the slices after it.
        if (inFrame && beforeCallable && !screenMarked && this.screenDone()) break;
      }
      const took = performance.now() - sliceStart;
      busy += took;
      longest = Math.max(longest, took);
      if (this.parsing && (busy >= EARLY_WALK_MS || !this.queue.some(isWalk))) {
        // Still parsing: the early walk goes on after the next paint, from where it stopped.
        this.queue = [];
        this.early.paused();
      }
      if (this.pause.woken?.whole) this.index.flushMarks();
      if (!screenMarked && this.screenDone()) {
        // The screenful is marked as soon as it is scanned; the rest waits for the end.
        screenMarked = true;
        this.index.flushMarks();
        this.milestones.screenMarked(inFrame);
      }
      if (!this.parsing) this.milestones.firstSliceScanned(this.index.size);
      if (this.queue.length) {
        await this.pause.wait(this.parsing || this.queue.some(isCollect));
        inFrame = this.pause.woken?.inFrame ?? false;
        whole = false;
        untilScreen = this.pause.bigChange !== null;
        if (untilScreen) {
          // The earlier work's marks go in with the change's screenful, in the same frame; what
          // waits to be marked from here on is the change's (screenDone).
          this.index.flushMarks();
          screenMarked = false;
        }
        if (inFrame) layOutNow();
      }
    }
    this.pause.woken = null;
    this.draining = false;
    if (this.disposed) return;
    // A batch marked inside the page's frame is painted with it; any other waits for stillness.
    if (inFrame || whole) this.index.flushMarks();
    else this.held.flushWhenStill();
    this.drained();
    // Not a completed scan (no dialbridge:scan measure): the page is still being parsed.
    if (this.parsing) return;
    this.milestones.scanned(started, {
      numbers: this.index.size,
      busyMs: busy,
      longestSliceMs: longest,
    });
    this.finishIfIdle();
  }

  /** Numbers wait to be marked, and with them the screen holds no unscanned text. */
  private screenDone(): boolean {
    return this.index.hasPending && this.screenCovered(this.index.lastPending);
  }

  /**
   * Numbers are marked and the screen holds no unscanned text: the walks are done, or the last
   * number marked lies below the viewport (walks go in document order). While the parser works,
   * no layout may be read: EarlyWalk tells instead (earlyWalkCovered).
   */
  private screenCovered(lastMarked: PageMatch | null): boolean {
    if (this.index.size === 0 || this.parsing) return false;
    const ahead = this.pause.bigChange?.tasks;
    if (!this.queue.some((task) => isWalk(task) && (!ahead || ahead.has(task)))) return true;
    return lastMarked !== null && belowViewport(lastMarked);
  }

  /**
   * The early walk stopped below the screen. Its marks went in within the task that asked where
   * it stopped, before any frame, so the frame whose layout answered has painted them: callable
   * now.
   */
  private earlyWalkCovered(): void {
    if (!this.parsing || this.disposed || this.index.size === 0) return;
    this.milestones.screenPainted();
    this.milestones.firstSliceScanned(this.index.size);
  }

  /** How long the marks of a finished batch wait before they go in (0: not at all). */
  protected abstract marksHeldFor(): number;

  protected finishIfIdle(): void {
    if (!this.draining && !this.frameRequested && this.queue.length === 0) this.releaseWaiters();
  }

  protected releaseWaiters(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
