/**
 * `npm run bench:orders`: bulk order confirmation at scale, in headless Chromium with the test
 * build against the sandbox. A 5,000-row orders file is chosen in the Call lists page; measured:
 * the time until its preview is complete and the page's longest task meanwhile, the requests per
 * second the background achieves at the set rate, and the peak memory (the browser's processes,
 * the page's and the service worker's JS heaps). Checks that exactly one request per order
 * reached the sandbox. Writes bench-results/orders.md. Not a test: it reports, it does not judge.
 *
 *   npm run bench:orders                       build the test extension, 5,000 rows at 50/s
 *   npm run bench:orders -- --rows 2000 --rate 20
 *   DIALBRIDGE_EXTENSION_DIR=… npm run bench:orders   use an existing test build
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import type { Page, Worker } from '@playwright/test';
import { sandboxUrls, saveSettingsThrough } from './extension-settings';
import { startSandboxProcess } from './sandbox-process';
import { buildExtension, launch, removeBuild } from './bench/browser';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '50' },
  },
});
const ROWS = Math.max(100, Number(values.rows));
const RATE = Number(values.rate);

async function main(): Promise<void> {
  const given = process.env.DIALBRIDGE_EXTENSION_DIR;
  const extensionDir = given ? resolve(given) : buildExtension();
  const sandbox = await startSandboxProcess({ port: 0, echo: false });
  await sandbox.control('rate-limit', {
    method: 'POST',
    body: { limit: 1_000_000, windowMs: 60_000 },
  });
  const browser = await launch(extensionDir);
  const memory = new MemorySampler(extensionDir, browser.worker);
  try {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.id}/calllists.html`);
    await saveSettingsThrough(
      page,
      { ...sandboxUrls(sandbox), orderFlowId: 'flow-bench' },
      sandbox.token,
    );
    await page.reload();
    await page.locator('#orders-file').waitFor();
    const rssBefore = browserRss(extensionDir);
    memory.start(page);

    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const started = performance.now();
    await page.locator('#orders-file').setInputFiles({
      name: 'orders.csv',
      mimeType: 'text/csv',
      buffer: ordersCsv(ROWS),
    });
    await page.locator(`[data-total="ready"][data-value="${ROWS}"]`).waitFor({ timeout: 120_000 });
    await page.locator('#orders-start').waitFor();
    const previewMs = performance.now() - started;
    const longestTask = await page.evaluate(
      () => (window as unknown as { longest: number }).longest,
    );

    await page.locator('#orders-rate').fill(String(RATE));
    await page.locator('#orders-start').click();
    await page
      .locator('.orders-batch[data-status="done"]')
      .waitFor({ timeout: (ROWS / Math.min(RATE, 5)) * 1000 + 120_000 });
    const requests = await sandbox.control<{ path: string; at: number }[]>('requests');
    const orders = requests.filter((r) => r.path === '/api/v1/order/confirmation');
    const span = (orders.at(-1)!.at - orders[0]!.at) / 1000;
    const achieved = (orders.length - 1) / span;
    const distinct = new Set(await sandbox.control<string[]>('order-numbers')).size;
    // What the run itself counts: a row counted queued that never reached the service would be
    // a call the agent believes placed.
    const counts = await page.evaluate(async () => {
      const stored = (await (
        globalThis as unknown as {
          chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
        }
      ).chrome.storage.local.get('orderBatch')) as {
        orderBatch?: { counts: { queued: number; unknown: number; failed: number } };
      };
      return stored.orderBatch?.counts ?? null;
    });
    const peak = memory.stop();

    const lines = [
      `Bulk order confirmation, ${ROWS} orders at ${RATE} requests per second (load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores)`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| file chosen → preview complete (${ROWS} rows read, normalised, shown) | ${(previewMs / 1000).toFixed(2)} s |`,
      `| the page's longest task meanwhile | ${longestTask.toFixed(0)} ms |`,
      `| requests received by the sandbox / distinct order numbers | ${orders.length} / ${distinct} |`,
      `| rows the run counts queued / unknown / failed | ${counts ? `${counts.queued} / ${counts.unknown} / ${counts.failed}` : 'no batch'} |`,
      `| requests per second achieved (set ${RATE}) | ${achieved.toFixed(1)} |`,
      `| time to send all | ${span.toFixed(1)} s |`,
      `| memory of all browser processes (RSS): before the file → peak | ${mb(rssBefore)} → ${mb(peak.rss)} |`,
      `| peak JS heap, Call lists page | ${mb(peak.pageHeap)} |`,
      `| peak JS heap, service worker | ${peak.workerHeap === null ? 'not exposed to scripts' : mb(peak.workerHeap)} |`,
    ];
    console.log(lines.join('\n'));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/orders.md', `${lines.join('\n')}\n`);
    if (orders.length !== ROWS || distinct !== ROWS)
      console.log(`NOTE: expected exactly ${ROWS} requests for ${ROWS} distinct orders.`);
    if (counts && counts.queued > distinct)
      console.log(
        `DEFECT: ${counts.queued} rows counted queued, ${distinct} orders at the service.`,
      );
  } finally {
    memory.stop();
    await browser.close();
    await sandbox.close();
    if (!given) removeBuild(extensionDir);
  }
}

function ordersCsv(rows: number): Buffer {
  const data = Array.from({ length: rows }, (_, i) => [
    `B-${i + 1}`,
    `05${String(i + 1).padStart(8, '0')}`,
    String((i % 5) + 1),
    `${i}.75`,
  ]);
  return Buffer.from(
    Papa.unparse({ fields: ['order_number', 'phone', 'items_count', 'order_cost'], data }),
  );
}

/** Samples memory once a second: the RSS of every process of this browser, and two JS heaps. */
class MemorySampler {
  private timer: NodeJS.Timeout | null = null;
  private peak = { rss: 0, pageHeap: 0, workerHeap: null as number | null };

  constructor(
    private readonly extensionDir: string,
    private readonly worker: Worker,
  ) {}

  start(page: Page): void {
    const sample = async () => {
      this.peak.rss = Math.max(this.peak.rss, browserRss(this.extensionDir));
      const heap = await page
        .evaluate(
          () =>
            (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
              ?.usedJSHeapSize ?? null,
        )
        .catch(() => null);
      if (heap !== null) this.peak.pageHeap = Math.max(this.peak.pageHeap, heap);
      const workerHeap = await this.worker
        .evaluate(
          () =>
            (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
              ?.usedJSHeapSize ?? null,
        )
        .catch(() => null);
      if (workerHeap !== null)
        this.peak.workerHeap = Math.max(this.peak.workerHeap ?? 0, workerHeap);
    };
    this.timer = setInterval(() => void sample(), 1_000);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.peak;
  }
}

/** Bytes of resident memory of the browser started with this extension and its children. */
function browserRss(extensionDir: string): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((m) => ({ pid: m[1]!, ppid: m[2]!, rss: Number(m[3]), args: m[4]! }));
  const ours = new Set(
    table.filter((p) => p.args.includes(`--load-extension=${extensionDir}`)).map((p) => p.pid),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table)
      if (!ours.has(p.pid) && ours.has(p.ppid)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  return table.filter((p) => ours.has(p.pid)).reduce((sum, p) => sum + p.rss * 1024, 0);
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

await main();
