// createBridgeCall against the real sandbox over HTTP: what is sent, what is recorded, and what
// is refused before anything is sent.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridgeCall, listCalls, POLL_ALARM } from '../../../utils/calls';
import { tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import {
  AGENT_DIAL,
  CUSTOMER_DIAL,
  FLOW,
  TOKEN,
  bridgeForm,
  callsSandbox,
  configure,
  failureOf,
} from './helpers';

const ZONE = 'America/New_York';
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await callsSandbox(ZONE);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  sandbox.reset();
  await configure(sandbox, { serviceTimeZone: ZONE });
});

describe('createBridgeCall', () => {
  it('calls the agent first and the customer second, and records the call', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');

    expect(sandbox.requests).toHaveLength(1);
    const [request] = sandbox.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/call/bridge');
    expect(request?.form).toEqual({
      call_flow_id: FLOW,
      first_callee_number: AGENT_DIAL,
      first_callee_name: 'Agent Amal',
      second_callee_number: CUSTOMER_DIAL,
      second_callee_name: 'Customer Omar',
      duration: '5',
    });
    expect(sandbox.calls.has(call.callId)).toBe(true);
    expect(call).toMatchObject({
      callFlowId: FLOW,
      agent: { name: 'Agent Amal', number: AGENT_DIAL },
      customer: { name: 'Customer Omar', number: CUSTOMER_DIAL },
      durationMinutes: 5,
      callTime: null,
      scheduledAt: null,
      origin: 'popup',
      state: 'calling',
      status: null,
      lastError: null,
      notified: false,
    });
    expect(await listCalls()).toEqual([call]);
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();
  });

  it("sends the organisation's flow and agent, whatever the form carried, when policy sets them", async () => {
    await fakeBrowser.storage.managed.set({
      bridgeFlowId: 'org-flow-7',
      agentNumber: '+966 55 000 7777',
      agentName: 'Org Desk',
    });
    await createBridgeCall(bridgeForm({ callFlowId: 'agent-flow', agentName: 'Someone' }), 'popup');

    expect(sandbox.requests.map((request) => request.form)).toEqual([
      expect.objectContaining({
        call_flow_id: 'org-flow-7',
        first_callee_number: '966550007777',
        first_callee_name: 'Org Desk',
      }),
    ]);
  });

  it('sends a chosen time as call_time in the service time zone and records it as scheduled', async () => {
    // 03:15:42.5 UTC on 1 July 2099 is 23:15:42 the day before in New York (EDT, UTC-4).
    const callAt = Date.parse('2099-07-01T03:15:42.500Z');
    const call = await createBridgeCall(bridgeForm({ callAt }), 'page', { tabId: 42 });

    const sent = sandbox.requests[0]?.form.call_time;
    expect(sent).toBe('2099-06-30 23:15:42');
    expect(call.callTime).toBe('2099-06-30 23:15:42');
    expect(call.scheduledAt).toBe(Date.parse('2099-07-01T03:15:42Z'));
    expect(call.state).toBe('scheduled');
    expect(call.origin).toBe('page');
    expect(call.tabId).toBe(42);
    expect(sandbox.calls.get(call.callId)?.callStatus).toBe('scheduled');
  });

  it('fills empty agent fields and call flow from settings', async () => {
    await createBridgeCall(
      bridgeForm({ agentNumber: ' ', agentName: '', callFlowId: '' }),
      'popup',
    );
    expect(sandbox.requests[0]?.form).toMatchObject({
      call_flow_id: FLOW,
      first_callee_number: AGENT_DIAL,
      first_callee_name: 'Agent Amal',
    });
  });

  it('without a customer name, sends the word "Customer" (the field is required) and records no name', async () => {
    const call = await createBridgeCall(bridgeForm({ customerName: '  ' }), 'popup');
    expect(sandbox.requests[0]?.form.second_callee_name).toBe('Customer');
    expect(call.customer).toEqual({ name: '', number: CUSTOMER_DIAL });
    expect(await listCalls()).toEqual([call]);
  });

  it('dials the number alone when an extension was typed after it, and records the extension for the agent to ask for', async () => {
    const call = await createBridgeCall(
      bridgeForm({ customerNumber: '+966 50 111 2233 ext. 204' }),
      'popup',
    );
    expect(sandbox.requests[0]?.form.second_callee_number).toBe(CUSTOMER_DIAL);
    expect(call.customer).toMatchObject({ number: CUSTOMER_DIAL, extension: '204' });
  });

  it('refuses a time in the past and sends nothing', async () => {
    const info = await failureOf(() =>
      createBridgeCall(bridgeForm({ callAt: Date.now() - 5 * 60 * 1000 }), 'popup'),
    );
    expect(info.code).toBe('invalid-input');
    expect(info.fields?.callAt).toMatch(/already passed/);
    expect(sandbox.requests).toHaveLength(0);
    expect(await listCalls()).toEqual([]);
  });

  it('places a time just passed (within the grace) now, without call_time', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: Date.now() - 5_000 }), 'popup');
    expect(sandbox.requests[0]?.form.call_time).toBeUndefined();
    expect(call.state).toBe('calling');
  });

  it('refuses invalid numbers and a too long name with a message per field, and sends nothing', async () => {
    const info = await failureOf(() =>
      createBridgeCall(
        bridgeForm({
          customerNumber: 'call me',
          agentNumber: '12',
          customerName: 'x'.repeat(101),
          durationMinutes: 0,
        }),
        'popup',
      ),
    );
    expect(info.code).toBe('invalid-input');
    expect(Object.keys(info.fields ?? {}).sort()).toEqual([
      'agentNumber',
      'customerName',
      'customerNumber',
      'durationMinutes',
    ]);
    expect(info.fields?.customerNumber).toMatch(/^Customer number: /);
    expect(info.fields?.agentNumber).toMatch(/^Agent number: /);
    expect(info.fields?.customerName).toBe('Customer name: use at most 100 characters.');
    expect(info.message).toContain(info.fields?.customerNumber);
    expect(sandbox.requests).toHaveLength(0);
    expect(await listCalls()).toEqual([]);
  });

  it('refuses calling the agent with their own number', async () => {
    const info = await failureOf(() =>
      createBridgeCall(bridgeForm({ customerNumber: '0551234567' }), 'popup'),
    );
    expect(info.fields?.customerNumber).toMatch(/agent number/);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('says where to go when the token or the flow is missing', async () => {
    await tokenItem.setValue('');
    const noToken = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(noToken.code).toBe('not-configured');
    expect(noToken.message).toMatch(/Settings/);

    await tokenItem.setValue(TOKEN);
    await configure(sandbox, { bridgeFlowId: '' });
    const noFlow = await failureOf(() => createBridgeCall(bridgeForm({ callFlowId: '' }), 'popup'));
    expect(noFlow.code).toBe('not-configured');
    expect(noFlow.message).toMatch(/Settings/);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('still answers with the placed call when the list cannot be written', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValueOnce(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    const call = await createBridgeCall(bridgeForm(), 'popup');
    expect(sandbox.calls.has(call.callId)).toBe(true);
    expect(call.lastError?.message).toMatch(/placed/);
    expect(sandbox.requests).toHaveLength(1);
  });

  it('records nothing when the service is down for maintenance, and passes its error on', async () => {
    sandbox.setFault({ status: 503, path: '/api/v1/call/bridge' });
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(info.code).toBe('maintenance');
    expect(info.message).toMatch(/maintenance/i);
    expect(info.message).not.toContain(TOKEN);
    expect(sandbox.calls.size).toBe(0);
    expect(await listCalls()).toEqual([]);
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });
});
