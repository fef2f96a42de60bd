/**
 * Bulk order confirmation end to end (issue 11, "Done when"): a 1,000-row orders file with
 * invalid and duplicate rows is previewed, run against the sandbox with 429s and a 503 window,
 * interrupted by stopping the service worker and by restarting the browser, resumed, and ends
 * with every valid order sent exactly once and a results file that matches the sandbox's record.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, launchWithExtension, test } from './helpers/browser';
import {
  count,
  csvBuffer,
  downloadResults,
  openOrders,
  ORDER_HEADERS,
  ordersFile,
  stopServiceWorkers,
  totals,
} from './helpers/orders';

test.setTimeout(600_000);

async function extensionIdOf(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

/** Waits until the sandbox has received at least `n` order confirmations. */
async function received(sandbox: { orderNumbers(): string[] }, n: number) {
  await expect
    .poll(() => sandbox.orderNumbers().length, { timeout: 240_000 })
    .toBeGreaterThanOrEqual(n);
}

/** Holds the next order request at the sandbox until `release`; resolves once it has arrived. */
async function holdNextOrder(
  sandbox: Parameters<typeof received>[0] & {
    setFault: (fault: object | null) => void;
    requests: Array<{ path: string; status: number }>;
  },
) {
  const before = sandbox.requests.length;
  sandbox.setFault({ delayMs: 4_000, times: 1, path: '/api/v1/order/confirmation' });
  await expect
    .poll(() => sandbox.requests.slice(before).some((r) => r.status === 0), { timeout: 60_000 })
    .toBe(true);
}

test('1,000 orders: previewed, paced through 429s and a 503 window, a stopped worker and a browser restart, each valid order sent once', async ({
  sandbox,
  configure,
}) => {
  const file = ordersFile(900, 100);
  expect(file.rows).toHaveLength(1_000);
  // 40 requests a second at most; the batch is set to 50, so the service answers 429 at first.
  sandbox.setRateLimit({ limit: 20, windowMs: 500 });
  const profile = await mkdtemp(join(tmpdir(), 'dialbridge-orders-'));
  let context: BrowserContext = await launchWithExtension(profile);
  try {
    let page: Page = await openOrders(context, await extensionIdOf(context), configure, sandbox);
    await page.getByLabel('Orders file').setInputFiles({
      name: 'orders.csv',
      mimeType: 'text/csv',
      buffer: csvBuffer(ORDER_HEADERS, file.rows),
    });
    await expect.poll(() => totals(page)).toEqual({ rows: '1000', ready: '900', refused: '100' });
    await expect(page.getByLabel('Phone number column')).toHaveValue('1');
    await expect(page.getByLabel('Order number column')).toHaveValue('0');
    await page.getByLabel('Show refused rows only').check();
    await expect(page.getByRole('cell', { name: 'Same order number as row 5' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Not a valid phone number' }).first(),
    ).toBeVisible();
    expect(sandbox.orderNumbers()).toEqual([]);

    await page.getByLabel('Requests per second').fill('50');
    // The first answers are 429s whatever pace this machine reaches (the limit above may or may
    // not be met on a loaded machine, and no test may depend on how fast it is).
    sandbox.setFault({ status: 429, retryAfter: 1, times: 2, path: '/api/v1/order/confirmation' });
    await page.getByRole('button', { name: 'Send 900 order confirmations' }).click();
    await expect(page.locator('#orders-state')).toHaveText(/Sending in the background/);

    // 429s come first, then a maintenance window.
    await received(sandbox, 100);
    expect(sandbox.requests.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    sandbox.setMaintenance({ retryAfter: 1 });
    await expect(page.locator('#orders-wait')).toHaveText(/down for maintenance/);
    const during = sandbox.orderNumbers().length;
    await expect
      .poll(() => sandbox.requests.filter((r) => r.status === 503).length)
      .toBeGreaterThan(1);
    expect(sandbox.orderNumbers().length).toBe(during);
    sandbox.setMaintenance(null);

    // The service worker stops while an order is on its way; the page's next question wakes it.
    await received(sandbox, 300);
    await holdNextOrder(sandbox);
    await stopServiceWorkers(context, page);
    await received(sandbox, 450);
    await expect.poll(() => count(page, 'unknown')).toBe(1);

    // The browser closes while an order is on its way, and opens again on the same profile.
    await holdNextOrder(sandbox);
    await context.close();
    context = await launchWithExtension(profile);
    const extensionId = await extensionIdOf(context);
    page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/calllists.html`);
    await expect(page.locator('#orders-state')).toHaveText(
      /Paused because the browser was restarted/,
    );
    await expect.poll(() => count(page, 'unknown')).toBe(2);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.locator('#orders-state')).toHaveText('Finished.', { timeout: 240_000 });

    // Every valid order exactly once at the service.
    const sent = sandbox.orderNumbers();
    expect(new Set(sent).size).toBe(sent.length);
    expect(new Set(sent)).toEqual(new Set(file.valid.keys()));
    for (const order of sandbox.orders) expect(order.phone).toBe(file.valid.get(order.orderNumber));

    // The results file: every input row, its outcome, matching the sandbox's record.
    const results = await downloadResults(page);
    expect(results.fileName).toBe('orders-results.csv');
    expect(results.rows).toHaveLength(1_000);
    const inSandbox = new Map(sandbox.orders.map((o) => [o.orderNumber, o.phone]));
    const outcomes = { queued: 0, unknown: 0, refused: 0 } as Record<string, number>;
    results.rows.forEach((row, i) => {
      expect(row['Order #']).toBe(file.rows[i]![0]);
      expect(row.Customer).toBe(file.rows[i]![4]);
      outcomes[row.outcome!] = (outcomes[row.outcome!] ?? 0) + 1;
      if (row.outcome === 'queued' || row.outcome === 'unknown') {
        expect(row['number sent']).toBe(inSandbox.get(row['Order #']!));
      }
      if (row.outcome === 'queued') expect(row.message).toBe('Call in queue');
      if (row.outcome === 'unknown') expect(row.message).toMatch(/may have been queued/);
    });
    expect(outcomes).toEqual({ queued: 898, unknown: 2, refused: 100 });
    const reported = results.rows.filter((r) => r.outcome === 'queued' || r.outcome === 'unknown');
    expect(new Set(reported.map((r) => r['Order #']))).toEqual(new Set(inSandbox.keys()));
  } finally {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
  }
});
