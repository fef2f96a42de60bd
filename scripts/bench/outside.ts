/**
 * What the extension costs the page, measured from outside: the renderer's main-thread time
 * (CDP Performance.getMetrics TaskDuration: every task, ours, the page's, style, layout, paint,
 * GC) in one browser with the extension and one without, one browser at a time, in paired rounds
 * whose order alternates. Beside it, the page's frame times and long tasks as its own script sees
 * them (requestAnimationFrame, PerformanceObserver), and the bare TreeWalker pass (the floor)
 * measured in the page without the extension in the same round.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { TASK_NAMES, type TraceEvent } from './trace';
import { splitDuring, type TraceSplit } from './trace-split';

const SCENARIO_MS = 5_000;
/** Main-thread time still growing by less than this over QUIET_MS: the page has settled. */
const QUIET_MS = 400;
const QUIET_GROWTH_MS = 3;
const RERENDER_ROWS = 100;

/** One page's figures (main-thread ms; frame p95 in ms). */
export interface PageCost {
  loadMs: number;
  /** Asking for every number on the page (the popup's list); 0 without the extension. */
  listMs: number;
  listed: number;
  /** The page's longest task while the list was answered (a trace of its main thread). */
  listLongestTaskMs: number;
  scrollMs: number;
  scrollFrameP95: number;
  scrollSlowFrames: number;
  scrollLongTasks: number;
  rerenderMs: number;
  rerenderFrameP95: number;
  rerenderSlowFrames: number;
  rerenderLongTasks: number;
}

/** A fresh page loaded, the popup's list asked at once (none without the extension), settled. */
export interface LoadThenList {
  ms: number;
  split: TraceSplit;
}

export interface OutsideRound {
  extension: PageCost;
  bare: PageCost;
  loadThenList: { extension: LoadThenList; bare: LoadThenList };
  floorMs: number;
}

export interface OutsideBrowser {
  context: BrowserContext;
  /** The extension's pageNumbers answer for a tab, as the popup asks it; null without one. */
  list: ((url: string) => Promise<number>) | null;
}

async function taskMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Waits until the page's main thread is (nearly) idle; returns its main-thread time then. */
export async function settle(session: CDPSession): Promise<number> {
  let before = await taskMs(session);
  for (;;) {
    await new Promise((done) => setTimeout(done, QUIET_MS));
    const now = await taskMs(session);
    if (now - before < QUIET_GROWTH_MS) return now;
    before = now;
  }
}

/** A frame that took longer than this (one and a half vsync intervals at 60 Hz) was dropped. */
const SLOW_FRAME_MS = 25;

interface FrameStats {
  p95: number;
  /** Frames over SLOW_FRAME_MS: the p95 alone flips between 16.8 and 66.6 ms at about 5%. */
  slowFrames: number;
  longTasks: number;
}

/**
 * Runs `action` in the page for SCENARIO_MS while noting every frame and long task. Page script:
 * what the page itself would measure.
 */
async function framesDuring(page: Page, action: 'scroll' | 'rerender', seed: number) {
  return page.evaluate(
    ({ action, ms, rows, seed, slowMs }) =>
      new Promise<FrameStats>((resolve) => {
        const frames: number[] = [];
        let longTasks = 0;
        const observer = new PerformanceObserver((list) => {
          longTasks += list.getEntries().length;
        });
        observer.observe({ type: 'longtask' });
        const start = performance.now();
        let direction = 1;
        const bench = (
          window as unknown as {
            benchPage: { rerender(from: number, count: number, seed: number): void };
          }
        ).benchPage;
        const timers: number[] = [];
        if (action === 'rerender') {
          for (let second = 0; second < ms / 1000; second++)
            timers.push(
              window.setTimeout(() => bench.rerender(0, rows, seed + second), second * 1000),
            );
        }
        const frame = (time: number) => {
          frames.push(time);
          if (action === 'scroll') {
            const bottom = document.documentElement.scrollHeight - innerHeight;
            if (scrollY >= bottom - 1) direction = -1;
            else if (scrollY <= 0) direction = 1;
            scrollBy(0, 40 * direction);
          }
          if (time - start < ms) {
            requestAnimationFrame(frame);
            return;
          }
          observer.disconnect();
          const gaps = frames.slice(1).map((at, index) => at - frames[index]!);
          gaps.sort((a, b) => a - b);
          resolve({
            p95: gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.95))] ?? 0,
            slowFrames: gaps.filter((gap) => gap > slowMs).length,
            longTasks,
          });
        };
        requestAnimationFrame(frame);
      }),
    { action, ms: SCENARIO_MS, rows: RERENDER_ROWS, seed, slowMs: SLOW_FRAME_MS },
  );
}

/**
 * Runs `action` under a trace of the browser's top-level tasks; returns the longest task of the
 * page's main thread (the renderer thread where script ran most) in ms.
 */
async function longestTaskDuring(session: CDPSession, action: () => Promise<void>) {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  session.on('Tracing.dataCollected', collect);
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline'] },
  });
  await action();
  const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
  await session.send('Tracing.end');
  await complete;
  session.off('Tracing.dataCollected', collect);
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(thread),
  );
  const tasks = events.filter(
    (event) => TASK_NAMES.has(event.name) && event.ph === 'X' && renderers.has(thread(event)),
  );
  const busy = new Map<string, number>();
  for (const task of tasks) busy.set(thread(task), (busy.get(thread(task)) ?? 0) + (task.dur ?? 0));
  // The busiest renderer's main thread: the page's (no other page is open meanwhile).
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  let longest = 0;
  for (const task of tasks)
    if (thread(task) === main) longest = Math.max(longest, (task.dur ?? 0) / 1000);
  return longest;
}

