/**
 * A call list after its calls, in real Chromium against the sandbox: an outcome and note on an
 * earlier row (shown in the history too), "Retry not answered" calling exactly the unanswered
 * again, a "Call back" booking one scheduled bridge, and the list exported as an inert CSV. What
 * counts is what the sandbox received.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bridgedCustomers, makePastedList, openCallLists, waitForEnd } from './helpers/call-lists';
import { expect, test } from './helpers/popup';
import { writes } from './helpers/requests';

/** The row of the list's table that shows `number`. */
const row = (page: Page, number: string) =>
  page.getByRole('table', { name: 'The list' }).getByRole('row').filter({ hasText: number });

/** Opens the outcome editor of the row showing `number` and returns its row. */
async function editOutcome(page: Page, number: string) {
  await row(page, number)
    .getByRole('button', { name: /^Outcome and note for/ })
    .click();
  return page.locator('.list-edit-row');
}

test('after the calls: any row takes an outcome, the unanswered are called again, a call back is booked once, and the CSV is inert', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openCallLists(sandbox, openExtensionPage, configure);
  // A number ending in 000 never answers at the sandbox.
  await makePastedList(page, 'Huda Answers 0551230001\nSami Silent 0551231000');
  await page.getByLabel('Between calls').selectOption({ label: 'Wait until I click Next' });
  await page.getByRole('button', { name: 'Start calling' }).click();
  await waitForEnd(page, '+966 55 123 0001');
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(page.getByText('Done: every number was called or skipped.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(row(page, '+966 55 123 1000')).toContainText('Not answered');

  // The first row is no longer the current call: its outcome is marked from the table.
  const editor = await editOutcome(page, '+966 55 123 0001');
  await editor.getByLabel('Outcome').selectOption({ label: 'Reached' });
  await editor.getByLabel('Note').fill('=HYPERLINK("http://evil.test","Delivery on Sunday")');
  await editor.getByRole('button', { name: 'Save outcome and note' }).click();
  await expect(editor.getByText('Saved.')).toBeVisible();
  await expect(row(page, '+966 55 123 0001')).toContainText('Reached');

  // Only the customer who did not answer is called again.
  await page.getByRole('button', { name: 'Call the 1 not answered again' }).click();
  // Said once: the state and its reason are one sentence, not "Paused. You paused the list."
  await expect(page.getByText('Paused. Resume when you are ready.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Done: every number was called or skipped.')).toBeVisible({
    timeout: 30_000,
  });
  expect(bridgedCustomers(sandbox).map((call) => call.number)).toEqual([
    '966551230001',
    '966551231000',
    '966551231000',
  ]);
  await expect(page.getByRole('button', { name: /not answered again/ })).toBeVisible();

  // "Call back" in an hour: one scheduled bridge to that customer; saving again books none.
  const silent = await editOutcome(page, '+966 55 123 1000');
  await silent.getByLabel('Outcome').selectOption({ label: 'Call back' });
  await silent.getByRole('button', { name: 'In 1 hour' }).click();
  await expect(silent.getByText(/^Call back booked for/)).toBeVisible();
  const booked = () => writes(sandbox, '/api/v1/call/bridge').filter((r) => r.form.call_time);
  expect(booked().map((request) => request.form.second_callee_number)).toEqual(['966551231000']);
  await expect(silent.getByRole('button', { name: 'In 1 hour' })).toHaveCount(0);
  await silent.getByRole('button', { name: 'Save outcome and note' }).click();
  await expect(silent.getByText('Saved.')).toBeVisible();
  expect(booked()).toHaveLength(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dialbridge-call-list-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('#,Name,Number,Call,Outcome,Note,Call back at');
  expect(lines[1]).toBe(
    `1,Huda Answers,966 55 123 0001,Call ended · Answered,Reached,"'=HYPERLINK(""http://evil.test"",""Delivery on Sunday"")",`,
  );
  expect(lines[2]).toMatch(
    /^2,Sami Silent,966 55 123 1000,.*,Call back,,\d{4}-\d\d-\d\d \d\d:\d\d$/,
  );

  // The history shows the outcome and note on the call's record.
  const popup = await openExtensionPage('popup.html');
  await popup.getByRole('tab', { name: 'Calls' }).click();
  const huda = popup.locator('.history-row').filter({ hasText: 'Huda Answers' });
  await huda.locator('.history-line').click();
  await expect(huda.getByText('Reached · =HYPERLINK')).toBeVisible();
});

test('Start pressed while the chosen pause is still on its way starts the list, with that pause', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openCallLists(sandbox, openExtensionPage, configure);
  await makePastedList(page, 'Huda Answers 0551230001\nMona Next 0551230002');
  // The pause's message is held on its way to the background, as on a busy machine.
  await page.evaluate(() => {
    type Send = (message: unknown) => Promise<unknown>;
    const runtime = (globalThis as unknown as { chrome: { runtime: { sendMessage: Send } } }).chrome
      .runtime;
    const send = runtime.sendMessage.bind(runtime);
    const held: (() => void)[] = [];
    runtime.sendMessage = (message) => {
      const action = (message as { data?: { action?: string } }).data?.action;
      if (action !== 'setPause') return send(message);
      return new Promise((resolve) => held.push(() => resolve(send(message))));
    };
    (globalThis as unknown as { releasePause: () => void }).releasePause = () => {
      for (const go of held.splice(0)) go();
    };
  });
  await page.getByLabel('Between calls').selectOption({ label: 'Wait until I click Next' });
  // At once, from the keyboard: Enter on a control that only looks ready would do nothing.
  await page.getByRole('button', { name: 'Start calling' }).focus();
  await page.keyboard.press('Enter');
  await waitForEnd(page, '+966 55 123 0001');
  await expect(page.getByText('Mark the outcome, then click “Next call”')).toBeVisible();
  await page.evaluate(() => (globalThis as unknown as { releasePause: () => void }).releasePause());
  await expect(page.getByRole('button', { name: 'Next call' })).toBeVisible();
  expect(bridgedCustomers(sandbox)).toEqual([{ number: '966551230001', name: 'Huda Answers' }]);
});
