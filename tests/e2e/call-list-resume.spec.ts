/**
 * A call list outlives its page: opened from the page's context menu (run through the test
 * build's `dialbridgeTest` hook, exactly what the menu's listener calls), then the Call lists page
 * closed mid-run; the background carries the list on alone and the sandbox receives each
 * customer once, in order. (Stopping the worker itself is not tried here: Playwright keeps a
 * DevTools session on it, and Chrome does not stop a worker under DevTools. The start-up path of
 * a fresh worker is covered in tests/unit/call-list/run.test.ts.)
 */
import { bridgedCustomers, currentCall, openCallLists } from './helpers/call-lists';
import { pageNumbers, serviceWorker } from './helpers/page';
import { expect, test } from './helpers/popup';
import { servedFixtures } from './helpers/browser';

declare const chrome: { tabs: { query(query: object): Promise<{ id?: number; url?: string }[]> } };
declare const dialbridgeTest: { handOverTabNumbers(tabId: number): Promise<void> };

const fixtures = servedFixtures();

test('the context menu hands the page’s numbers over; the list runs on with its page closed, calling each customer once', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const settingsPage = await openCallLists(sandbox, openExtensionPage, configure);
  await settingsPage.close();
  const crm = await context.newPage();
  await crm.goto(`${fixtures.url}/callbacks-en.html`);
  await pageNumbers(context, crm);
  const worker = await serviceWorker(context);
  const opened = context.waitForEvent('page');
  await worker.evaluate(async (url) => {
    const tab = (await chrome.tabs.query({})).find((candidate) => candidate.url === url);
    await dialbridgeTest.handOverTabNumbers(tab!.id!);
  }, crm.url());
  const page = await opened;
  await expect(page).toHaveURL(/calllists\.html$/);
  await expect(page.getByRole('radio', { name: 'Numbers on this page' })).toBeChecked();
  await page.getByRole('checkbox', { name: /\+966 56 778 9901/ }).uncheck();
  await page.getByRole('button', { name: 'Make the list' }).click();
  await expect(page.getByText('2 numbers to call.')).toBeVisible();
  await page.getByLabel('Between calls').selectOption({ label: 'Wait 5 seconds' });
  await page.getByRole('button', { name: 'Start calling' }).click();

  // The first call is placed and recorded: close the page and stop the worker.
  await expect(currentCall(page).getByRole('status')).toContainText('Calling');
  await page.close();

  // No page of ours is open: the background follows the call to its end (the poll alarm), waits
  // the pause and places the next one.
  await expect
    .poll(() => bridgedCustomers(sandbox).length, { timeout: 60_000, intervals: [250] })
    .toBe(2);
  const again = await openExtensionPage('calllists.html');
  await expect(again.getByText('Done: every number was called or skipped.')).toBeVisible({
    timeout: 30_000,
  });
  expect(bridgedCustomers(sandbox)).toEqual([
    { number: '966552103344', name: 'Huda Al-Qahtani' },
    { number: '966543211000', name: 'Reem Al-Dosari' },
  ]);
});
