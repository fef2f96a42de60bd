/** Giving the main thread back between scan slices, and waiting for the next frame. */

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
 * fallback only, because a big page's first frame can take a long time to come.
 */
export function nextFrame(callback: () => void, fallbackMs = document.hidden ? 0 : 1000): void {
  // Whichever comes first cancels the other: a scan paced by frames asks for one per slice.
  const run = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, fallbackMs);
}

/**
 * Runs `callback` in a task right after the next frame is painted. By then the browser has done
 * the page's style and layout, so our visibility checks read them instead of forcing them (work
 * that would otherwise be counted as ours, and block the page for the whole layout).
 */
export function afterNextPaint(callback: () => void, fallbackMs?: number): void {
  nextFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  }, fallbackMs);
}

/**
 * Resolves in a task right after the next frame is painted (see afterNextPaint), or after
 * PACE_FALLBACK_MS without one: a document that renders no frames while visible (a cross-origin
 * frame scrolled out of view, whose frames Chromium throttles) must not wait a second per slice.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve, document.hidden ? 0 : PACE_FALLBACK_MS));
}

const PACE_FALLBACK_MS = 100;
