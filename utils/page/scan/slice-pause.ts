/**
 * Between two of the scan loop's slices: the loop waits for the next paint (or, unpaced, for the
 * next task), unless a page change wakes it first to be scanned ahead of the loop's other work
 * (runAhead). Woken from the frame callback that saw the change, the loop goes on in that frame,
 * before it paints, as a scan of the change's own would have.
 */
import { SweepTask } from './change-tasks';
import { WalkTask, type ScanTask } from './scan-tasks';
import { nextPaint, yieldToMain } from '../dom/yield';

export interface ChangeAhead {
  tasks: ReadonlySet<ScanTask>;
  /** Woken at the start of a frame (inNextFrame), not by its timer. */
  inFrame: boolean;
  /** A small change (isSmallChange): scanned whole, with no deadline. */
  whole: boolean;
}

export class SlicePause {
  private wakeUp: ((change: ChangeAhead) => void) | null = null;
  /**
   * The change that woke the loop, for the slice after the pause (null: the paint or the task
   * ended it, or no drain is under way). ScanLoop.drain runs a small one alone and a big one until
   * its screen is marked.
   */
  woken: ChangeAhead | null = null;

  /**
   * Until the next paint, or until a change wakes the loop first (`woken`): one slice of ours
   * between two frames. A continuation of scheduler.yield() runs before the browser's rendering
   * task, so slices back to back held the page's frames (100 rows re-rendered each second on the
   * benchmark's page: frame p95 50–67 ms back to back, 33 ms paced, 16.8 ms without the
   * extension). `unpaced`: only until the next task, while the parser works (its early walks are
   * short and mark the first screen) or for the popup's whole-page list, which someone waits for.
   */
  async wait(unpaced: boolean): Promise<void> {
    this.woken = await new Promise<ChangeAhead | null>((resolve) => {
      this.wakeUp = resolve;
      void (unpaced ? yieldToMain() : nextPaint()).then(() => resolve(null));
    }).finally(() => (this.wakeUp = null));
  }

  /** The big change that woke the loop (ScanLoop.screenCovered looks only at its walks). */
  get bigChange(): ChangeAhead | null {
    return this.woken?.whole === false ? this.woken : null;
  }

  /** A change woke the loop, and none of its tasks is left in `queue`. */
  wokenDone(queue: readonly ScanTask[]): boolean {
    const tasks = this.woken?.tasks;
    return tasks !== undefined && !queue.some((task) => tasks.has(task));
  }

  /**
   * `queue` with a page change's walks at its front, and the loop woken to run them now; null
   * when no drain waits between two slices, or when a walk of the queue would undo them
   * (WalkTask.keepsOrder). The change's sweep of removed nodes stays behind the earlier walks,
   * which may still read those nodes from their snapshots.
   */
  runAhead(
    queue: readonly ScanTask[],
    changed: readonly ScanTask[],
    inFrame: boolean,
    whole: boolean,
  ): ScanTask[] | null {
    const tasks = new Set(changed.filter((task) => !(task instanceof SweepTask)));
    const disturbed = queue.some(
      (task) => task instanceof WalkTask && task.keepsOrder && !tasks.has(task),
    );
    if (tasks.size === 0 || disturbed || !this.wakeUp) return null;
    this.wakeUp({ tasks, inFrame, whole });
    return [...tasks, ...queue.filter((task) => !tasks.has(task))];
  }
}
