// Click-only dialling: the popup's forms refuse a number typed by hand, and place one a page
// handed over (or one in the history), counted at the sandbox.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { callHandlers } from '../../../utils/background/handlers/calls';
import { openPopupWith } from '../../../utils/background/place-call';
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
