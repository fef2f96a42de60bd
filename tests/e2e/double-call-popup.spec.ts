/**
 * The same customer is never called twice by accident, from the popup: a double action on any of
 * its call buttons reaches the sandbox once (its own record of requests is counted), the button
 * is busy while its request is in flight, and only an explicit "Call again" calls a second time.
 */
import type { Locator, Page } from '@playwright/test';
import type { Sandbox } from '../sandbox/server';
import { serviceWorker } from './helpers/page';
import { REFUSED_SECOND_CALL } from './helpers/overlay';
import { CUSTOMER, expect, openPopup, openThisPage, test } from './helpers/popup';
import { writes } from './helpers/requests';
import { servedFixtures } from './helpers/browser';

declare const chrome: {
  tabs: { query(query: object): Promise<{ url?: string; pendingUrl?: string }[]> };
};

const fixtures = servedFixtures();

/** Two clicks 150 ms apart, as a person's hurried second click: the second ignores busy state. */
async function clickTwice(button: Locator, page: Page): Promise<void> {
  await button.click();
  await page.waitForTimeout(150); // the person's pause between the clicks, not a wait for a result
  await button.click({ force: true });
}

/** Busy while in flight: disabled for clicks and screen readers, marked busy. */
async function expectBusy(button: Locator): Promise<void> {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
}

/** The refusal shown next to what started it, and its "Call again". */
async function refusalIn(scope: Locator): Promise<Locator> {
  const alert = scope.getByRole('alert').filter({ hasText: REFUSED_SECOND_CALL });
  await expect(alert).toBeVisible();
  return alert.getByRole('button', { name: 'Call again' });
}

/**
 * A form sent with a double click while the service takes a second to answer: its button is busy
 * meanwhile and one request reaches `path`. Then the same customer once more (`again` fills the
 * form again where sending cleared it): refused, nothing sent. Returns the refusal's "Call again".
 */
async function doubleClickSendsOnce(
  sandbox: Sandbox,
  form: Locator,
  send: { button: string; path: string; sent: () => Promise<void>; again?: () => Promise<void> },
): Promise<Locator> {
  sandbox.setFault({ delayMs: 1_000, times: 1, path: send.path });
  const submit = form.getByRole('button', { name: send.button });
  await submit.dblclick();
  await expectBusy(form.locator('button[type="submit"]'));
  await send.sent();
  expect(writes(sandbox, send.path)).toHaveLength(1);
  await send.again?.();
  await submit.click();
  const callAgain = await refusalIn(form);
  expect(writes(sandbox, send.path)).toHaveLength(1);
  return callAgain;
}

test('"This page": Bridge now clicked twice 150 ms apart calls once; "Call again" calls again', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const harness = { sandbox, context, openExtensionPage, configure };
  const { popup, panel } = await openThisPage(harness, `${fixtures.url}/crm-en.html`);
  // The fixture's first number is +966 55 123 4567.
  const row = panel.getByRole('listitem').first();
  const bridgeNow = row.getByRole('button', { name: 'Bridge', exact: true });

  await clickTwice(bridgeNow, popup);
  // A deliberate third click once the popup is idle again: whatever became of the second click
  // (ignored while busy, or refused by the background), this one is refused, next to its row.
  await bridgeNow.click();
  const callAgain = await refusalIn(row);
  expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(1);

  await callAgain.click();
  await expect(panel.getByRole('status').filter({ hasText: 'Call created.' })).toBeVisible();
  expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(2);
});

