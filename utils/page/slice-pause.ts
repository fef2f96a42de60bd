/**
 * Between two of the scan loop's slices: the loop waits for the next paint (or, unpaced, for the
 * next task), unless a page change wakes it first to be scanned ahead of the loop's other work
 * (ScanLoop.runAhead). Woken from the frame callback that saw the change, the loop goes on in that
 * frame, before it paints, as a scan of the change's own would have.
 */
import type { ScanTask } from './scan-tasks';
import { nextPaint, yieldToMain } from './yield';

export interface ChangeAhead {
  tasks: ReadonlySet<ScanTask>;
  /** Woken at the start of a frame (inNextFrame), not by its timer. */
  inFrame: boolean;
  /** A small change (isSmallChange): scanned whole, with no deadline. */
  whole: boolean;
}

export class SlicePause {
  private wakeUp: ((change: ChangeAhead) => void) | null = null;
  /** The big change the loop woke for, until its next pause (ScanLoop.screenCovered looks at it). */
  bigChange: ChangeAhead | null = null;

  /** Resolves with the change that woke it, or null after the paint (or task). */
  wait(paced: boolean): Promise<ChangeAhead | null> {
    return new Promise<ChangeAhead | null>((resolve) => {
      this.wakeUp = resolve;
      void (paced ? nextPaint() : yieldToMain()).then(() => resolve(null));
    }).finally(() => (this.wakeUp = null));
  }

  /** False when no drain is waiting between two slices. */
  wake(change: ChangeAhead): boolean {
    if (!this.wakeUp) return false;
    this.wakeUp(change);
    return true;
  }

  /** The big change run ahead has no task left in `queue`. */
  bigChangeDone(queue: readonly ScanTask[]): boolean {
    const tasks = this.bigChange?.tasks;
    return tasks !== undefined && !queue.some((task) => tasks.has(task));
  }
}
