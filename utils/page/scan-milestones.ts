/**
 * What a page's first scan reaches, each announced once: its first slice (a performance mark the
 * benchmark reads) and "callable" (the numbers on screen are marked and painted).
 */
import { afterPaintOf } from './yield';

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

  /** The first slice has been scanned (the top of the viewport), with `numbers` found so far. */
  firstSliceScanned(numbers: number): void {
    if (this.firstSliceMarked) return;
    this.firstSliceMarked = true;
    performance.mark('dialbridge:first-slice', { detail: { numbers } });
  }
}
