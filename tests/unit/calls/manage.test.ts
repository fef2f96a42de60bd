// Editing and cancelling scheduled calls against the real sandbox.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelBridgeCall,
  createBridgeCall,
  editBridgeCall,
  listCalls,
  POLL_ALARM,
} from '../../../utils/calls';
import type { Sandbox } from '../../sandbox/server';
import {
  AGENT_DIAL,
  FLOW,
  bridgeForm,
  callsSandbox,
  configure,
  failureOf,
  sandboxReaches,
} from './helpers';

let sandbox: Sandbox;
const later = () => Date.now() + 2 * 3_600_000;

beforeAll(async () => {
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await configure(sandbox);
});

describe('editBridgeCall', () => {
  it('sends every field with PUT and updates the record', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: later() }), 'popup');
    // 07:30 UTC is 10:30 in Riyadh (UTC+3).
    const callAt = Date.parse('2099-01-02T07:30:00Z');
    const edited = await editBridgeCall({
      ...bridgeForm({
        customerNumber: '+966 50 999 8877',
        customerName: 'Omar B.',
        durationMinutes: 12,
        callAt,
      }),
      callId: call.callId,
    });

    const put = sandbox.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/v1/call/bridge/${call.callId}`);
    expect(put?.form).toEqual({
      call_flow_id: FLOW,
      first_callee_number: AGENT_DIAL,
      first_callee_name: 'Agent Amal',
      second_callee_number: '966509998877',
      second_callee_name: 'Omar B.',
      call_time: '2099-01-02 10:30:00',
      duration: '12',
    });
    expect(edited).toMatchObject({
      callId: call.callId,
      customer: { name: 'Omar B.', number: '966509998877' },
      durationMinutes: 12,
      callTime: put?.form.call_time,
      state: 'scheduled',
      message: 'Call updated successfully',
    });
    expect(await listCalls()).toEqual([edited]);
    expect(sandbox.calls.get(call.callId)?.secondCalleeName).toBe('Omar B.');
  });

  it('refuses a call that has already started without asking the service', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    const info = await failureOf(() =>
      editBridgeCall({ ...bridgeForm({ callAt: later() }), callId: call.callId }),
    );
    expect(info.message).toMatch(/Only a scheduled call can be changed/);
    expect(sandbox.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('says so clearly when the service refuses because the call started, and looks again', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: later() }), 'popup');
    // The call started on the service after our last look.
    const record = sandbox.calls.get(call.callId);
    if (!record) throw new Error('no such call');
    record.callStatus = 'placed';
    const info = await failureOf(() =>
      editBridgeCall({ ...bridgeForm({ callAt: later() }), callId: call.callId }),
    );
    expect(info.code).toBe('bad-request');
    expect(info.message).toBe(
      'The service refused: only a call that has not started yet can be changed.',
    );
    expect((info as { serviceMessage?: string }).serviceMessage).toBe(
      'Only a scheduled call can be changed.',
    );
    expect((await listCalls())[0]?.state).toBe('calling');
  });

  it('refuses a past time with a field message and sends nothing', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: later() }), 'popup');
    const info = await failureOf(() =>
      editBridgeCall({ ...bridgeForm({ callAt: Date.now() - 3_600_000 }), callId: call.callId }),
    );
    expect(info.fields?.callAt).toMatch(/already passed/);
    expect(sandbox.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('cancelBridgeCall', () => {
  it('deletes a scheduled call, keeps the service message and stops polling it', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: later() }), 'popup');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();
    const cancelled = await cancelBridgeCall(call.callId);

    expect(sandbox.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/call/bridge/${call.callId}`,
    });
    expect(sandbox.calls.get(call.callId)?.deletedAt).not.toBeNull();
    expect(cancelled).toMatchObject({ state: 'cancelled', message: 'Call deleted successfully' });
    expect((await listCalls())[0]?.state).toBe('cancelled');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  it('says so when the service refuses because the call is under way', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: Date.now() + 1_000 }), 'popup');
    await sandboxReaches(sandbox, call.callId, 'completed');
    const info = await failureOf(() => cancelBridgeCall(call.callId));
    expect(info.message).toBe(
      'The service refused: only a call that has not started yet can be cancelled.',
    );
    expect((await listCalls())[0]?.state).toBe('answered');
    expect(sandbox.calls.get(call.callId)?.deletedAt).toBeNull();
  });

  it('reports a call no longer in the list', async () => {
    const info = await failureOf(() => cancelBridgeCall('7f1e2d3c-0000-4000-8000-000000000000'));
    expect(info.code).toBe('not-found');
    expect(sandbox.requests).toHaveLength(0);
  });
});
