/**
 * An outage in the middle of a bulk run: the service stops answering (the sandbox is closed), the
 * run pauses at the first request that got no answer and says why, leaving at most one unknown
 * row; once the service is back (a sandbox on the same address), Resume sends every other order
 * exactly once, and the unknown row is settled by the person and recorded in the results file.
 * The history then holds the run as one entry, with its counts and its results file.
 */
import { expect, test } from './helpers/browser';
import { startSandbox, type Sandbox } from '../sandbox/server';
import {
  count,
  csvBuffer,
  downloadResults,
  openOrders,
  ORDER_HEADERS,
  ordersFile,
} from './helpers/orders';

test.setTimeout(240_000);

test('the service goes away mid-run: the run pauses with at most one unknown row, resumes once it is back, and the row is settled by the person', async ({
  context,
  extensionId,
  sandbox,
  configure,
}) => {
  const file = ordersFile(1_000, 0);
  // A service that takes the run's pace: this test is about silence, not about 429s.
  sandbox.setRateLimit({ limit: 1_000, windowMs: 1_000 });
  const page = await openOrders(context, extensionId, configure, sandbox);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(ORDER_HEADERS, file.rows),
  });
  await page.getByLabel('Requests per second').fill('50');
  await page.getByRole('button', { name: 'Send 1000 order confirmations' }).click();
  await expect
    .poll(() => sandbox.orderNumbers().length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(300);

  // The service goes away mid-run.
  const port = Number(new URL(sandbox.url).port);
  await sandbox.close();
  const before = sandbox.orderNumbers();
  await expect(page.locator('#orders-state')).toHaveText(
    /Paused: the service could not be reached/,
    {
      timeout: 30_000,
    },
  );
  // One request met the silence (in flight when the service went, or the first refused after):
  // one unknown row, not a file of them.
  const unknown = await count(page, 'unknown');
  expect(unknown).toBe(1);
  expect(await count(page, 'queued')).toBe(before.length);

  // Back on the same address: Resume sends every order not sent yet, once.
  let back: Sandbox | null = await startSandbox({
    port,
    token: sandbox.token,
    rateLimit: { limit: 1_000, windowMs: 1_000 },
  });
  try {
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.locator('#orders-state')).toHaveText('Finished.', { timeout: 120_000 });
    const all = [...before, ...back.orderNumbers()];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(1_000 - unknown);

    // The row with no answer waits for the person: marked as not sent, and the file says so.
    const rows = page.locator('.orders-unknown li');
    await expect(rows).toHaveCount(1);
    if (process.env.DIALBRIDGE_SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.DIALBRIDGE_SHOTS_DIR}/orders-unknown-en.png`,
        fullPage: true,
      });
    await rows.getByRole('button', { name: 'Mark as not sent' }).click();
    await expect(page.locator('.orders-unknown')).toHaveCount(0);
    expect(await count(page, 'unknown')).toBe(0);
    const results = await downloadResults(page);
    const settled = results.rows.filter((row) => row.outcome === 'not sent');
    expect(settled).toHaveLength(unknown);
    for (const row of settled)
      expect(row.message).toMatch(/^Marked as not sent after an unknown answer/);
    expect(results.rows.filter((row) => row.outcome === 'queued')).toHaveLength(1_000 - unknown);
    expect(back.orderNumbers().length + before.length).toBe(1_000 - unknown);

    // The history holds the run as one entry, found by any order's number or its phone.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByRole('tab', { name: 'Calls' }).click();
    await expect(popup.locator('.history-row')).toHaveCount(1);
    const search = popup.getByLabel('Search name, number or order');
    for (const query of ['ORD-731', '0500000731', '+966 50 000 0731']) {
      await search.fill(query);
      await expect(popup.locator('.history-row'), query).toHaveCount(1);
    }
    await search.fill('ORD-1001');
    await expect(popup.locator('.history-row')).toHaveCount(0);
    await search.fill('');
    const run = popup.locator('.history-row');
    await expect(run).toContainText('Orders file orders.csv');
    await expect(run).toContainText('1000 orders');
    await expect(run).toContainText('Done');
    await run.locator('.history-line').click();
    await expect(run.locator('dd').nth(3)).toHaveText(String(1_000 - unknown)); // queued
    const [download] = await Promise.all([
      popup.waitForEvent('download'),
      run.getByRole('button', { name: 'Results file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders-results.csv');
  } finally {
    await back.close();
    back = null;
  }
});
