/**
 * When a finished batch's marks go in: now, or once the page lets them (a window move's marks
 * wait for the scrolling to pause, WindowScan.marksHeldFor). A later batch that marks first takes
 * them with its own.
 */
export class HeldMarks {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly flush: () => void,
    /** How long the marks wait (0: not at all). */
    private readonly heldFor: () => number,
    /** False while a drain is under way: it flushes (or holds again) when it ends. */
    private readonly mayFlush: () => boolean,
  ) {}

  flushWhenStill(): void {
    clearTimeout(this.timer);
    const held = this.heldFor();
    if (held <= 0) return this.flush();
    this.timer = setTimeout(() => {
      if (this.mayFlush()) this.flushWhenStill();
    }, held);
  }
}
