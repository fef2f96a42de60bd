/**
 * A bulk order run under the team's rules in real Chromium with the sandbox: a customer on the
 * do-not-call list is refused in the preview with the reason and never sent; outside the calling hours the run
 * waits and says until when, and once the clock the rules read is inside them it sends the rest,
 * each once. What reached the sandbox is counted.
 */
import { markDoNotCall, nextThursdayAfterHours, setRulesClock } from './helpers/calling-rules';
import { expect, test } from './helpers/browser';
import {
  csvBuffer,
  downloadResults,
  openOrders,
  ORDER_HEADERS,
  ordersFile,
  totals,
} from './helpers/orders';

test('a bulk run refuses a do-not-call customer, waits outside the hours and sends the rest once inside them', async ({
  context,
  extensionId,
  sandbox,
  configure,
}) => {
  const page = await openOrders(context, extensionId, configure, sandbox, {
    callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
  });
  await markDoNotCall(page, '0500000003');
  // Thursday 22:00 in Riyadh: after the window; it opens again on Sunday at 09:00.
  const thursday = nextThursdayAfterHours();
  await setRulesClock(context, thursday.getTime());

  const file = ordersFile(4, 0);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(ORDER_HEADERS, file.rows),
  });
  // The preview refuses the listed customer's row with the reason, before anything is sent.
  await expect.poll(() => totals(page)).toEqual({ rows: '4', ready: '3', refused: '1' });
  await expect(
    page.getByRole('cell', { name: 'Asked not to be called (on the do-not-call list)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send 3 order confirmations' }).click();
  await expect(
    page.getByText(/Outside your team's calling hours for the next customer\. Going on at Sun/),
  ).toBeVisible();
  expect(sandbox.orderNumbers()).toEqual([]);
  if (process.env.DIALBRIDGE_SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.DIALBRIDGE_SHOTS_DIR}/rules-orders-wait-en.png`,
      fullPage: true,
    });

  // Sunday 09:30: the run goes on by itself; the listed customer's order is never sent.
  await setRulesClock(context, thursday.getTime() + 2 * 86_400_000 + 11.5 * 3_600_000);
  await expect(page.locator('#orders-state')).toHaveText('Finished.', { timeout: 30_000 });
  expect(sandbox.orderNumbers()).toEqual(['ORD-1', 'ORD-2', 'ORD-4']);
  if (process.env.DIALBRIDGE_SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.DIALBRIDGE_SHOTS_DIR}/rules-orders-en.png`,
      fullPage: true,
    });
  // The results file says why the listed customer's order was not sent.
  const results = await downloadResults(page);
  const listed = results.rows.find((row) => Object.values(row).includes('ORD-3'));
  expect(listed?.message).toBe('Asked not to be called (on the do-not-call list)');
  expect(results.rows.filter((row) => row.outcome === 'queued')).toHaveLength(3);
});
