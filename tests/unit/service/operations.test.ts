// Every operation of the service, through the real client against the real sandbox over HTTP,
// with the wire format read back from what the sandbox recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFinalStatus } from '../../../utils/service';
import { formatServiceTime } from '../../../utils/time';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { BRIDGE_FLOW, TOKEN, bridgeRequest, clientFor, failure } from './helpers';

const ZONE = 'Asia/Riyadh';
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    token: TOKEN,
    timeZone: ZONE,
    timing: { placeAfterMs: 30, answerAfterMs: 30, endAfterMs: 30 },
    dispatchTiming: { digitsAfterMs: 5_000, cdrAfterMs: 5_000 },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

/** Every request carried the valid Bearer token and asked for JSON. */
function expectAuthenticatedJson() {
  expect(sandbox.requests.length).toBeGreaterThan(0);
  for (const request of sandbox.requests) {
    expect(request.authorization).toBe('valid');
    expect(request.accept).toBe('application/json');
  }
}

describe('order confirmation', () => {
  it('queues the call and sends snake_case form fields', async () => {
    const client = clientFor(sandbox);
    const result = await client.confirmOrder({
      phone: '966551234567',
      callFlowId: 'flow-orders',
      orderNumber: 'A-1001',
      tries: 2,
      tryDelayMinutes: 5,
      itemsCount: 3,
      orderCost: 149.9,
    });
    expect(result).toEqual({ message: 'Call in queue' });
    expectAuthenticatedJson();
    const [request] = sandbox.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/order/confirmation');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({
      phone: '966551234567',
      call_flow_id: 'flow-orders',
      order_number: 'A-1001',
      tries: '2',
      try_delay: '5',
      items_count: '3',
      order_cost: '149.9',
    });
    expect(sandbox.orders).toHaveLength(1);
    expect(sandbox.orders[0]?.type).toBe('order_number');
  });

  it('leaves optional fields out of the form entirely', async () => {
    await clientFor(sandbox).confirmOrder({
      phone: '201001234567',
      callFlowId: 'f',
      orderNumber: '7',
    });
    expect(Object.keys(sandbox.requests[0]?.form ?? {})).toEqual([
      'phone',
      'call_flow_id',
      'order_number',
    ]);
  });
});

describe('bridged calls', () => {
  it('creates a call now and sees its status move to a final state', async () => {
    const client = clientFor(sandbox);
    const { callId } = await client.createBridge(bridgeRequest());
    expect(callId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sandbox.requests[0]?.form).toEqual({
      call_flow_id: BRIDGE_FLOW,
      first_callee_number: '966551234567',
      first_callee_name: 'Agent Sara',
      second_callee_number: '966501112233',
      second_callee_name: 'Customer Omar',
      duration: '10',
    });

    const seen = new Set<string>();
    const final = await vi.waitFor(
      async () => {
        const status = await client.getBridgeStatus({ callId, callFlowId: BRIDGE_FLOW });
        seen.add(status.callStatus);
        if (!isFinalStatus(status)) throw new Error(`still ${status.callStatus}`);
        return status;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(final.callStatus).toBe('completed');
    expect(final.firstRecipientStatus).toBe('answered');
    expect(final.secondRecipientStatus).toBe('answered');
    expect(final.callId).toBe(callId);
    expect(final.callDuration).toBe('10 Minutes');
    expect(final.secondRecipientName).toBe('Customer Omar');
    expect(seen.size).toBeGreaterThan(1); // polling saw the status change
    const statusRequest = sandbox.requests.find((r) => r.path === '/api/v1/call/status');
    expect(statusRequest?.method).toBe('GET');
    expect(statusRequest?.query).toEqual({ call_id: callId, call_flow_id: BRIDGE_FLOW });
    expectAuthenticatedJson();
  });

  it('reports a failed call when the second party does not answer', async () => {
    const client = clientFor(sandbox);
    const { callId } = await client.createBridge(
      bridgeRequest({ secondCalleeNumber: '966501111000' }),
    );
    const final = await vi.waitFor(
      async () => {
        const status = await client.getBridgeStatus({ callId, callFlowId: BRIDGE_FLOW });
        if (!isFinalStatus(status)) throw new Error(`still ${status.callStatus}`);
        return status;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(final.secondRecipientStatus).toBe('not_answered');
    expect(sandbox.calls.get(callId)?.history.at(-1)?.callStatus).toBe('failed');
  });

  it('schedules, edits and deletes a call', async () => {
    const client = clientFor(sandbox);
    const inAnHour = formatServiceTime(new Date(Date.now() + 3_600_000), ZONE);
    const { callId } = await client.createBridge(bridgeRequest({ callTime: inAnHour }));
    expect(sandbox.requests[0]?.form.call_time).toBe(inAnHour);

    const scheduled = await client.getBridgeStatus({ callId, callFlowId: BRIDGE_FLOW });
    expect(scheduled.callStatus).toBe('scheduled');
    expect(scheduled.scheduledDateTime).toBe(inAnHour);
    expect(isFinalStatus(scheduled)).toBe(false);

    const later = formatServiceTime(new Date(Date.now() + 7_200_000), ZONE);
    const edited = await client.editBridge(
      callId,
      bridgeRequest({ callTime: later, durationMinutes: 15, secondCalleeName: 'Customer Lina' }),
    );
    expect(edited.message).toBe('Call updated successfully');
    const put = sandbox.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/v1/call/bridge/${callId}`);
    expect(put?.form).toMatchObject({
      call_time: later,
      duration: '15',
      second_callee_name: 'Customer Lina',
    });
    const afterEdit = await client.getBridgeStatus({ callId, callFlowId: BRIDGE_FLOW });
    expect(afterEdit.scheduledDateTime).toBe(later);
    expect(afterEdit.callDuration).toBe('15 Minutes');

    const deleted = await client.deleteBridge(callId);
    expect(deleted.message).toBe('Call deleted successfully');
    const del = sandbox.requests.find((r) => r.method === 'DELETE');
    expect(del?.path).toBe(`/api/v1/call/bridge/${callId}`);
    expect(del?.form).toEqual({});
    expect(sandbox.calls.get(callId)?.deletedAt).not.toBeNull();

    const gone = await failure(client.getBridgeStatus({ callId, callFlowId: BRIDGE_FLOW }));
    expect(gone.code).toBe('gone');
    expectAuthenticatedJson();
  });
});

describe('dispatch', () => {
  it('sends the call and returns its callId', async () => {
    const result = await clientFor(sandbox).dispatchCall({
      phone: '966551234567',
      number1: 1250,
      number2: '0042',
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    expect(result.message).toBe('Call Sent');
    expect(result.callId.length).toBeGreaterThan(0);
    const [request] = sandbox.requests;
    expect(request?.path).toBe('/api/v1/call');
    expect(request?.form).toEqual({
      phone: '966551234567',
      number_1: '1250',
      number_2: '0042',
      webhook: 'http://127.0.0.1:9/hook',
    });
    expect(sandbox.dispatches[0]?.callId).toBe(result.callId);
    expectAuthenticatedJson();
  });
});
