// Order-confirmation and dispatch calls land in the same history as bridged calls, with the
// service's words; a second call handled earlier today asks first ("already called today at …"),
// and "Call again" (repeat) goes through. Against the real sandbox.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describe, expect, it } from 'vitest';
import { createBridgeCall, listCalls } from '../../../utils/calls';
import { confirmOrderCall, dispatchCallNow } from '../../../utils/orders/order-call';
import { cancelBridgeCall } from '../../../utils/calls/manage';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, configure, failureOf, sandboxForEachTest } from './helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started));

const ORDER = { phone: '055 123 4567', orderNumber: 'A-17', callFlowId: '' };
const DISPATCH = { phone: '055 123 4567', number1: '41', number2: '7', webhookUrl: '' };

function posts(path: string) {
  return sandbox.requests.filter((r) => r.method === 'POST' && r.path === path);
}

describe('orders and dispatches in the history', () => {
  it('records an order confirmation with what the service said', async () => {
    await confirmOrderCall(ORDER);
    const [record] = await listCalls();
    expect(record).toMatchObject({
      kind: 'order',
      state: 'sent',
      orderNumber: 'A-17',
      customer: { number: '966551234567' },
      message: 'Call in queue',
    });
  });

  it('records a dispatch with the service id and words', async () => {
    await configure(sandbox, { dispatchWebhookUrl: 'https://hooks.example.com/cdr' });
    const answer = await dispatchCallNow(DISPATCH);
    const [record] = await listCalls();
    expect(record).toMatchObject({
      kind: 'dispatch',
      state: 'sent',
      callId: `dispatch-${answer.callId}`,
      readOut: ['41', '7'],
      message: answer.message,
    });
  });

  it('asks before confirming the same order again today; "Call again" sends it', async () => {
    await confirmOrderCall(ORDER);
    // Past the live guard's window the ledger would let it through; the day's question does not.
    await fakeBrowser.storage.session.clear();
    const info = await failureOf(() => confirmOrderCall(ORDER));
    expect(info).toMatchObject({ code: 'duplicate-call', duplicate: { when: 'today' } });
    expect(info.message).toMatch(
      /^Order A-17 for \+966 55 123 4567 was already confirmed today at \d\d:\d\d\./,
    );
    expect(posts('/api/v1/order/confirmation')).toHaveLength(1);
    await confirmOrderCall(ORDER, true);
    expect(posts('/api/v1/order/confirmation')).toHaveLength(2);
    // Another order for the same customer is not the same call.
    await confirmOrderCall({ ...ORDER, orderNumber: 'A-18' });
    expect(posts('/api/v1/order/confirmation')).toHaveLength(3);
  });

  it('asks before dispatching the same numbers to the same phone again today', async () => {
    await configure(sandbox, { dispatchWebhookUrl: 'https://hooks.example.com/cdr' });
    await dispatchCallNow(DISPATCH);
    await fakeBrowser.storage.session.clear();
    const info = await failureOf(() => dispatchCallNow(DISPATCH));
    expect(info).toMatchObject({ duplicate: { when: 'today' } });
    expect(posts('/api/v1/call')).toHaveLength(1);
  });
});

describe('a bridged call to a customer already called today', () => {
  it('is asked about, and a cancelled call does not count', async () => {
    const booked = await createBridgeCall(
      bridgeForm({ callAt: Date.now() + 3 * 60 * 60_000 }),
      'popup',
    );
    await cancelBridgeCall(booked.callId);
    // The cancelled booking never rang: no question.
    const first = await createBridgeCall(bridgeForm(), 'popup');
    expect(first.state).toBe('calling');
    await fakeBrowser.storage.session.clear();
    const bridges = () => posts('/api/v1/call/bridge');
    expect(bridges()).toHaveLength(2);
  });
});
