import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { zoneClock } from '../../sandbox/clock';
import type { Sandbox } from '../../sandbox/server';
import { BRIDGE, bridgeStatus, createBridge, eventually, fastSandbox } from './helpers';

let sandbox: Sandbox;
const riyadh = zoneClock('Asia/Riyadh');

beforeEach(async () => {
  sandbox ??= await fastSandbox();
  sandbox.reset();
});
afterAll(() => sandbox?.close());

async function finalStatus(id: string) {
  return eventually(async () => {
    const answer = await bridgeStatus(sandbox, id);
    const record = answer.json.data.callStatus;
    return record.callStatus === 'completed' || record.callStatus === 'failed' ? answer : undefined;
  });
}

describe('bridged call lifecycle', () => {
  it('a call created now goes scheduled → placed → in_progress → completed, both answered', async () => {
    const id = await createBridge(sandbox);
    const answer = await finalStatus(id);
    expect(answer.json).toEqual({
      status: 200,
      success: true,
      data: {
        callStatus: {
          scheduledDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          actualDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          callDuration: '5 Minutes',
          callerId: '966920000000',
          firstRecipientName: BRIDGE.first_callee_name,
          firstRecipientNumber: BRIDGE.first_callee_number,
          firstRecipientStatus: 'answered',
          secondRecipientName: BRIDGE.second_callee_name,
          secondRecipientNumber: BRIDGE.second_callee_number,
          secondRecipientStatus: 'answered',
          callStatus: 'completed',
          callId: id,
        },
      },
    });
    expect(sandbox.calls.get(id)?.history.map((step) => step.callStatus)).toEqual([
      'scheduled',
      'placed',
      'in_progress',
      'completed',
    ]);
  });

  it('reports recipient status "" until decided, and actualDateTime "" until placed', async () => {
    const slow = await fastSandbox({ timing: { placeAfterMs: 60_000 } });
    try {
      const id = await createBridge(slow);
      const record = (await bridgeStatus(slow, id)).json.data.callStatus;
      expect(record).toMatchObject({
        callStatus: 'scheduled',
        actualDateTime: '',
        firstRecipientStatus: '',
        secondRecipientStatus: '',
      });
    } finally {
      await slow.close();
    }
  });

  it('fails when the first number (ending in 000) does not answer; the second is never called', async () => {
    const id = await createBridge(sandbox, { first_callee_number: '966551234000' });
    const record = (await finalStatus(id)).json.data.callStatus;
    expect(record).toMatchObject({
      callStatus: 'failed',
      firstRecipientStatus: 'not_answered',
      secondRecipientStatus: '',
    });
  });

  it('fails when the second number does not answer after the first answered', async () => {
    const id = await createBridge(sandbox, { second_callee_number: '966501112000' });
    const record = (await finalStatus(id)).json.data.callStatus;
    expect(record).toMatchObject({
      callStatus: 'failed',
      firstRecipientStatus: 'answered',
      secondRecipientStatus: 'not_answered',
    });
    expect(sandbox.calls.get(id)?.history.map((step) => step.callStatus)).toEqual([
      'scheduled',
      'placed',
      'in_progress',
      'failed',
    ]);
  });

  it('a call_time in the past is placed now and keeps that time as scheduledDateTime', async () => {
    const id = await createBridge(sandbox, { call_time: '2020-01-02 03:04:05' });
    const record = (await finalStatus(id)).json.data.callStatus;
    expect(record).toMatchObject({
      callStatus: 'completed',
      scheduledDateTime: '2020-01-02 03:04:05',
    });
  });

  it('a scheduled call stays scheduled until its time comes, then moves on', async () => {
    // At least two whole seconds ahead, since call_time has no fractions.
    const callTime = riyadh(Date.now() + 3_000);
    const id = await createBridge(sandbox, { call_time: callTime });
    const first = (await bridgeStatus(sandbox, id)).json.data.callStatus;
    expect(first).toMatchObject({
      callStatus: 'scheduled',
      scheduledDateTime: callTime,
      actualDateTime: '',
    });

    const record = (await finalStatus(id)).json.data.callStatus;
    expect(record.callStatus).toBe('completed');
    expect(record.actualDateTime >= callTime).toBe(true);
    const placed = sandbox.calls.get(id)?.history.find((step) => step.callStatus === 'placed');
    if (!placed) throw new Error('the call was never placed');
    // Placed no earlier than the call_time's own second, read on the sandbox's zone clock.
    expect(riyadh(placed.at) >= callTime).toBe(true);
  });

  it('timestamps are written in the configured time zone', async () => {
    const utc = await fastSandbox({ timeZone: 'UTC', timing: { placeAfterMs: 60_000 } });
    try {
      const before = zoneClock('UTC')();
      const id = await createBridge(utc);
      const after = zoneClock('UTC')();
      const { scheduledDateTime } = (await bridgeStatus(utc, id)).json.data.callStatus;
      expect(scheduledDateTime >= before && scheduledDateTime <= after).toBe(true);
    } finally {
      await utc.close();
    }
  });

  it('status needs the call_flow_id the call was made with', async () => {
    const id = await createBridge(sandbox);
    const answer = await bridgeStatus(sandbox, id, 'another-flow');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: 404, success: false });
  });

  it('an unknown call id is 404 and a malformed one is 400 with a field message', async () => {
    expect((await bridgeStatus(sandbox, '6f1c1f9e-1d2b-4c8e-9a4b-0e0f3c2d1a00')).status).toBe(404);
    const malformed = await bridgeStatus(sandbox, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors.call_id[0]).toMatch(/UUID/);
  });
});
