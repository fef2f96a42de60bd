// Every create carries an Idempotency-Key (IETF httpapi draft): one fresh UUID per create, the
// same one on the client's own retries (429, 503), none on status, edit and delete. The sandbox
// records the header as it arrived.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TOKEN, bridgeRequest, clientFor, recordingSleep } from './helpers';

const QUOTED_UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A-1' };
const dispatch = {
  phone: '966551234567',
  number1: 1250,
  number2: 7,
  webhookUrl: 'http://127.0.0.1:9/hook',
};
const keys = () => sandbox.requests.map((request) => request.idempotencyKey);

describe('Idempotency-Key', () => {
  it.each([
    ['createBridge', () => clientFor(sandbox).createBridge(bridgeRequest())],
    ['confirmOrder', () => clientFor(sandbox).confirmOrder(order)],
    ['dispatchCall', () => clientFor(sandbox).dispatchCall(dispatch)],
  ])('%s sends a quoted random UUID', async (_name, create) => {
    await create();
    expect(keys()).toHaveLength(1);
    expect(keys()[0]).toMatch(QUOTED_UUID);
  });

  it('is the same on the retries of one create, and one call is created', async () => {
    sandbox.setFault({ status: 503, times: 2, path: '/api/v1/call/bridge' });
    await clientFor(sandbox).createBridge(bridgeRequest());
    expect(sandbox.requests.map((request) => request.status)).toEqual([503, 503, 200]);
    const [first, ...rest] = keys();
    expect(first).toMatch(QUOTED_UUID);
    expect(rest).toEqual([first, first]);
    expect(sandbox.calls.size).toBe(1);
  });

  it('is the same after a 429 and its Retry-After', async () => {
    sandbox.setFault({ status: 429, retryAfter: 1, times: 1, path: '/api/v1/order/confirmation' });
    await clientFor(sandbox, { sleep: recordingSleep(0).sleep }).confirmOrder(order);
    const [first, second] = keys();
    expect(first).toMatch(QUOTED_UUID);
    expect(second).toBe(first);
    expect(sandbox.orders).toHaveLength(1);
  });

  it('is new for each create, even with the same fields', async () => {
    const client = clientFor(sandbox);
    await client.createBridge(bridgeRequest());
    await client.createBridge(bridgeRequest());
    const [first, second] = keys();
    expect(second).toMatch(QUOTED_UUID);
    expect(second).not.toBe(first);
    expect(sandbox.calls.size).toBe(2);
  });

  it('is not sent on status, edit or delete', async () => {
    const client = clientFor(sandbox);
    const callTime = '2099-01-01 10:00:00';
    const { callId } = await client.createBridge(bridgeRequest({ callTime }));
    await client.getBridgeStatus({ callId, callFlowId: bridgeRequest().callFlowId });
    await client.editBridge(callId, bridgeRequest({ callTime }));
    await client.deleteBridge(callId);
    expect(keys().slice(1)).toEqual([undefined, undefined, undefined]);
  });
});
