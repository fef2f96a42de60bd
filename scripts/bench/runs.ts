/** One measured load of the benchmark page with the extension, and the baselines' passes. */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { pageNumbers, traced } from './browser';
import { hotSpots, markTime, scriptTasks } from './trace';

export interface ExtensionRun {
  totalMs: number;
  longestTaskMs: number;
  /** The load event → first screenful callable (the target line's figure). */
  firstScreenfulMs: number;
  /** The same end point from DOMContentLoaded and from first contentful paint. */
  firstScreenfulFromDclMs: number;
  firstScreenfulFromPaintMs: number;
  firstScreenfulFromNavigationMs: number;
  /** Navigation start → first contentful paint (the page's own parse, style and first layout). */
  firstPaintMs: number;
  /** DOMContentLoaded → the scanner's first scan started (injection, then getPageConfig's answer). */
  scanStartMs: number;
  rerenderMs: number;
  rerenderLongestTaskMs: number;
  /** Garbage collection inside the initial scan's tasks (part of totalMs). */
  gcMs: number;
  numbers: number;
  /** Numbers in the rows of the first screenful: marked at first-callable, and in all. */
  firstScreenfulMarked: number;
  firstScreenfulNumbers: number;
  /** Where its sampled time went during the initial scan (own JS, DOM calls, GC). */
  hotSpots: { name: string; ms: number }[];
  /** The scanner's own account (sum of its slices), to cross-check the trace. */
  scannerBusyMs: number;
}

interface PageTimings {
  domContentLoaded: number;
  load: number;
  firstContentfulPaint: number | null;
  /** The first screenful marked and the control wired up (dialbridge:first-callable). */
  firstCallable: number | null;
  firstSlice: number | null;
  scanStart: number | null;
  scans: { startTime: number; duration: number; busyMs: number }[];
}

const SCAN = 'dialbridge:scan';
/** No new scan for this long means the scanner has settled (benchmark only, not a test). */
const QUIET_MS = 400;

async function scanCount(page: Page): Promise<number> {
  return page.evaluate((name) => performance.getEntriesByName(name).length, SCAN);
}

/**
 * Waits until at least `count` scans were measured and then no new one for a while: the scanner
 * may drain its queue more than once for one change, and all of it belongs to the figure.
 */
async function waitForScans(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ name, count }) => performance.getEntriesByName(name).length >= count,
    { name: SCAN, count },
    { timeout: 60_000 },
  );
  let seen = await scanCount(page);
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const now = await scanCount(page);
    if (now === seen) return;
    seen = now;
  }
}

/**
 * The numbers in the rows on screen at first (scrolled to the top): how many the scanner had
 * marked when it said the first screenful was callable (noted by the page, see page.ts), and how
 * many there are once the scan is done.
 */
async function firstScreenfulCoverage(page: Page): Promise<{ marked: number; numbers: number }> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('#orders tbody tr')];
    const onScreen = rows.filter((row) => row.getBoundingClientRect().top < innerHeight).length;
    const final: number[] = [];
    const highlights = (
      CSS as unknown as { highlights: Map<string, Iterable<AbstractRange>> }
    ).highlights.get('dialbridge-phone');
    for (const range of highlights ?? []) {
      const row = range.startContainer.parentElement?.closest('tbody tr');
      if (row) final.push((row as HTMLTableRowElement).sectionRowIndex);
    }
    const marked = (window as unknown as { benchMarkedRows: number[] | null }).benchMarkedRows;
    const inFirstScreenful = (list: number[]) => list.filter((row) => row < onScreen).length;
    return { marked: inFirstScreenful(marked ?? []), numbers: inFirstScreenful(final) };
  });
}

