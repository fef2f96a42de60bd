/**
 * A single-page app's list rendered at once after load (the Atomic CRM case of issue 9: 450
 * rows): how long from the render until the numbers on screen are marked and callable, as the
 * page's clock sees it (its bench:render mark to the scanner's dialbridge:first-callable, which
 * is set once the frame showing the marks is painted). The page's own share is the same render
 * in a browser without the extension (bench:render to bench:painted, the frame painted after the
 * render), in paired runs whose order alternates: with the extension, that frame also holds the
 * scanner's first slice, so its own figure would hide our part.
 */
import type { BrowserContext } from '@playwright/test';
import { median } from './report';

export const SPA_ROWS = 450;
export const SPA_TARGET_MS = 100;

export interface SpaRun {
  /** With the extension: render to the numbers on screen marked, painted. */
  callableMs: number;
  /** Without the extension: render to the frame showing the rows, painted. */
  bareMs: number;
}

declare const benchPage: { render(count: number, seed: number): void };

interface Marks {
  render: number;
  painted: number;
  callable: number | null;
}

/** Renders the rows in a fresh page of the app's shell; with the extension, waits for the marks. */
async function renderOnce(
  context: BrowserContext,
  url: string,
  seed: number,
  extension: boolean,
): Promise<Marks> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    // The shell is scanned first (a completed scan leaves its measure), as an app's shell is
    // before its data arrives.
    if (extension)
      await page.waitForFunction(() => performance.getEntriesByName('dialbridge:scan').length > 0);
    await page.evaluate(({ rows, seed }) => benchPage.render(rows, seed), {
      rows: SPA_ROWS,
      seed,
    });
    const handle = await page.waitForFunction((extension) => {
      const [render] = performance.getEntriesByName('bench:render');
      const [painted] = performance.getEntriesByName('bench:painted');
      const [callable] = performance.getEntriesByName('dialbridge:first-callable');
      if (!render || !painted || (extension && !callable)) return null;
      return {
        render: render.startTime,
        painted: painted.startTime,
        callable: callable?.startTime ?? null,
      };
    }, extension);
    return (await handle.jsonValue()) as Marks;
  } finally {
    await page.close();
  }
}

/** One figure per run, each in a fresh page of the empty app shell (`url`), in both browsers. */
export async function measureSpaRender(
  withExtension: BrowserContext,
  without: BrowserContext,
  url: string,
  runs: number,
): Promise<SpaRun[]> {
  const results: SpaRun[] = [];
  for (let run = 0; run < runs; run++) {
    const seed = 500 + run;
    const extensionRun = () => renderOnce(withExtension, `${url}?spa=${run}`, seed, true);
    const bareRun = () => renderOnce(without, `${url}?spa-bare=${run}`, seed, false);
    let extension: Marks;
    let bare: Marks;
    if (run % 2 === 0) {
      extension = await extensionRun();
      bare = await bareRun();
    } else {
      bare = await bareRun();
      extension = await extensionRun();
    }
    results.push({
      callableMs: extension.callable! - extension.render,
      bareMs: bare.painted - bare.render,
    });
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
  const ours = runs.map((run) => run.callableMs - run.bareMs);
  // "Callable within 100 ms of the render": of the rows being on screen. The app's own time to
  // build and paint them is its own (the same render without the extension), not ours to cut.
  const middle = median(ours);
  const met = middle !== null && middle <= SPA_TARGET_MS;
  return `An app's ${SPA_ROWS}-row list rendered at once after load (${load}): its numbers on screen callable (marked and painted) ${spread(callable)} after the render call; the same render without the extension painted ${spread(runs.map((run) => run.bareMs))} after it, so the numbers are callable ${spread(ours)} after the rows are on screen (the extension's part; paired runs, order alternating); medians of ${runs.length} runs; target: callable ≤ ${SPA_TARGET_MS} ms after the rows are on screen: ${met ? 'met' : 'missed'}.\n`;
}
