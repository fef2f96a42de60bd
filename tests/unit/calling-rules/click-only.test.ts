// Click-only dialling: the popup's forms refuse a number typed by hand, and place one a page
// handed over (or one in the history), counted at the sandbox.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { callHandlers } from '../../../utils/background/handlers/calls';
import { openPopupWith, placeCall } from '../../../utils/background/place-call';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, callsSandbox, configure, failureOf } from '../calls/helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
});

const creates = () => sandbox.requests.filter((r) => r.method === 'POST').length;

it('refuses a number typed in the popup, and places the one a page handed over', async () => {
  await configure(sandbox, { clickOnly: true });
  const typed = await failureOf(() =>
    callHandlers.createBridge(bridgeForm({ customerNumber: '050 111 9999' })),
  );
  expect(typed).toMatchObject({
    code: 'invalid-input',
    fields: { customerNumber: expect.stringMatching(/not typed by hand/) },
  });
  const order = await failureOf(() =>
    callHandlers.confirmOrder({ phone: '050 111 9999', orderNumber: 'A-1', callFlowId: '' }),
  );
  expect(order.code).toBe('invalid-input');
  expect(creates()).toBe(0);

  await openPopupWith({ text: '050 111 8888', dial: '966501118888', intent: 'bridge' });
  await callHandlers.createBridge(bridgeForm({ customerNumber: '+966 50 111 8888' }));
  expect(creates()).toBe(1);
});

it('with click-only off, a typed number is placed', async () => {
  await configure(sandbox);
  await callHandlers.createBridge(bridgeForm({ customerNumber: '050 111 9999' }));
  expect(creates()).toBe(1);
});

it('holds for a booked call changed to a number typed by hand, and for placeCall from an extension page', async () => {
  await configure(sandbox);
  const booked = await callHandlers.createBridge(
    bridgeForm({ customerNumber: '050 111 7777', callAt: Date.now() + 3_600_000 }),
  );
  await configure(sandbox, { clickOnly: true });
  const since = sandbox.requests.length;
  const sent = () => sandbox.requests.slice(since);
  const edited = await failureOf(() =>
    callHandlers.editBridge({
      ...bridgeForm({ customerNumber: '050 111 9999', callAt: Date.now() + 3_600_000 }),
      callId: booked.callId,
    }),
  );
  expect(edited.fields).toMatchObject({ customerNumber: expect.stringMatching(/typed by hand/) });
  const placed = await failureOf(() =>
    placeCall({ dial: '0501119999', display: '', action: 'bridge' }, { origin: 'popup' }),
  );
  expect(placed.code).toBe('invalid-input');
  expect(sent().filter((r) => r.method !== 'GET')).toHaveLength(0);
  // Its own number, at another time, is still the agent's to change.
  await callHandlers.editBridge({
    ...bridgeForm({ customerNumber: '050 111 7777', callAt: Date.now() + 7_200_000 }),
    callId: booked.callId,
  });
  expect(sandbox.requests.filter((r) => r.method === 'PUT' || r.method === 'PATCH')).toHaveLength(
    1,
  );
});

it('places a number the popup’s "This page" lists, once its tab says it shows it', async () => {
  await configure(sandbox, { clickOnly: true });
  const asked = vi
    .spyOn(fakeBrowser.tabs, 'sendMessage')
    .mockResolvedValue({ numbers: [{ text: '050 111 6666', dial: '966501116666' }] } as never);
  const fromPage = (dial: string) =>
    placeCall({ dial, display: dial, action: 'bridge', fromTab: 7 }, { origin: 'popup' });
  // A number the tab does not show is refused like a typed one.
  expect((await failureOf(() => fromPage('0501115555'))).code).toBe('invalid-input');
  await fromPage('0501116666');
  expect(asked).toHaveBeenCalledWith(
    7,
    { channel: 'dialbridge', type: 'pageNumbers', data: {} },
    { frameId: 0 },
  );
  expect(creates()).toBe(1);
});