/** Load, scroll, re-render, then (with the extension) the popup's list, in one fresh page. */
async function measurePage(browser: OutsideBrowser, url: string, seed: number): Promise<PageCost> {
  const page = await browser.context.newPage();
  try {
    const session = await browser.context.newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    const loadMs = await settle(session);

    const scroll = await framesDuring(page, 'scroll', seed);
    const scrollMs = (await settle(session)) - loadMs;
    await page.evaluate(() => scrollTo(0, 0));
    const beforeRerender = await settle(session);
    const rerender = await framesDuring(page, 'rerender', seed);
    const afterRerender = await settle(session);

    let listMs = 0;
    let listed = 0;
    let listLongestTaskMs = 0;
    const list = browser.list;
    if (list) {
      listLongestTaskMs = await longestTaskDuring(session, async () => {
        listed = await list(page.url());
      });
      listMs = (await settle(session)) - afterRerender;
    }
    return {
      loadMs,
      listMs,
      listed,
      listLongestTaskMs,
      scrollMs,
      scrollFrameP95: scroll.p95,
      scrollSlowFrames: scroll.slowFrames,
      scrollLongTasks: scroll.longTasks,
      rerenderMs: afterRerender - beforeRerender,
      rerenderFrameP95: rerender.p95,
      rerenderSlowFrames: rerender.slowFrames,
      rerenderLongTasks: rerender.longTasks,
    };
  } finally {
    await page.close();
  }
}

/**
 * As an agent uses it: the page loads and the popup asks for its numbers at once, before the
 * scanner has walked what lies outside its window (a list asked after the scrolling above finds
 * much of the page walked already, and reads cheaper). Measured untraced, since tracing slows the
 * page with the extension more than the page without; then once more under a trace, for where
 * the time went.
 */
async function measureLoadThenList(browser: OutsideBrowser, url: string): Promise<LoadThenList> {
  const { ms } = await loadThenList(browser, url, false);
  const { split } = await loadThenList(browser, `${url}-traced`, true);
  return { ms, split: split! };
}

async function loadThenList(
  browser: OutsideBrowser,
  url: string,
  traced: boolean,
): Promise<{ ms: number; split?: TraceSplit }> {
  const page = await browser.context.newPage();
  try {
    const session = await browser.context.newCDPSession(page);
    await session.send('Performance.enable');
    let ms = 0;
    const run = async () => {
      await page.goto(url, { waitUntil: 'load' });
      if (browser.list) await browser.list(page.url());
      ms = await settle(session);
    };
    if (!traced) {
      await run();
      return { ms };
    }
    return { ms, split: await splitDuring(session, run) };
  } finally {
    await page.close();
  }
}

/** The bare TreeWalker pass over the loaded page, as a page script (no extension in this browser). */
async function measureFloor(browser: OutsideBrowser, url: string): Promise<number> {
  const page = await browser.context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.addScriptTag({ url: '/baselines.js' });
    return page.evaluate(
      () =>
        (
          window as unknown as { benchBaselines: { floor(): { ms: number } } }
        ).benchBaselines.floor().ms,
    );
  } finally {
    await page.close();
  }
}

/** Both browsers measured in `round`; which goes first alternates with the round. */
async function inTurn<T>(
  round: number,
  browsers: { withExtension: OutsideBrowser; without: OutsideBrowser },
  measure: (browser: OutsideBrowser, name: 'with' | 'without') => Promise<T>,
): Promise<{ extension: T; bare: T }> {
  if (round % 2 === 0) {
    const extension = await measure(browsers.withExtension, 'with');
    return { extension, bare: await measure(browsers.without, 'without') };
  }
  const bare = await measure(browsers.without, 'without');
  return { extension: await measure(browsers.withExtension, 'with'), bare };
}

/** Paired rounds; the browser that goes first alternates, so a busy moment weighs on both. */
export async function measureOutside(
  withExtension: OutsideBrowser,
  without: OutsideBrowser,
  url: string,
  rounds: number,
  onRound: (round: OutsideRound, index: number) => void,
): Promise<OutsideRound[]> {
  const results: OutsideRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const seed = 500 + round;
    const pageUrl = (name: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${round}`;
    const browsers = { withExtension, without };
    const { extension, bare } = await inTurn(round, browsers, (browser, name) =>
      measurePage(browser, pageUrl(name), seed),
    );
    const loadThenList = await inTurn(round, browsers, (browser, name) =>
      measureLoadThenList(browser, pageUrl(`${name}-list`)),
    );
    // On a machine under heavy load the renderer of this short page has been seen to go away
    // (page closed) in the last round: one more page is tried before the run gives up.
    const floorMs = await measureFloor(without, pageUrl('floor')).catch(() =>
      measureFloor(without, pageUrl('floor-again')),
    );
    const result = { extension, bare, loadThenList, floorMs };
    results.push(result);
    onRound(result, round);
  }
  return results;
}
