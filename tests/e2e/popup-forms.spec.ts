/**
 * Order confirmation and dispatch from the popup against the sandbox. The dispatch's callbacks
 * (GetDigits, CDR) go to a real webhook server started here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, openPopup, test } from './helpers/popup';
import { writes } from './helpers/requests';

test('an order confirmation sends every field and shows the service message', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup(
    { sandbox, openExtensionPage, configure },
    { settings: { orderTries: 2, orderTryDelayMinutes: 7 } },
  );
  await page.getByRole('tab', { name: 'Order' }).click();
  const form = page.getByRole('tabpanel', { name: 'Order' });
  await expect(form.getByLabel('Call flow')).toHaveValue('flow-order');
  await expect(form.getByLabel('Tries')).toHaveValue('2');
  await expect(form.getByLabel('Try delay (minutes)')).toHaveValue('7');

  await form.getByLabel('Phone').fill('+20 100 123 4567');
  await form.getByLabel('Order number').fill('ORD-1001');
  await form.getByLabel('Items count').fill('3');
  await form.getByLabel('Order cost').fill('149.5');
  await form.getByLabel('Call type (optional)').fill('order_number');
  await form.getByRole('button', { name: 'Send confirmation call' }).dblclick();

  await expect(form.getByTestId('order-message')).toHaveText(/\S/);
  const message = await form.getByTestId('order-message').textContent();
  const sent = writes(sandbox, '/api/v1/order/confirmation');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.form).toMatchObject({
    phone: '201001234567',
    order_number: 'ORD-1001',
    items_count: '3',
    order_cost: '149.5',
    tries: '2',
    try_delay: '7',
    type: 'order_number',
    call_flow_id: 'flow-order',
  });
  expect(message?.toLowerCase()).toContain('queue');
});

test('a dispatch call reaches the service and its GetDigits and CDR callbacks reach the webhook', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const received: URLSearchParams[] = [];
  const webhook = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
  try {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { dispatchWebhookUrl: hookUrl } },
    );
    await page.getByRole('tab', { name: 'Dispatch' }).click();
    const form = page.getByRole('tabpanel', { name: 'Dispatch' });
    await expect(form.getByLabel('Webhook URL')).toHaveValue(hookUrl);
    await form.getByLabel('Phone').fill('0551234567');
    await form.getByLabel('First number read out').fill('149.50');
    await form.getByLabel('Second number read out').fill('34');
    await form.getByRole('button', { name: 'Send dispatch call' }).dblclick();

    await expect(form.getByTestId('dispatch-message')).toHaveText(/\S/);
    const callId = (await form.getByTestId('dispatch-call-id').textContent()) ?? '';
    expect(callId).not.toBe('');
    const sent = writes(sandbox, '/api/v1/call');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toMatchObject({
      phone: '966551234567',
      number_1: '149.50', // as typed: not 149.5
      number_2: '34',
      webhook: hookUrl,
    });

    await expect
      .poll(() => received.map((query) => `${query.get('action')}:${query.get('callId')}`).sort())
      .toEqual([`CDR:${callId}`, `GetDigits:${callId}`]);
    const digits = received.find((query) => query.get('action') === 'GetDigits');
    const cdr = received.find((query) => query.get('action') === 'CDR');
    expect(digits?.get('clicked')).toMatch(/^\d+$/);
    expect(['Answered', 'Failed']).toContain(cdr?.get('disposition'));
  } finally {
    await new Promise((resolve) => webhook.close(resolve));
  }
});
