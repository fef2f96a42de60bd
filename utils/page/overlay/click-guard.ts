/**
 * Whether a real click on one of our controls (the call panel, the toast's "Call again") is the
 * person's deliberate act on a control they could see. A page's script cannot forge a trusted
 * click, but it can steer a real one: open the control where the pointer is about to click, hide
 * or move it, or cover it with a decoy that lets clicks through. So a click counts only when
 *   - the control has been fully on screen, unobstructed and still for its still time (STILL_MS,
 *     about what browser permission prompts wait, for a control that can appear unasked, such as
 *     the toast; less for the call menu, which opens only from the person's own click or keys on
 *     the call button beside the number, itself guarded): IntersectionObserver v2 (`isVisible`) reports
 *     occlusion by anything drawn over it, opacity, filters and transforms up to and including an
 *     invisible frame of another origin we sit in;
 *   - our host and <html> look as pinned at that moment (presentation.ts), the page did not touch
 *     the host in the meantime (host.ts), and the control has not moved since it was placed;
 *   - a pointer click: the pointer came into the control from outside it after it was placed
 *     (a control opened under a resting pointer does not count), and the click point hits our host;
 *   - a keyboard activation: focus came into the control by the person's keys (Tab, Alt+↓).
 * `data-ready` on the container says "a click would be taken now" (shown, seen and still).
 */
import type { PersonInput } from './person-input';
import type { OverlayHost } from './host';
import { presentedAsPinned } from './presentation';

export type Refusal = 'wait' | 'pointer' | 'keyboard' | 'covered';

export const STILL_MS = 500;
/** IntersectionObserver v2 computes visibility at most this often (100 is its minimum). */
const VISIBILITY_DELAY_MS = 100;
const MOVE_TOLERANCE_PX = 1;

/** IntersectionObserver v2 (Chromium); elsewhere `isVisible` is absent. */
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

export class ClickGuard {
  private visibleSince: number | null = null;
  private placedAt = 0;
  private placedRect: DOMRect | null = null;
  private pointerWasOutside = false;
  private pointerEntered = false;
  private keyboardEntered = false;
  private focusExpected = false;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly container: HTMLElement,
    private readonly host: OverlayHost,
    input: PersonInput,
    signal: AbortSignal,
    private readonly stillMs = STILL_MS,
  ) {
    const doc = container.ownerDocument;
    const observer = new IntersectionObserver((entries) => this.onVisibility(entries), {
      threshold: [1],
      trackVisibility: true,
      delay: VISIBILITY_DELAY_MS,
    } as IntersectionObserverInit);
    observer.observe(container);
    host.onTampered(() => this.scheduleReady());
    signal.addEventListener('abort', () => observer.disconnect());
    const options = { capture: true, passive: true, signal };
    // Over our host means over one of our controls (the host itself takes no pointer events).
    doc.addEventListener(
      'pointermove',
      (event) => {
        if (event.isTrusted && event.composedPath()[0] !== host.host) this.pointerWasOutside = true;
      },
      options,
    );
    container.addEventListener(
      'pointermove',
      (event) => {
        if (event.isTrusted && this.pointerWasOutside) this.pointerEntered = true;
      },
      options,
    );
    container.addEventListener(
      'focusin',
      (event) => {
        if (event.isTrusted && (this.focusExpected || input.navigatedByKey(doc)))
          this.keyboardEntered = true;
        this.focusExpected = false;
      },
      options,
    );
  }

  /**
   * The control was just shown or moved. `pointerOutside`: the pointer is known to be outside it
   * (on the number it was opened for); otherwise it has to be seen outside first.
   */
  placed(pointerOutside: boolean): void {
    this.placedAt = performance.now();
    this.placedRect = this.container.getBoundingClientRect();
    this.pointerWasOutside = pointerOutside;
    this.pointerEntered = false;
    this.keyboardEntered = false;
    this.scheduleReady();
  }

  /** We are about to move focus into the control for a trusted key of the person's (Alt+↓). */
  expectFocus(): void {
    this.focusExpected = true;
  }

  /** Why this click must not act, or null when it is the person's. */
  refusal(event: MouseEvent): Refusal | null {
    const readyAt = this.readyAt();
    if (!presentedAsPinned(this.host.host) || this.moved()) return 'covered';
    // Not seen yet: just placed, the visibility report is still to come; later, it is hidden.
    if (readyAt === null) return this.justPlaced() ? 'wait' : 'covered';
    if (performance.now() < readyAt) return 'wait';
    if (event.detail === 0) return this.keyboardEntered ? null : 'keyboard';
    if (!this.pointerEntered) return 'pointer';
    const hit = this.container.ownerDocument.elementFromPoint(event.clientX, event.clientY);
    return hit === this.host.host ? null : 'covered';
  }

  private onVisibility(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries as VisibilityEntry[]) {
      // Without IntersectionObserver v2 (Firefox) only the checks at click time remain.
      const unobstructed = entry.isVisible ?? true;
      const seen = entry.isIntersecting && entry.intersectionRatio >= 0.99 && unobstructed;
      if (!seen) this.visibleSince = null;
      else this.visibleSince ??= performance.now();
    }
    this.scheduleReady();
  }

  private readyAt(): number | null {
    if (this.visibleSince === null) return null;
    return Math.max(this.visibleSince, this.placedAt, this.host.lastTampered()) + this.stillMs;
  }

  private justPlaced(): boolean {
    return performance.now() - this.placedAt < this.stillMs;
  }

  private moved(): boolean {
    const then = this.placedRect;
    const now = this.container.getBoundingClientRect();
    return (
      !then ||
      Math.abs(then.x - now.x) > MOVE_TOLERANCE_PX ||
      Math.abs(then.y - now.y) > MOVE_TOLERANCE_PX
    );
  }

  private scheduleReady(): void {
    clearTimeout(this.readyTimer);
    this.container.removeAttribute('data-ready');
    const readyAt = this.readyAt();
    if (readyAt === null) return;
    const wait = readyAt - performance.now();
    if (wait <= 0) this.container.setAttribute('data-ready', '');
    else this.readyTimer = setTimeout(() => this.scheduleReady(), wait);
  }
}
