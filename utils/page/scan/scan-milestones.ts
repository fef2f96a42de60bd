/**
 * What the scan reaches, as performance marks the benchmark reads: the first scan's first slice
 * and "callable" (the numbers on screen are marked and painted), each once, and every completed
 * scan with what it cost.
 */
import { afterPaintOf } from '../dom/yield';

export interface ScanReport {
  numbers: number;
  busyMs: number;
  longestSliceMs: number;
}

export class ScanMilestones {
  private firstSliceMarked = false;
  private callableDone: (() => void) | null = null;
  /**
   * Resolves once numbers on screen are marked and painted: not when the scan starts (an app's
   * empty shell has none), but after the paint of the first slice that marks numbers and leaves
   * the screen covered.
   */
  readonly callable = new Promise<void>((resolve) => (this.callableDone = resolve));

  get reachedCallable(): boolean {
    return this.callableDone === null;
  }

  /** The screen's numbers are marked: callable once that is painted (see afterPaintOf). */
  screenMarked(inFrame: boolean): void {
    if (this.callableDone) afterPaintOf(inFrame, this.callableDone);
    this.callableDone = null;
  }

  /** The screen's numbers are marked, and a frame that shows them has been painted. */
  screenPainted(): void {
    this.callableDone?.();
    this.callableDone = null;
  }

  /** The first slice has been scanned (the top of the viewport), with `numbers` found so far. */
  firstSliceScanned(numbers: number): void {
    if (this.firstSliceMarked) return;
    this.firstSliceMarked = true;
    performance.mark('dialbridge:first-slice', { detail: { numbers } });
  }

  /** A scan that started at `started` (performance.now() time) is done: a dialbridge:scan measure. */
  scanned(started: number, report: ScanReport): void {
    performance.measure('dialbridge:scan', {
      start: started,
      end: performance.now(),
      detail: {
        ...report,
        busyMs: round(report.busyMs),
        longestSliceMs: round(report.longestSliceMs),
      },
    });
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
