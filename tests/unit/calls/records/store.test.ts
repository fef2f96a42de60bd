// The call list in storage: newest first, bounded by the retention policy, cleared on request,
// and no record lost when changes arrive together.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsItem, clearCalls, KEEP_AT_LEAST, listCalls } from '../../../../utils/calls';
import { addCall, updateCall } from '../../../../utils/calls/records/store';
import type { CallRecord } from '../../../../utils/calls/records/types';

beforeEach(() => {
  fakeBrowser.reset();
});

function record(n: number, changes: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: `call-${n}`,
    callFlowId: 'flow',
    agent: { name: 'Agent', number: '966551234567' },
    customer: { name: `Customer ${n}`, number: '966501112233' },
    durationMinutes: 5,
    callTime: null,
    scheduledAt: null,
    createdAt: 1_700_000_000_000 + n * 1000,
    origin: 'popup',
    state: 'calling',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
    ...changes,
  };
}

describe('call store', () => {
  it('lists newest first, whatever order the calls were added in', async () => {
    await addCall(record(2));
    await addCall(record(3));
    await addCall(record(1));
    expect((await listCalls()).map((c) => c.callId)).toEqual(['call-3', 'call-2', 'call-1']);
  });

  it('applies the retention policy on every write: old ended calls past the newest 500 go', async () => {
    // createdAt in 2023: far older than the days kept, so only the count keeps them.
    for (let n = 1; n <= KEEP_AT_LEAST + 7; n++) {
      await addCall(record(n, { state: 'answered' }));
    }
    const calls = await listCalls();
    expect(KEEP_AT_LEAST).toBe(500);
    expect(calls).toHaveLength(500);
    expect(calls[0]?.callId).toBe('call-507');
    expect(calls.at(-1)?.callId).toBe('call-8');
  });

  it('clears the list', async () => {
    await addCall(record(1));
    expect(await clearCalls()).toEqual([]);
    expect(await listCalls()).toEqual([]);
    expect(await callsItem.getValue()).toEqual([]);
  });

  it('loses nothing when many adds and updates run at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => addCall(record(n))));
    await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => addCall(record(100 + n))),
      ...Array.from({ length: 20 }, (_, n) =>
        updateCall(`call-${n}`, (call) => ({ ...call, state: 'answered', checkedAt: n })),
      ),
    ]);
    const calls = await listCalls();
    expect(calls).toHaveLength(40);
    const old = calls.filter((c) => c.createdAt < 1_700_000_000_000 + 100 * 1000);
    expect(old).toHaveLength(20);
    for (const call of old) expect(call.state).toBe('answered');
  });

  it('an update sees the stored copy, not a stale one', async () => {
    await addCall(record(1));
    await Promise.all([
      updateCall('call-1', (call) => ({ ...call, notified: true })),
      updateCall('call-1', (call) => ({ ...call, state: 'answered' })),
    ]);
    const [call] = await listCalls();
    expect(call?.notified).toBe(true);
    expect(call?.state).toBe('answered');
  });

  it('reads past broken stored entries and a failing change leaves the list as it was', async () => {
    await callsItem.setValue([record(1), { nonsense: true } as unknown as CallRecord, record(2)]);
    expect((await listCalls()).map((c) => c.callId)).toEqual(['call-2', 'call-1']);
    await expect(
      updateCall('call-1', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await addCall(record(3));
    expect(await listCalls()).toHaveLength(3);
  });

  it('survives a restart: the list is in storage, not in memory', async () => {
    await addCall(record(1));
    const stored = await fakeBrowser.storage.local.get('calls');
    expect((stored.calls as CallRecord[])[0]?.callId).toBe('call-1');
  });
});