async function timings(page: Page): Promise<PageTimings> {
  return page.evaluate((name) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const first = performance.getEntriesByName('dialbridge:first-slice')[0];
    const start = performance.getEntriesByName('dialbridge:scan-start')[0];
    const callable = performance.getEntriesByName('dialbridge:first-callable')[0];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventEnd,
      firstContentfulPaint: paint ? paint.startTime : null,
      firstCallable: callable ? callable.startTime : null,
      firstSlice: first ? first.startTime : null,
      scanStart: start ? start.startTime : null,
      scans: (performance.getEntriesByName(name) as PerformanceMeasure[]).map((entry) => ({
        startTime: entry.startTime,
        duration: entry.duration,
        busyMs: Number((entry.detail as { busyMs?: number } | null)?.busyMs ?? 0),
      })),
    };
  }, SCAN);
}

export async function measureExtension(options: {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  url: string;
  run: number;
  rerenderRows: number;
}): Promise<ExtensionRun> {
  const page = await options.context.newPage();
  let initial: PageTimings | null = null;
  let coverage = { marked: 0, numbers: 0 };
  const events = await traced(page, async () => {
    await page.goto(options.url, { waitUntil: 'domcontentloaded' });
    await waitForScans(page, 1);
    initial = await timings(page);
    coverage = await firstScreenfulCoverage(page);
    const before = await scanCount(page);
    await page.evaluate(
      ({ rows, seed }) =>
        (
          window as unknown as {
            benchPage: { scheduleRerender(a: number, b: number, c: number): void };
          }
        ).benchPage.scheduleRerender(0, rows, seed),
      { rows: options.rerenderRows, seed: 1000 + options.run },
    );
    await waitForScans(page, before + 1);
  });
  // Counting the numbers asks the content script for its list: after the trace, so it is not timed.
  const numbers = await pageNumbers(options.worker, options.url);
  await page.close();

  const tasks = scriptTasks(events, `chrome-extension://${options.extensionId}/content-scripts/`);
  const rerenderAt = markTime(events, 'bench:rerender') ?? Number.POSITIVE_INFINITY;
  const before = tasks.filter((task) => task.start < rerenderAt);
  const after = tasks.filter((task) => task.start >= rerenderAt);
  const sum = (list: typeof tasks) => list.reduce((total, task) => total + task.ms, 0);
  const max = (list: typeof tasks) => list.reduce((longest, task) => Math.max(longest, task.ms), 0);
  if (process.env.BENCH_DEBUG) {
    // The initial scan's tasks over 12 ms, then every task counted for the re-render.
    for (const task of [...before.filter((t) => t.ms > 12), ...after])
      console.log(
        `    ${task.start < rerenderAt ? 'initial-scan task' : 'task after re-render'} at ${((task.start - rerenderAt) / 1000).toFixed(1)} ms from it: ours ${task.ms.toFixed(1)} of ${task.taskMs.toFixed(1)} ms, ${task.whole ? 'whole' : 'samples only'}, gc ${task.gcMs.toFixed(1)}: ${events
          .filter(
            (e) =>
              e.ph === 'X' &&
              e.ts >= task.start &&
              e.ts < task.start + task.taskMs * 1000 &&
              (e.dur ?? 0) > 1000,
          )
          .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
  }
  const timing = initial as PageTimings | null;
  if (!timing || timing.firstSlice === null || timing.firstCallable === null)
    throw new Error(
      'The scanner did not mark dialbridge:first-slice and dialbridge:first-callable.',
    );
  if (timing.firstContentfulPaint === null) throw new Error('No first-contentful-paint entry.');
  const callable = timing.firstCallable;
  return {
    totalMs: sum(before),
    longestTaskMs: max(before),
    firstScreenfulMs: callable - timing.load,
    firstScreenfulFromDclMs: callable - timing.domContentLoaded,
    firstScreenfulFromPaintMs: callable - timing.firstContentfulPaint,
    firstScreenfulFromNavigationMs: callable,
    firstPaintMs: timing.firstContentfulPaint,
    scanStartMs: (timing.scanStart ?? timing.firstSlice) - timing.domContentLoaded,
    firstScreenfulMarked: coverage.marked,
    firstScreenfulNumbers: coverage.numbers,
    rerenderMs: sum(after),
    rerenderLongestTaskMs: max(after),
    gcMs: before.reduce((total, task) => total + task.gcMs, 0),
    hotSpots: hotSpots(
      events,
      `chrome-extension://${options.extensionId}/content-scripts/`,
      rerenderAt,
    ),
    numbers,
    scannerBusyMs: timing.scans.reduce((total, scan) => total + scan.busyMs, 0),
  };
}

