/**
 * Bulk order confirmation from an Excel file, in English and in Arabic (right to left, numbers
 * left to right), with the screenshots in docs/bulk-orders.md (preview, running, done); a token the service
 * rejects stops the run and says why; columns the agent mapped are remembered for the next file.
 */
import type { Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { expect, test } from './helpers/browser';
import { count, csvBuffer, downloadResults, openOrders, totals } from './helpers/orders';

const HEADERS = {
  en: ['order_number', 'phone', 'items_count', 'order_cost', 'type'],
  ar: ['رقم الطلب', 'رقم الجوال', 'الكمية', 'المبلغ', 'النوع'],
};

/** 12 orders (phones as spreadsheet numbers and as text), a bad number and a repeated order. */
async function xlsxOrders(headers: string[]) {
  const rows: Array<Array<{ value: string | number }>> = [headers.map((value) => ({ value }))];
  for (let i = 1; i <= 12; i++) {
    const phone = i % 2 ? 966501234500 + i : `05012345${String(i).padStart(2, '0')}`;
    rows.push([
      { value: `X-${i}` },
      { value: phone },
      { value: i },
      { value: 10 * i + 0.5 },
      { value: 'cod' },
    ]);
  }
  rows.push([{ value: 'X-99' }, { value: '123' }, { value: 1 }, { value: 1 }, { value: 'cod' }]);
  rows.push([
    { value: 'X-3' },
    { value: '0509999999' },
    { value: 1 },
    { value: 1 },
    { value: 'cod' },
  ]);
  return Buffer.from(await writeExcelFile(rows).toBuffer());
}

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.locator('section[aria-labelledby="orders-heading"]').screenshot({
    path: process.env.DIALBRIDGE_UPDATE_SCREENSHOTS
      ? `docs/screenshots/${name}.png`
      : outputPath(`${name}.png`),
    scale: 'css',
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`an XLSX orders file in ${language === 'en' ? 'English' : 'Arabic'}: mapped without asking, previewed, sent once each`, async ({
    sandbox,
    context,
    extensionId,
    configure,
  }, testInfo) => {
    test.setTimeout(180_000);
    const page = await openOrders(context, extensionId, configure, sandbox, { language });
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const label = language === 'en' ? 'Orders file' : 'ملف الطلبات';
    await page.getByLabel(label).setInputFiles({
      name: 'orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsxOrders(HEADERS[language]),
    });
    await expect.poll(() => totals(page)).toEqual({ rows: '14', ready: '12', refused: '2' });
    for (const [index, id] of ['orderNumber', 'phone', 'itemsCount', 'orderCost', 'type'].entries())
      await expect(page.locator(`#orders-column-${id}`)).toHaveValue(String(index));
    // A spreadsheet number keeps every digit, and the number reads left to right in Arabic too.
    const dial = page.locator('.orders-dial').first();
    await expect(dial).toHaveText('+966 50 123 4501');
    await expect(dial).toHaveAttribute('dir', 'ltr');
    await shoot(page, `orders-preview-${language}`, (n) => testInfo.outputPath(n));

    await page.locator('#orders-rate').fill('4');
    const start = page.locator('#orders-start');
    await expect(start).toHaveText(
      language === 'en' ? 'Send 12 order confirmations' : 'إرسال ١٢ طلب تأكيد',
    );
    await start.click();
    await expect.poll(() => count(page, 'sent')).toBeGreaterThanOrEqual(2);
    await shoot(page, `orders-running-${language}`, (n) => testInfo.outputPath(n));
    await expect(page.locator('.orders-batch')).toHaveAttribute('data-status', 'done', {
      timeout: 60_000,
    });
    await shoot(page, `orders-done-${language}`, (n) => testInfo.outputPath(n));

    const sent = sandbox.orderNumbers();
    expect([...sent].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `X-${i + 1}`).sort());
    expect(sandbox.orders.find((o) => o.orderNumber === 'X-2')?.fields).toMatchObject({
      phone: '966501234502',
      items_count: '2',
      order_cost: '20.5',
      type: 'cod',
      call_flow_id: 'flow-orders',
    });
    const results = await downloadResults(page);
    expect(results.rows.map((row) => row.outcome)).toEqual([
      ...Array<string>(12).fill('queued'),
      'refused',
      'refused',
    ]);
  });
}

