/**
 * Hover intent: a pointer that comes onto a number and stays within REST_PX of that spot for
 * REST_MS rests there; one passing over on its way elsewhere never does. `onRest` is called with
 * the number once the pointer rests on it, if `stillOn` says the pointer is still on it then.
 */
const REST_MS = 100;
const REST_PX = 6;

export class PointerRest<T> {
  private resting: { item: T; x: number; y: number; timer: number } | null = null;

  constructor(
    private readonly stillOn: (item: T) => boolean,
    private readonly onRest: (item: T) => void,
  ) {}

  /** The pointer moved onto (or within) `item` at (x, y). */
  moveOn(item: T, x: number, y: number): void {
    const resting = this.resting;
    const near = resting && Math.hypot(resting.x - x, resting.y - y) <= REST_PX;
    if (resting?.item === item && near) return;
    this.stop();
    const timer = window.setTimeout(() => {
      this.resting = null;
      if (this.stillOn(item)) this.onRest(item);
    }, REST_MS);
    this.resting = { item, x, y, timer };
  }

  stop(): void {
    if (this.resting) clearTimeout(this.resting.timer);
    this.resting = null;
  }
}
