/**
 * A single-page app's list rendered at once after load (the Atomic CRM case of issue 9: 450
 * rows): how long from the render until the numbers on screen are marked and callable, as the
 * page's clock sees it (its bench:render mark to the scanner's dialbridge:first-callable), and
 * how much of that the page spends showing the rows (bench:render to bench:painted, the frame
 * painted after the render: the scanner starts only then, so it reads layout the page has done).
 */
import type { BrowserContext } from '@playwright/test';
import { median } from './report';

export const SPA_ROWS = 450;
export const SPA_TARGET_MS = 100;

export interface SpaRun {
  callableMs: number;
  paintedMs: number;
}

declare const benchPage: { render(count: number, seed: number): void };

/** One figure per run, each in a fresh page of the empty app shell (`url`). */
export async function measureSpaRender(
  context: BrowserContext,
  url: string,
  runs: number,
): Promise<SpaRun[]> {
  const results: SpaRun[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    try {
      await page.goto(`${url}?spa=${run}`, { waitUntil: 'load' });
      // The shell is scanned first (a completed scan leaves its measure), as an app's shell is
      // before its data arrives.
      await page.waitForFunction(() => performance.getEntriesByName('dialbridge:scan').length > 0);
      await page.evaluate(({ rows, seed }) => benchPage.render(rows, seed), {
        rows: SPA_ROWS,
        seed: 500 + run,
      });
      const handle = await page.waitForFunction(() => {
        const [render] = performance.getEntriesByName('bench:render');
        const [painted] = performance.getEntriesByName('bench:painted');
        const [callable] = performance.getEntriesByName('dialbridge:first-callable');
        if (!render || !painted || !callable) return null;
        return {
          callableMs: callable.startTime - render.startTime,
          paintedMs: painted.startTime - render.startTime,
        };
      });
      results.push((await handle.jsonValue()) as SpaRun);
    } finally {
      await page.close();
    }
  }
  return results;
}

/** Median [min to max] in whole ms. */
function spread(values: number[]): string {
  const middle = median(values);
  if (middle === null) return '—';
  return `${middle.toFixed(0)} ms [${Math.min(...values).toFixed(0)} to ${Math.max(...values).toFixed(0)}]`;
}

/** One Markdown paragraph: the figure, the page's own share, the target. */
export function spaLine(runs: SpaRun[], load: string): string {
  const callable = runs.map((run) => run.callableMs);
  const middle = median(callable);
  const met = middle !== null && middle <= SPA_TARGET_MS;
  return `An app's ${SPA_ROWS}-row list rendered at once after load (${load}): its numbers on screen callable ${spread(callable)} after the render, of which the page's own style, layout and paint of the rows (render to the frame painted after it) ${spread(runs.map((run) => run.paintedMs))} and the scanner's part ${spread(runs.map((run) => run.callableMs - run.paintedMs))}; medians of ${runs.length} runs; target ≤ ${SPA_TARGET_MS} ms: ${met ? 'met' : 'missed'}.\n`;
}
