// Status polling against the real sandbox: calls move from calling/scheduled to their end as the
// sandbox's own lifecycle advances; the poll functions are called directly (no real alarms).
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callObserver } from '../../../utils/background/notifications';
import { observeCalls } from '../../../utils/calls';
import {
  createBridgeCall,
  listCalls,
  POLL_ALARM,
  pollDueCalls,
  refreshCalls,
  schedulePolling,
} from '../../../utils/calls';
import { SCHEDULE_LEAD_MS } from '../../../utils/calls/schedule';
import { addCall } from '../../../utils/calls/records/store';
import type { CallRecord } from '../../../utils/calls/records/types';
import { handlers } from '../../../utils/background/handlers';
import { tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import { SILENT_CUSTOMER, bridgeForm, callsSandbox, configure, sandboxReaches } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  // The background's wiring (utils/background/alarms.ts): a checked call's change reaches the
  // agent and the page.
  observeCalls(callObserver);
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  sandbox.reset();
  await configure(sandbox);
});

const statusRequests = () => sandbox.requests.filter((r) => r.path === '/api/v1/call/status');

describe('polling', () => {
  it('follows a call placed now until both answered, then stops the alarm', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();

    await sandboxReaches(sandbox, call.callId, 'in_progress');
    let [polled] = await refreshCalls();
    expect(polled?.state).toBe('calling');
    expect(polled?.status?.firstRecipientStatus).toBe('answered');
    expect(polled?.checkedAt).not.toBeNull();
    expect(statusRequests()[0]?.query).toEqual({
      call_id: call.callId,
      call_flow_id: call.callFlowId,
    });

    await sandboxReaches(sandbox, call.callId, 'completed');
    [polled] = await pollDueCalls(Date.now() + 60_000);
    expect(polled?.state).toBe('answered');
    expect(polled?.status).toMatchObject({
      callStatus: 'completed',
      firstRecipientStatus: 'answered',
      secondRecipientStatus: 'answered',
    });
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();

    // Settled calls are not asked about again.
    const asked = statusRequests().length;
    await refreshCalls();
    expect(statusRequests()).toHaveLength(asked);
  });

  it('marks a call whose customer did not pick up as not answered', async () => {
    const call = await createBridgeCall(bridgeForm({ customerNumber: SILENT_CUSTOMER }), 'popup');
    await sandboxReaches(sandbox, call.callId, 'failed');
    const [polled] = await refreshCalls();
    expect(polled?.state).toBe('not_answered');
    expect(polled?.status?.secondRecipientStatus).toBe('not_answered');
  });

  it('marks a call the service reports failed, with no recipient outcome, as failed', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: Date.now() + 3_600_000 }), 'popup');
    // The service's own record turns to failed before anyone is called (a line fault, say).
    const record = sandbox.calls.get(call.callId);
    if (!record) throw new Error('the sandbox has no such call');
    record.callStatus = 'failed';
    const [polled] = await pollDueCalls(call.scheduledAt! - SCHEDULE_LEAD_MS);
    expect(polled?.state).toBe('failed');
  });

  it('stops at a callStatus of answered (the outcome), without recipient outcomes', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    // A service that words its overall status like a recipient's outcome.
    const record = {
      scheduledDateTime: '',
      actualDateTime: '2030-01-01 10:00:00',
      callDuration: '5 Minutes',
      callerId: '',
      firstRecipientName: 'Agent Amal',
      firstRecipientNumber: '966551234567',
      firstRecipientStatus: '',
      secondRecipientName: 'Customer Omar',
      secondRecipientNumber: '966501112233',
      secondRecipientStatus: '',
      callStatus: 'answered',
      callId: call.callId,
    };
    sandbox.setFault({
      status: 200,
      path: '/api/v1/call/status',
      body: JSON.stringify({ status: 200, success: true, data: { callStatus: record } }),
    });
    const [polled] = await refreshCalls();
    expect(statusRequests()).toHaveLength(1);
    expect(polled?.state).toBe('answered');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  it('on opening the popup asks only about running and imminent calls, not 40 booked for next week', async () => {
    const running = await createBridgeCall(bridgeForm(), 'popup');
    const nextWeek = Date.now() + 7 * 24 * 3_600_000;
    const later = (n: number, changes: Partial<CallRecord>): CallRecord => ({
      ...running,
      callId: `4a5b6c7d-0000-4000-8000-${String(n).padStart(12, '0')}`,
      createdAt: running.createdAt - 1 - n,
      ...changes,
    });
    for (let n = 1; n <= 40; n += 1) {
      await addCall(later(n, { state: 'scheduled', scheduledAt: nextWeek + n * 60_000 }));
    }
    // Due in 10 s: within the 15 s the alarm would check it before its time.
    const imminent = later(41, { state: 'scheduled', scheduledAt: Date.now() + 10_000 });
    await addCall(imminent);
    // Checked a moment ago and told to wait two minutes.
    await addCall(
      later(42, {
        checkedAt: Date.now(),
        lastError: {
          code: 'rate-limited',
          message: 'slow down',
          status: 429,
          retryAfterSeconds: 120,
        },
      }),
    );

    const reply = await handlers.refreshCalls({}, { kind: 'extension' });
    expect(reply).toHaveLength(43);
    expect(
      statusRequests()
        .map((request) => request.query.call_id)
        .sort(),
    ).toEqual([running.callId, imminent.callId].sort());
  });

  it('waits for a scheduled call until a little before its time', async () => {
    const callAt = Date.now() + 3_600_000;
    const call = await createBridgeCall(bridgeForm({ callAt }), 'popup');
    const alarm = await fakeBrowser.alarms.get(POLL_ALARM);
    expect(alarm?.scheduledTime).toBe(call.scheduledAt! - SCHEDULE_LEAD_MS);

    await pollDueCalls(Date.now());
    expect(statusRequests()).toHaveLength(0);

    const [polled] = await pollDueCalls(call.scheduledAt! - SCHEDULE_LEAD_MS);
    expect(statusRequests()).toHaveLength(1);
    expect(polled?.state).toBe('scheduled');
    expect(polled?.status?.callStatus).toBe('scheduled');
  });

  it('never pushes back an alarm already due sooner (service-worker restarts reschedule)', async () => {
    await createBridgeCall(bridgeForm(), 'popup');
    const first = (await fakeBrowser.alarms.get(POLL_ALARM))?.scheduledTime;
    expect(first).toBeDefined();
    await schedulePolling(Date.now() + 10_000);
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.scheduledTime).toBe(first);
  });

  it('keeps a polling error on the call instead of throwing, and polls on', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    sandbox.setFault({ status: 500, path: '/api/v1/call/status' });
    const [polled] = await refreshCalls();
    expect(polled?.state).toBe('calling');
    expect(polled?.lastError?.code).toBe('server-error');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();

    sandbox.setFault(null);
    await sandboxReaches(sandbox, call.callId, 'completed');
    const [recovered] = await refreshCalls();
    expect(recovered?.state).toBe('answered');
    expect(recovered?.lastError).toBeNull();
  });

  it('keeps "not configured" on the calls when the token was removed', async () => {
    await createBridgeCall(bridgeForm(), 'popup');
    await tokenItem.setValue('');
    const [polled] = await refreshCalls();
    expect(polled?.lastError?.code).toBe('not-configured');
    expect(polled?.state).toBe('calling');
  });

  it('marks a call deleted on the service as cancelled (410) and an unknown one as unknown (404)', async () => {
    const deleted = await createBridgeCall(bridgeForm({ callAt: Date.now() + 3_600_000 }), 'popup');
    const response = await fetch(`${sandbox.url}/api/v1/call/bridge/${deleted.callId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sandbox.token}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    await addCall({
      ...deleted,
      callId: '0b4c2f7e-5f7c-4d5e-9a51-3c7b2a1d0e99',
      createdAt: deleted.createdAt + 1,
    });

    const calls = await pollDueCalls(deleted.scheduledAt! - SCHEDULE_LEAD_MS);
    const byId = new Map(calls.map((c) => [c.callId, c]));
    expect(byId.get(deleted.callId)?.state).toBe('cancelled');
    expect(byId.get('0b4c2f7e-5f7c-4d5e-9a51-3c7b2a1d0e99')?.state).toBe('unknown');
    expect(byId.get('0b4c2f7e-5f7c-4d5e-9a51-3c7b2a1d0e99')?.lastError?.status).toBe(404);
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  it('gives up on a call the service never ends, long after it should have', async () => {
    const call = await createBridgeCall(bridgeForm({ callAt: Date.now() + 60_000 }), 'popup');
    const [polled] = await pollDueCalls(call.scheduledAt! + 5 * 60_000 + 3 * 3_600_000);
    expect(polled?.state).toBe('unknown');
    expect(polled?.lastError?.code).toBe('timeout');
    expect(await listCalls()).toHaveLength(1);
  });

  it('tells the page a call came from when its state changes, and survives a closed tab', async () => {
    const sent: unknown[] = [];
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(
      async (tabId: number, message: unknown) => {
        sent.push({ tabId, message });
        // The tab was closed meanwhile: the browser rejects, and polling must not care.
        throw new Error('Could not establish connection. Receiving end does not exist.');
      },
    );
    const call = await createBridgeCall(bridgeForm(), 'page', { tabId: 7 });
    await sandboxReaches(sandbox, call.callId, 'completed');
    const [polled] = await refreshCalls();
    expect(polled?.state).toBe('answered');
    expect(sent).toEqual([
      {
        tabId: 7,
        message: {
          channel: 'dialbridge',
          type: 'callUpdate',
          data: {
            callId: call.callId,
            status: 'answered',
            message: 'Call with Customer Omar connected.',
          },
        },
      },
    ]);
  });
});
