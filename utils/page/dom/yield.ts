/** Giving the main thread back between scan slices, waiting for the next frame, and laying out at its start. */

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `callback` in the next animation frame. A hidden tab renders no frames (but the popup may
 * still ask it for its numbers), so there a timer stands in; a visible tab gets a generous
 * fallback only, because a big page's first frame can take a long time to come. The callback is
 * told which came: the frame (true) or the timer.
 */
export function nextFrame(
  callback: (inFrame: boolean) => void,
  fallbackMs = document.hidden ? 0 : 1000,
): void {
  // Whichever comes first cancels the other: a scan paced by frames asks for one per slice.
  const run = (inFrame: boolean) => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback(inFrame);
  };
  const frame = requestAnimationFrame(() => run(true));
  const timer = setTimeout(() => run(false), fallbackMs);
}

/**
 * Runs `callback` in a task right after the next frame is painted. By then the browser has done
 * the page's style and layout, so our visibility checks read them instead of forcing them (work
 * that would otherwise be counted as ours, and block the page for the whole layout).
 */
export function afterNextPaint(callback: () => void, fallbackMs?: number): void {
  nextFrame(() => inNextTask(callback), fallbackMs);
}

/** A task of its own; from a frame callback, that is right after the frame is painted. */
function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/**
 * Resolves in a task right after the next frame is painted (see afterNextPaint), or after
 * PACE_FALLBACK_MS without one: a document that renders no frames while visible (a cross-origin
 * frame scrolled out of view, whose frames Chromium throttles) must not wait a second per slice.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve, paceFallbackMs()));
}

/**
 * Runs `callback` at the start of the next frame, before its style, layout and paint: what it
 * marks is painted in the frame that first shows the page's change, not in a frame of its own
 * (on the benchmark's page, 100 rows re-rendered each second and marked after the paint made one
 * more long frame per re-render). The layout a visibility check forces there is the one the
 * frame would do anyway. `inFrame` is false when the fallback timer ran it instead (a hidden
 * document, or no frame within 100 ms): then it is an ordinary task.
 */
export function inNextFrame(callback: (inFrame: boolean) => void): void {
  nextFrame(callback, paceFallbackMs());
}

/**
 * Runs `callback` once what the caller just changed is painted: from a callback of inNextFrame,
 * right after that frame (a task cannot run inside it); from any other task, after the next one.
 */
export function afterPaintOf(inFrame: boolean, callback: () => void): void {
  if (inFrame) inNextTask(callback);
  else afterNextPaint(callback, paceFallbackMs());
}

const PACE_FALLBACK_MS = 100;
const paceFallbackMs = () => (document.hidden ? 0 : PACE_FALLBACK_MS);

/**
 * Lays the document out before a slice at the start of a frame starts its clock. That layout is
 * the frame's own (it shows the page's change), done a little earlier; the slice's first
 * visibility check would force it. Inside the slice, it used the slice up before the first
 * screenful was marked (450 rows rendered at once: a 19 to 33 ms slice, marked a frame later).
 */
export function layOutNow(): void {
  document.documentElement?.getBoundingClientRect();
}
