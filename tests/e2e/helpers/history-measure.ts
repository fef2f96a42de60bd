/**
 * Timings of the history with many calls, taken inside the popup page (performance.now, frames
 * by requestAnimationFrame) so Playwright's own round trips are not counted:
 * - search: from the input event to the first frame painted with the filtered rows;
 * - scroll: the list scrolled from top to bottom in 60 steps, one per frame, and the time
 *   between frames meanwhile (median and worst).
 */
import type { Page } from '@playwright/test';

export interface HistoryFigures {
  searchMs: number;
  scrollFrameMedianMs: number;
  scrollFrameWorstMs: number;
  rowsInDom: number;
}

export async function measureHistory(page: Page, query: string): Promise<HistoryFigures> {
  const scroll = await page.evaluate(async () => {
    const box = document.querySelector<HTMLElement>('.history-scroll')!;
    const frames: number[] = [];
    let last = performance.now();
    for (let step = 1; step <= 60; step++) {
      box.scrollTop = (box.scrollHeight * step) / 60;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    box.scrollTop = 0;
    frames.sort((a, b) => a - b);
    return { median: frames[30]!, worst: frames.at(-1)! };
  });
  const search = await page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('#history-search')!;
    const start = performance.now();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Until the list holds only the matching rows, then one more frame (painted).
    while (document.querySelectorAll('.history-item').length !== 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  }, query);
  const rowsInDom = await page.locator('.history-item').count();
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    searchMs: round(search),
    scrollFrameMedianMs: round(scroll.median),
    scrollFrameWorstMs: round(scroll.worst),
    rowsInDom,
  };
}
