// The poll alarm against a call recorded while a poll is setting it. The poll is held, with
// controlled promises, at the moment it acts on the list it read (clearing the alarm: nothing was
// left to poll); the new call is recorded exactly then, as createBridgeCall records it once the
// service has answered (addCall, then schedulePollingQuietly).
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, expect, it, vi } from 'vitest';
import { listCalls, POLL_ALARM, pollDueCalls } from '../../../utils/calls';
import { schedulePollingQuietly } from '../../../utils/calls/schedule';
import { addCall } from '../../../utils/calls/records/store';
import type { CallRecord } from '../../../utils/calls/records/types';

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

const placedNow: CallRecord = {
  callId: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  callFlowId: 'flow',
  agent: { name: 'Agent', number: '966551234567' },
  customer: { name: 'Customer', number: '966501112233' },
  durationMinutes: 5,
  callTime: null,
  scheduledAt: null,
  createdAt: Date.now(),
  origin: 'popup',
  state: 'calling',
  status: null,
  checkedAt: null,
  lastError: null,
  notified: false,
};

it('a call recorded while a poll clears the alarm still gets its alarm', async () => {
  let clearing!: () => void;
  const pollIsClearing = new Promise<void>((resolve) => (clearing = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const clear = fakeBrowser.alarms.clear.bind(fakeBrowser.alarms);
  vi.spyOn(fakeBrowser.alarms, 'clear').mockImplementationOnce(async (name) => {
    clearing();
    await released;
    return clear(name);
  });

  const poll = pollDueCalls(); // the list is empty: this poll will clear the alarm
  await pollIsClearing;
  const recorded = addCall(placedNow).then(() => schedulePollingQuietly());
  // Everything here runs on in-memory promises: one macrotask lets all of it run that can run
  // before the poll's clear completes (without the chain, the new call and its alarm).
  await new Promise((resolve) => setImmediate(resolve));
  release();
  await Promise.all([poll, recorded]);

  expect(await fakeBrowser.alarms.get(POLL_ALARM)).toMatchObject({ name: POLL_ALARM });
  expect((await listCalls()).map((call) => call.callId)).toEqual([placedNow.callId]);
});
