// The Call lists page's order messages through the real router: only extension pages may send
// them, every payload is parsed with its schema, and a page's preview is not trusted.
import type { Runtime } from 'webextension-polyfill';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../../utils/background/handlers';
import { routeMessage } from '../../../utils/messaging/router';
import { DEFAULT_SETTINGS, settingsItem, tokenItem } from '../../../utils/settings/store';
import { confirmOrderCall } from '../../../utils/orders/order-call';
import { ordersContext } from '../../../utils/orders/batch';
import type { Sandbox } from '../../sandbox/server';
import { batchInput, orderRows, ordersSandbox, TOKEN } from './helpers';

const ID = 'test-extension-id';
const IDENTITY = { runtimeId: ID, extensionOrigin: `chrome-extension://${ID}/` };
const PAGE: Runtime.MessageSender = { id: ID, url: `chrome-extension://${ID}/calllists.html` };
const CONTENT: Runtime.MessageSender = {
  id: ID,
  url: 'https://crm.example.com/orders',
  frameId: 0,
  tab: { id: 7, index: 0, highlighted: true, active: true, pinned: false, incognito: false },
};
const send = (type: string, data: unknown, sender = PAGE) =>
  routeMessage({ channel: 'dialbridge', type, data }, sender, handlers, IDENTITY);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await ordersSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ecommerceUrl: sandbox.url });
  await tokenItem.setValue(TOKEN);
});

describe('order messages', () => {
  it.each(['getOrdersContext', 'startOrderBatch', 'getOrderBatch', 'changeOrderBatch'])(
    'a web page may not send %s',
    async (type) => {
      const reply = await send(type, {}, CONTENT);
      expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    },
  );

  it('a malformed batch is refused before anything is stored', async () => {
    const input = batchInput(orderRows(2));
    for (const data of [
      { ...input, rows: 'no' },
      { ...input, mapping: { ...input.mapping, phone: -1 } },
      { ...input, options: { ...input.options, ratePerSecond: '9' } },
      { ...input, extra: true },
    ]) {
      expect(await send('startOrderBatch', data)).toMatchObject({
        ok: false,
        error: { code: 'bad-message' },
      });
    }
    expect(await send('getOrderBatch', {})).toEqual({ ok: true, data: null });
  });

  it('a rate out of bounds is refused with a message for its field', async () => {
    const input = batchInput(orderRows(2), 500);
    const reply = await send('startOrderBatch', input);
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        fields: { ratePerSecond: expect.stringMatching(/0.1 to 50/) },
      },
    });
  });

  it("the popup's confirmed order counts as sent from this browser", async () => {
    await confirmOrderCall({ phone: '0551234567', orderNumber: 'P-1', callFlowId: 'flow' });
    expect((await ordersContext()).sentBefore).toEqual([['P-1', 'queued']]);
  });
});
