/**
 * The Call lists page driving progressive bridge dialing in real Chromium against the sandbox:
 * a list from a CRM page (through the popup's "Call lists"), from pasted text and from a CSV
 * file. What counts is what the sandbox received: one create per customer, in order, each number
 * with its country code and the customer's name.
 */
import { bridgedCustomers, currentCall, openCallLists, waitForEnd } from './helpers/call-lists';
import { pageNumbers } from './helpers/page';
import { expect, openPopup, test } from './helpers/popup';
import { servedFixtures } from './helpers/browser';

const fixtures = servedFixtures();

test('a list from a CRM page bridges its three customers in turn, with the outcome and note the agent marks', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const crm = await context.newPage();
  await crm.goto(`${fixtures.url}/callbacks-en.html`);
  await pageNumbers(context, crm); // the scanner has settled
  const popup = await openPopup({ sandbox, openExtensionPage, configure });
  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Call lists' }).click();
  const page = await opened;
  await expect(page).toHaveURL(/calllists\.html$/);

  await expect(page.getByRole('radio', { name: 'Numbers on this page' })).toBeChecked();
  const ticks = page.getByRole('group', { name: 'Numbers from the page' }).getByRole('checkbox');
  await expect(ticks).toHaveCount(3);
  for (const tick of await ticks.all()) await expect(tick).toBeChecked();
  await page.getByRole('button', { name: 'Make the list' }).click();
  await expect(page.getByText('3 numbers to call.')).toBeVisible();
  await expect(page.getByText('Ready. Nobody has been called yet.')).toBeVisible();
  expect(bridgedCustomers(sandbox)).toEqual([]); // making a list calls nobody

  await page.getByLabel('Between calls').selectOption({ label: 'Wait until I click Next' });
  await page.getByRole('button', { name: 'Start calling' }).click();

  const marks = [
    { who: '+966 55 210 3344', outcome: 'Reached', note: 'Delivery on Sunday' },
    { who: '+966 56 778 9901', outcome: 'Call back', note: 'After 5 pm' },
    { who: '+966 54 321 1000', outcome: 'No answer', note: '' },
  ];
  for (const [index, mark] of marks.entries()) {
    await waitForEnd(page, mark.who);
    // Only the calls reached so far were placed: the next waits for the agent.
    expect(bridgedCustomers(sandbox)).toHaveLength(index + 1);
    const card = currentCall(page);
    await card.getByLabel('Outcome').selectOption({ label: mark.outcome });
    await card.getByLabel('Note').fill(mark.note);
    await card.getByRole('button', { name: 'Save outcome and note' }).click();
    await expect(card.getByText('Saved.')).toBeVisible();
    if (index < marks.length - 1) await page.getByRole('button', { name: 'Next call' }).click();
  }
  await expect(page.getByText('Done: every number was called or skipped.')).toBeVisible();
  await expect(
    currentCall(page).getByRole('status').filter({ hasText: 'Call ended · Not answered' }),
  ).toBeVisible();

  // Each call carries the name the page shows in the number's row.
  expect(bridgedCustomers(sandbox)).toEqual([
    { number: '966552103344', name: 'Huda Al-Qahtani' },
    { number: '966567789901', name: 'Faisal Al-Otaibi' },
    { number: '966543211000', name: 'Reem Al-Dosari' },
  ]);
  const rows = page.getByRole('table', { name: 'The list' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Reached');
  await expect(rows.nth(1)).toContainText('Delivery on Sunday');
  await expect(rows.nth(2)).toContainText('Call back');
  await expect(rows.nth(3)).toContainText('No answer');
});

test('pasted text: any written forms, names beside them, duplicates merged, a number called today flagged, then called one after another', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openCallLists(sandbox, openExtensionPage, configure);
  // A call to one of the customers earlier today, placed the ordinary way.
  const earlier = await page.evaluate(async () => {
    const runtime = (
      globalThis as unknown as {
        chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> } };
      }
    ).chrome.runtime;
    return runtime.sendMessage({
      channel: 'dialbridge',
      type: 'createBridge',
      data: {
        customerNumber: '0551230004',
        customerName: 'Nora Earlier',
        agentNumber: '',
        agentName: '',
        callFlowId: '',
        durationMinutes: 5,
        callAt: null,
      },
    });
  });
  expect(earlier.ok).toBe(true);
  expect(bridgedCustomers(sandbox)).toHaveLength(1);

  await page.getByRole('radio', { name: 'Pasted text' }).check();
  await page
    .getByLabel('Numbers, with names beside them')
    .fill(
      [
        'Sami Al-Harbi: 055 123 0001, +966 55 123 0002',
        '٠٥٥١٢٣٠٠٠٣ — منى الشهري',
        'Sami again 00966551230001',
        '0551230004 Nora',
        'call everyone before noon',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Make the list' }).click();
  await expect(page.getByText('4 numbers to call.')).toBeVisible();
  await expect(page.getByText('1 duplicate merged.')).toBeVisible();
  await expect(page.getByText('1 of them already called today (flagged below).')).toBeVisible();
  await expect(
    page.getByText('1 line has no number and was left out: “call everyone before noon”'),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'The list' });
  const noraRow = table.getByRole('row').filter({ hasText: '+966 55 123 0004' });
  await expect(noraRow).toContainText('Called today at');
  // The agent skips the customer already called, and lets the list run with a pause.
  await noraRow.getByRole('button', { name: /Skip/ }).click();
  await expect(noraRow).toContainText('Skipped');
  await page.getByLabel('Between calls').selectOption({ label: 'Wait 5 seconds' });
  await page.getByRole('button', { name: 'Start calling' }).click();

  await expect(page.getByText('Done: every number was called or skipped.')).toBeVisible({
    timeout: 60_000,
  });
  expect(bridgedCustomers(sandbox).slice(1)).toEqual([
    { number: '966551230001', name: 'Sami Al-Harbi' },
    { number: '966551230002', name: 'Sami Al-Harbi' },
    { number: '966551230003', name: 'منى الشهري' },
  ]);
});