test('"This page": Browser phone clicked twice opens one softphone; "Call again" opens the second', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const harness = { sandbox, context, openExtensionPage, configure };
  const { popup, panel } = await openThisPage(harness, `${fixtures.url}/crm-en.html`);
  const row = panel.getByRole('listitem').first(); // +966 55 123 4567
  const browserPhone = row.getByRole('button', { name: 'Phone', exact: true });
  // The browser phone's link starts a call (4.7): each request to it is a call.
  const phoneRequests = () =>
    sandbox.requests.filter((request) => request.path === '/integration.php').length;
  // Tabs are counted, not read: the extension may not see a tab's address.
  const worker = await serviceWorker(context);
  const tabsBefore = await worker.evaluate(async () => (await chrome.tabs.query({})).length);
  const phoneTabs = async () =>
    (await worker.evaluate(async () => (await chrome.tabs.query({})).length)) - tabsBefore;

  await clickTwice(browserPhone, popup);
  await popup.bringToFront(); // the softphone tab took the front
  await browserPhone.click();
  const callAgain = await refusalIn(row);
  // Every click has had its answer: the tabs opened are all there will be.
  expect(await phoneTabs()).toBe(1);
  await expect.poll(phoneRequests).toBe(1);

  await callAgain.click();
  await expect.poll(phoneTabs).toBe(2);
  await expect.poll(phoneRequests).toBe(2);

  // The same customer by a bridged call is the same call: refused too.
  await popup.bringToFront();
  await row.getByRole('button', { name: 'Bridge', exact: true }).click();
  await refusalIn(row);
  expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(0);
});

test('Bridge form: a double click calls once, the button is busy meanwhile; "Call again" calls again', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const popup = await openPopup({ sandbox, openExtensionPage, configure });
  const form = popup.getByRole('tabpanel', { name: 'Bridge' });
  await popup.getByRole('tab', { name: 'Bridge' }).click();
  const fill = async () => {
    await form.getByLabel('Customer number').fill(CUSTOMER.input);
    await form.getByLabel('Customer name').fill(CUSTOMER.name);
  };
  const created = form.getByRole('status').filter({ hasText: 'Call created.' });
  await fill();
  // Sending clears the form for the next customer: the same customer is typed in again.
  const callAgain = await doubleClickSendsOnce(sandbox, form, {
    button: 'Call now',
    path: '/api/v1/call/bridge',
    sent: () => expect(created).toBeVisible(),
    again: fill,
  });
  await callAgain.click();
  await expect(created).toBeVisible();
  expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(2);
});

test('Order form: a double click sends one confirmation; "Call again" sends a second', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const popup = await openPopup({ sandbox, openExtensionPage, configure });
  await popup.getByRole('tab', { name: 'Order' }).click();
  const form = popup.getByRole('tabpanel', { name: 'Order' });
  await form.getByLabel('Phone').fill(CUSTOMER.input);
  await form.getByLabel('Order number').fill('A-17');
  const callAgain = await doubleClickSendsOnce(sandbox, form, {
    button: 'Send confirmation call',
    path: '/api/v1/order/confirmation',
    sent: () => expect(form.getByTestId('order-message')).toHaveText('Call in queue'),
  });
  await callAgain.click();
  await expect(form.getByTestId('order-message')).toHaveText('Call in queue');
  expect(sandbox.orders).toHaveLength(2);
});

test('Dispatch form: a double click sends one dispatch; "Call again" sends a second', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const popup = await openPopup({ sandbox, openExtensionPage, configure });
  await popup.getByRole('tab', { name: 'Dispatch' }).click();
  const form = popup.getByRole('tabpanel', { name: 'Dispatch' });
  await form.getByLabel('Phone').fill(CUSTOMER.input);
  await form.getByLabel('First number read out').fill('1250');
  await form.getByLabel('Second number read out').fill('7');
  await form.getByLabel('Webhook URL').fill(`${sandbox.url}/__sandbox/webhook`);
  const callAgain = await doubleClickSendsOnce(sandbox, form, {
    button: 'Send dispatch call',
    path: '/api/v1/call',
    sent: () => expect(form.getByTestId('dispatch-message')).toHaveText('Call Sent'),
  });
  await callAgain.click();
  await expect.poll(() => sandbox.dispatches.length).toBe(2);
});