test('a rejected token stops the run and says why; resumed once fixed. Mapped columns are remembered', async ({
  sandbox,
  context,
  extensionId,
  configure,
}) => {
  const page = await openOrders(context, extensionId, configure, sandbox);
  await configure(page, {}, 'not-the-sandbox-token');
  const file = {
    name: 'crm-export.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(
      ['Ref', 'Contact', 'Notes'],
      [
        ['R-1', '0551234561', 'a'],
        ['R-2', '0551234562', 'b'],
        ['R-3', '0551234563', 'c'],
      ],
    ),
  };
  await page.getByLabel('Orders file').setInputFiles(file);
  // Nothing named like the service's fields: the agent chooses.
  await expect(page.getByLabel('Phone number column')).toHaveValue('');
  await page.getByLabel('Phone number column').selectOption({ label: 'Contact' });
  await page.getByLabel('Order number column').selectOption({ label: 'Ref' });
  await expect.poll(() => totals(page)).toEqual({ rows: '3', ready: '3', refused: '0' });
  await page.getByRole('button', { name: 'Send 3 order confirmations' }).click();

  await expect(page.locator('#orders-state')).toHaveText(
    'Stopped: the service rejected the API token. Fix it in Settings, then resume.',
  );
  expect(sandbox.requests).toHaveLength(1);
  expect(sandbox.requests[0]?.status).toBe(401);
  expect(await count(page, 'remaining')).toBe(3);

  await configure(page, {}, sandbox.token);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('#orders-state')).toHaveText('Finished.', { timeout: 30_000 });
  expect(sandbox.orderNumbers()).toEqual(['R-1', 'R-2', 'R-3']);

  // The next file with the same headers maps alone; its orders were confirmed already.
  await page.getByRole('button', { name: 'Start a new file' }).click();
  await page.getByLabel('Orders file').setInputFiles(file);
  await expect(page.getByLabel('Phone number column')).toHaveValue('1');
  await expect(page.getByLabel('Order number column')).toHaveValue('0');
  await expect.poll(() => totals(page)).toEqual({ rows: '3', ready: '0', refused: '3' });
  await expect(
    page.getByRole('cell', { name: 'Already confirmed from this browser' }).first(),
  ).toBeVisible();
});

test('an order a bulk run confirmed is not confirmed again from the popup unless "Call again" is chosen', async ({
  context,
  extensionId,
  sandbox,
  configure,
}) => {
  const page = await openOrders(context, extensionId, configure, sandbox);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(['Order #', 'Mobile'], [['A-1001', '0551234561']]),
  });
  await expect.poll(() => totals(page)).toEqual({ rows: '1', ready: '1', refused: '0' });
  await page.getByRole('button', { name: 'Send 1 order confirmation' }).click();
  await expect(page.locator('#orders-state')).toHaveText('Finished.', { timeout: 30_000 });
  expect(sandbox.orderNumbers()).toEqual(['A-1001']);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('tab', { name: 'Order' }).click();
  const form = popup.getByRole('tabpanel', { name: 'Order' });
  await form.getByLabel('Phone').fill('0551234561');
  await form.getByLabel('Order number').fill('A-1001');
  await form.getByRole('button', { name: 'Send confirmation call' }).click();
  const refusal = form.getByRole('alert').filter({ hasText: /Order .*A-1001.* was already sent/ });
  await expect(refusal).toBeVisible();
  expect(sandbox.orderNumbers()).toEqual(['A-1001']);
  // The form kept what was typed; "Call again" sends it a second time, deliberately.
  await expect(form.getByLabel('Order number')).toHaveValue('A-1001');
  await refusal.getByRole('button', { name: 'Call again' }).click();
  await expect.poll(() => sandbox.orderNumbers()).toEqual(['A-1001', 'A-1001']);

  // The history's search for the order, written another way, finds the run and says what became
  // of that order in it (and the single confirmation beside it).
  await popup.getByRole('tab', { name: 'Calls' }).click();
  await popup.getByLabel('Search name, number or order').fill('a 1001');
  const run = popup.locator('.history-row[data-kind="run"]');
  await expect(run.locator('.history-found')).toHaveText(
    'Order \u2066A-1001\u2069 · \u2066+966 55 123 4561\u2069: Queued',
  );
  await expect(popup.locator('.history-row')).toHaveCount(2);
});

test('a file that cannot be read says why at once: not text, an open quote on its line, too many columns, a cell too long', async ({
  context,
  extensionId,
  sandbox,
  configure,
}) => {
  const page = await openOrders(context, extensionId, configure, sandbox);
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48,
  ]);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([png, Buffer.alloc(2048, 7)]),
  });
  await expect(page.getByRole('alert')).toHaveText(/This file is not a CSV: it does not hold text/);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Order #,Mobile\nA-1,0551234561\nA-2,"0551234562\nA-3,0551234563\n'),
  });
  await expect(page.getByRole('alert')).toHaveText(/^Line 3 opens a quote/);
  // One column more than a file may have: refused with its own sentence, before any preview.
  const wide = Array.from({ length: 101 }, (_, index) => `Column ${index + 1}`);
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(wide, [wide.map((_, index) => String(index))]),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'A file may have at most 100 columns; this one has 101. Remove the columns you do not need.',
  );
  // A note pasted whole into a cell, longer than a cell may be: its row and column are named.
  await page.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(
      ['Order #', 'Mobile', 'Note'],
      [
        ['A-1', '0551234561', 'Leave at the door'],
        ['A-2', '0551234562', 'x'.repeat(1001)],
      ],
    ),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Row 3, column C has 1001 characters; a cell may hold at most 1000. Shorten it in the file and choose the file again.',
  );
  expect(sandbox.requests).toHaveLength(0);
});