export interface BaselineFigures {
  floor: number[];
  obvious: number[];
  floorRows: number[];
  obviousRows: number[];
  obviousNumbers: number;
  /** The same passes in an isolated world (as a content script reads the DOM). */
  isolated: Record<'floor' | 'obvious' | 'floorRows' | 'obviousRows', number[]>;
}

interface BaselineRun {
  ms: number;
  textNodes: number;
  numbers: number;
}
type Baselines = Record<'floor' | 'obvious', () => BaselineRun> &
  Record<'floorRows' | 'obviousRows', (from: number, count: number) => BaselineRun>;

/**
 * The baselines in an isolated world of the page's main frame (CDP Page.createIsolatedWorld): a
 * world like a content script's, whose every DOM object goes through its own wrappers.
 */
async function isolatedCaller(
  page: Page,
  source: string,
): Promise<(name: keyof Baselines, ...args: number[]) => Promise<BaselineRun>> {
  const session = await page.context().newCDPSession(page);
  const { frameTree } = await session.send('Page.getFrameTree');
  const { executionContextId } = await session.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'bench-isolated',
  });
  await session.send('Runtime.evaluate', { expression: source, contextId: executionContextId });
  return async (name, ...args) => {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
      expression: `benchBaselines[${JSON.stringify(name)}](...${JSON.stringify(args)})`,
      contextId: executionContextId,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`isolated ${name}: ${exceptionDetails.text}`);
    return result.value as BaselineRun;
  };
}

/** Each run in a fresh page (cold, like the extension's runs), after the extension's scan settled. */
export async function measureBaselines(
  context: BrowserContext,
  url: string,
  runs: number,
  rows: number,
  source: string,
): Promise<BaselineFigures> {
  const figures: BaselineFigures = {
    floor: [],
    obvious: [],
    floorRows: [],
    obviousRows: [],
    obviousNumbers: 0,
    isolated: { floor: [], obvious: [], floorRows: [], obviousRows: [] },
  };
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto(`${url}&run=${run}`, { waitUntil: 'domcontentloaded' });
    await waitForScans(page, 1);
    await page.addScriptTag({ url: '/baselines.js' });
    const call = <K extends keyof Baselines>(name: K, ...args: number[]) =>
      page.evaluate(
        ({ name, args }) => {
          const baselines = (
            window as unknown as { benchBaselines: Record<string, (...a: number[]) => BaselineRun> }
          ).benchBaselines;
          return baselines[name]!(...args);
        },
        { name, args },
      );
    const isolated = await isolatedCaller(page, source);
    // Each world's first pass is the cold one (its own wrappers); which world goes first alternates.
    for (const world of run % 2 ? ['isolated', 'page'] : ['page', 'isolated']) {
      if (world === 'page') figures.floor.push((await call('floor')).ms);
      else figures.isolated.floor.push((await isolated('floor')).ms);
    }
    const obvious = await call('obvious');
    figures.obvious.push(obvious.ms);
    figures.obviousNumbers = obvious.numbers;
    figures.isolated.obvious.push((await isolated('obvious')).ms);
    const before = await scanCount(page);
    await page.evaluate(
      (count) =>
        (
          window as unknown as { benchPage: { rerender(a: number, b: number, c: number): void } }
        ).benchPage.rerender(0, count, 77),
      rows,
    );
    figures.floorRows.push((await call('floorRows', 0, rows)).ms);
    figures.obviousRows.push((await call('obviousRows', 0, rows)).ms);
    figures.isolated.floorRows.push((await isolated('floorRows', 0, rows)).ms);
    figures.isolated.obviousRows.push((await isolated('obviousRows', 0, rows)).ms);
    await waitForScans(page, before + 1); // let the extension finish before the page closes
    await page.close();
  }
  return figures;
}