test('a CSV file: the column of numbers is offered, a column without any is refused by name, rows without a number are listed, each row is called, and the mapping is offered again', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openCallLists(sandbox, openExtensionPage, configure);
  // Headers a guess would get wrong: the phone is in the last column.
  const csv = [
    'A,B,C',
    'Layla Hassan,Riyadh,0551230011',
    'Omar Saleh,Jeddah,+966 55 123 0012',
    'Layla again,Riyadh,966551230011',
    'Nobody,Dammam,12',
  ].join('\n');
  const file = { name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  await page.getByRole('radio', { name: 'A CSV or XLSX file' }).check();
  await page.getByLabel('Customers file').setInputFiles(file);
  await expect(page.getByText('4 rows read from customers.csv.')).toBeVisible();
  // The column that holds the numbers is offered, though no header says so.
  await expect(page.getByLabel('Phone number column')).toHaveValue('C');
  // A column without numbers makes nothing, and says which column, by the file.
  await page.getByLabel('Phone number column').selectOption('B');
  await page.getByRole('button', { name: 'Make the list' }).click();
  await expect(page.getByLabel('Customers file')).toHaveAccessibleDescription(
    /No row of the column “B” holds a phone number Dialbridge can call/,
  );
  await page.getByLabel('Phone number column').selectOption('C');
  await page.getByLabel('Name column').selectOption('A');
  await page.getByRole('button', { name: 'Make the list' }).click();
  await expect(page.getByText('2 numbers to call.')).toBeVisible();
  await expect(page.getByText('1 duplicate merged.')).toBeVisible();
  await expect(page.getByText('1 row has no number and was left out: row 5 “12”')).toBeVisible();
  await page.getByLabel('Between calls').selectOption({ label: 'Wait 5 seconds' });
  await page.getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByText('Done: every number was called or skipped.')).toBeVisible({
    timeout: 60_000,
  });
  expect(bridgedCustomers(sandbox)).toEqual([
    { number: '966551230011', name: 'Layla Hassan' },
    { number: '966551230012', name: 'Omar Saleh' },
  ]);

  await page.getByRole('button', { name: 'Make another list' }).click();
  await page.getByRole('radio', { name: 'A CSV or XLSX file' }).check();
  await page.getByLabel('Customers file').setInputFiles(file);
  await expect(page.getByLabel('Phone number column')).toHaveValue('C');
  await expect(page.getByLabel('Name column')).toHaveValue('A');
});
