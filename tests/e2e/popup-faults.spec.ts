/**
 * Bad input and service faults in the popup: each shows a clear message where the agent is
 * looking (next to the field, or by the button with role=alert), the form keeps what was typed,
 * and nothing is sent twice — a double click included.
 */
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { CUSTOMER, expect, localInputValue, openPopup, test } from './helpers/popup';
import { writes } from './helpers/requests';

async function fillBridge(page: Page) {
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  await form.getByLabel('Customer name').fill(CUSTOMER.name);
  return form;
}

async function expectBridgeKept(page: Page) {
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await expect(form.getByLabel('Customer number')).toHaveValue(CUSTOMER.input);
  await expect(form.getByLabel('Customer name')).toHaveValue(CUSTOMER.name);
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('an invalid number is shown next to its field and nothing is sent (an empty name is fine)', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  const number = form.getByLabel('Customer number');
  await number.fill('12ab');
  // Checked as typed, before any click.
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/not a valid phone number/);

  await form.getByRole('button', { name: 'Call now' }).click();
  // The name is optional for a quick bridge: no error on it.
  const name = form.getByLabel('Customer name');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Optional.');
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('12ab');
  expect(sandbox.requests).toHaveLength(0);

  // Fixing the number clears its message as it is typed.
  await number.fill(CUSTOMER.input);
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Will dial \W*\+966\s55\s123\s4567/)).toBeVisible();
});

test('a time in the past is refused with a clear message and nothing is sent', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = await fillBridge(page);
  await form.getByRole('radio', { name: 'Later' }).check();
  const when = form.getByLabel('Date and time');
  const past = await localInputValue(page, -3600_000);
  await when.fill(past);
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(when).toHaveAccessibleDescription(/already passed/);
  await form.getByRole('button', { name: 'Schedule call' }).click();
  await expect(when).toBeFocused();
  await expect(when).toHaveValue(past);
  await expectBridgeKept(page);
  expect(sandbox.requests).toHaveLength(0);
});

test('a rejected token (401) says so by the button and offers Open Settings', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure }, { token: 'wrong-token' });
  const form = await fillBridge(page);
  await form.getByRole('button', { name: 'Call now' }).dblclick();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('token');
  await expectBridgeKept(page);
  expect(writes(sandbox)).toHaveLength(1);
  expect(writes(sandbox)[0]!.authorization).toBe('invalid');

  const opened = context.waitForEvent('page');
  await alert.getByRole('button', { name: 'Open settings' }).click();
  expect((await opened).url()).toContain('/options.html');
});

test('too many requests (429) shows when to try again; the customer is not called', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  sandbox.setFault({ status: 429, retryAfter: 30 });
  const form = await fillBridge(page);
  await form.getByRole('button', { name: 'Call now' }).dblclick();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(/too many requests/i);
  await expect(alert).toContainText('30 seconds');
  await expectBridgeKept(page);
  expect(writes(sandbox)).toHaveLength(1);
  expect(sandbox.calls.size).toBe(0);

  // Once the service is back the same form goes through, once.
  sandbox.setFault(null);
  await form.getByRole('button', { name: 'Call now' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Call created.' })).toBeVisible();
  expect(sandbox.calls.size).toBe(1);
});

test('maintenance (503) is shown on the order form, which keeps its values', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  sandbox.setFault({ status: 503, retryAfter: 60 });
  await page.getByRole('tab', { name: 'Order' }).click();
  const form = page.getByRole('tabpanel', { name: 'Order' });
  await form.getByLabel('Phone').fill('0551234567');
  await form.getByLabel('Order number').fill('ORD-7');
  await form.getByRole('button', { name: 'Send confirmation call' }).dblclick();
  await expect(form.getByRole('alert')).toContainText(/maintenance/i);
  await expect(form.getByLabel('Phone')).toHaveValue('0551234567');
  await expect(form.getByLabel('Order number')).toHaveValue('ORD-7');
  expect(writes(sandbox)).toHaveLength(1);
  expect(sandbox.orders).toHaveLength(0);
});

test('no network (a closed port) is shown on the bridge and dispatch forms; nothing reaches the service', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const dead = `http://127.0.0.1:${await closedPort()}`;
  const page = await openPopup(
    { sandbox, openExtensionPage, configure },
    {
      settings: {
        bridgeUrl: dead,
        dispatchUrl: dead,
        dispatchWebhookUrl: 'http://127.0.0.1:9/hook',
      },
    },
  );
  const form = await fillBridge(page);
  await form.getByRole('button', { name: 'Call now' }).dblclick();
  await expect(form.getByRole('alert')).toContainText(/could not be reached/i);
  await expectBridgeKept(page);

  await page.getByRole('tab', { name: 'Dispatch' }).click();
  const dispatch = page.getByRole('tabpanel', { name: 'Dispatch' });
  await dispatch.getByLabel('Phone').fill('0551234567');
  await dispatch.getByLabel('First number read out').fill('1');
  await dispatch.getByLabel('Second number read out').fill('2');
  await dispatch.getByRole('button', { name: 'Send dispatch call' }).click();
  await expect(dispatch.getByRole('alert')).toContainText(/could not be reached/i);
  await expect(dispatch.getByLabel('Second number read out')).toHaveValue('2');
  expect(sandbox.requests).toHaveLength(0);
});

test('a service that echoes the token in disguise: the popup shows none of it', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const token = sandbox.token;
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const disguises = [
    token.toUpperCase(),
    [...token].join('\u200b'),
    b64(`Bearer ${token}`),
    Buffer.from(token).toString('hex'),
  ];
  const form = await fillBridge(page);
  for (const disguise of disguises) {
    sandbox.setFault({ status: 401, body: `Invalid credentials: ${disguise}` });
    await form.getByRole('button', { name: 'Call now' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('rejected the API token');
    const shown = await page.locator('body').innerText();
    const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
    expect(letters(shown)).not.toContain(letters(token));
    expect(shown).not.toContain(disguise);
    await expectBridgeKept(page);
  }
  expect(sandbox.calls.size).toBe(0);
});
