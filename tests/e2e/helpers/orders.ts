/**
 * The Orders section of the Call lists page, used as a person would (labels, buttons), plus the
 * files the tests feed it and the results file they read back.
 */
import type { BrowserContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { expect, sandboxUrls, type Configure } from './browser';
import type { Sandbox } from '../../sandbox/server';

export const ORDER_HEADERS = ['Order #', 'Mobile', 'Qty', 'Total', 'Customer'];

export interface OrdersFile {
  rows: string[][];
  /** Order number → the number the service must get, for every row the preview accepts. */
  valid: Map<string, string>;
  refused: number;
}

/**
 * `valid` distinct orders, then every 9th row followed by a problem row: a repeated order
 * number, a number that is not a phone number, or no order number (in that rotation).
 */
export function ordersFile(valid: number, problems: number): OrdersFile {
  const rows: string[][] = [];
  const expected = new Map<string, string>();
  let problem = 0;
  for (let i = 1; i <= valid; i++) {
    const national = `5${String(i).padStart(8, '0')}`;
    rows.push([`ORD-${i}`, `0${national}`, String((i % 4) + 1), `${i}.25`, `Customer ${i}`]);
    expected.set(`ORD-${i}`, `966${national}`);
    if (i % 9 === 0 && problem < problems) {
      const kind = problem++ % 3;
      if (kind === 0) rows.push([`ORD-${i - 5}`, '0501112233', '1', '1', 'Repeat']);
      else if (kind === 1) rows.push([`BAD-${i}`, '12345', '1', '1', 'Bad number']);
      else rows.push(['', '0501112244', '1', '1', 'No order']);
    }
  }
  return { rows, valid: expected, refused: problem };
}

export function csvBuffer(headers: string[], rows: string[][]): Buffer {
  return Buffer.from(Papa.unparse({ fields: headers, data: rows }), 'utf8');
}

export async function openOrders(
  context: BrowserContext,
  extensionId: string,
  configure: Configure,
  sandbox: Sandbox,
  settings: Record<string, unknown> = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/calllists.html`);
  await configure(
    page,
    { ...sandboxUrls(sandbox), orderFlowId: 'flow-orders', ...settings },
    sandbox.token,
  );
  await page.reload();
  await expect(page.locator('#orders-file')).toBeVisible();
  return page;
}

export async function totals(page: Page) {
  const read = (name: string) => page.locator(`[data-total="${name}"]`).getAttribute('data-value');
  return { rows: await read('rows'), ready: await read('ready'), refused: await read('refused') };
}

export async function count(page: Page, name: string): Promise<number> {
  return Number(await page.locator(`[data-count="${name}"]`).getAttribute('data-value'));
}

/** Clicks "Download results" (in any language) and parses the CSV the browser saved. */
export async function downloadResults(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#orders-download').click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true });
  return { fileName: download.suggestedFilename(), rows: parsed.data };
}

/** Stops every service worker of the browser, as Chrome does to an idle one (CDP). */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}
