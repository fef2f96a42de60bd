// Outcomes on any row of a call list, against the real sandbox over HTTP with fakeBrowser's
// storage: the outcome and note reach the call's record (the history), "Retry not answered"
// calls exactly the unanswered again, and a "Call back" books one scheduled bridge, never two.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlList, createList } from '../../../utils/call-lists/control';
import { markEntry } from '../../../utils/call-lists/outcome';
import { getList, listSessionItem } from '../../../utils/call-lists/store';
import { listCalls } from '../../../utils/calls';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, failureOf, sandboxForEachTest } from '../calls/helpers';
import { createBridgeCall } from '../../../utils/calls/create';
import { bridgeCreates, runUntil } from './helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started));
beforeEach(async () => {
  await listSessionItem.setValue(true);
});

// A number ending in 000 never answers at the sandbox.
const TWO = [
  { number: '0551230001', name: 'Answers' },
  { number: '0551231000', name: 'Silent' },
];

async function runToTheEnd() {
  await createList('text', TWO, 0);
  await controlList({ action: 'start' });
  return runUntil((list) => list.state === 'done');
}

describe('outcomes on any row', () => {
  it('an earlier row takes an outcome and a note, and its call record carries them', async () => {
    const list = await runToTheEnd();
    const first = list.entries[0]!;
    await markEntry(first.id, 'reached', '  Delivery on Sunday  ');
    const stored = (await getList())!.entries[0]!;
    expect([stored.outcome, stored.note]).toEqual(['reached', 'Delivery on Sunday']);
    const record = (await listCalls()).find((call) => call.callId === first.callId)!;
    expect([record.outcome, record.note]).toEqual(['reached', 'Delivery on Sunday']);
    // Cleared again: the record forgets both.
    await markEntry(first.id, '', '');
    const cleared = (await listCalls()).find((call) => call.callId === first.callId)!;
    expect([cleared.outcome, cleared.note]).toEqual([undefined, undefined]);
  });

  it('"Retry not answered" calls the unanswered again, once each, and nobody else', async () => {
    const list = await runToTheEnd();
    expect(list.entries.map((entry) => entry.callState)).toEqual(['answered', 'not_answered']);
    await markEntry(list.entries[1]!.id, 'no-answer', 'Try after lunch');
    await controlList({ action: 'retryNotAnswered' });
    const requeued = (await getList())!;
    expect(requeued.state).toBe('paused');
    expect(requeued.entries.map((entry) => entry.status)).toEqual(['ended', 'waiting']);
    expect(requeued.entries[1]!.note).toBe('Try after lunch');
    await controlList({ action: 'resume' });
    await runUntil((stored) => stored.state === 'done');
    expect(bridgeCreates(sandbox)).toEqual(['966551230001', '966551231000', '966551231000']);
  });

  it('"Retry not answered" still will not call a customer who is on a live call placed elsewhere', async () => {
    await runToTheEnd();
    // The agent calls them from the popup meanwhile (choosing Call again): a live call.
    await createBridgeCall(bridgeForm({ customerNumber: '0551231000' }), 'popup', undefined, true);
    await controlList({ action: 'retryNotAnswered' });
    await controlList({ action: 'resume' });
    const entry = (await getList())!.entries[1]!;
    expect([entry.status, entry.error?.code]).toEqual(['failed', 'duplicate-call']);
    expect(bridgeCreates(sandbox)).toEqual(['966551230001', '966551231000', '966551231000']);
  });

  it('"Retry not answered" with nobody unanswered is refused and sends nothing', async () => {
    await createList('text', TWO.slice(0, 1), 0);
    await controlList({ action: 'start' });
    await runUntil((list) => list.state === 'done');
    const info = await failureOf(() => controlList({ action: 'retryNotAnswered' }));
    expect(info.message).toBe('Nobody in this list went unanswered.');
    expect(bridgeCreates(sandbox)).toEqual(['966551230001']);
  });

  it('a "Call back" books one scheduled bridge for the customer; a second Save books none', async () => {
    const list = await runToTheEnd();
    const silent = list.entries[1]!;
    const at = Date.now() + 2 * 60 * 60_000;
    await markEntry(silent.id, 'call-back', 'After 5 pm', at);
    const booked = sandbox.requests.filter((request) => request.form.call_time);
    expect(booked.map((request) => request.form.second_callee_number)).toEqual(['966551231000']);
    expect(booked[0]!.form.second_callee_name).toBe('Silent');
    const entry = (await getList())!.entries[1]!;
    expect(entry.callBack?.at).toBe(at);
    expect((await listCalls()).some((call) => call.callId === entry.callBack?.callId)).toBe(true);

    const again = await failureOf(() => markEntry(silent.id, 'call-back', 'After 5 pm', at));
    expect(again.message).toMatch(/already booked/);
    expect(sandbox.requests.filter((request) => request.form.call_time)).toHaveLength(1);
  });

  it('a call back the service refuses (a time in the past) is not kept, and can be booked after', async () => {
    const list = await runToTheEnd();
    const silent = list.entries[1]!;
    await failureOf(() => markEntry(silent.id, 'call-back', '', Date.now() - 60_000));
    expect((await getList())!.entries[1]!.callBack).toBeUndefined();
    await markEntry(silent.id, 'call-back', '', Date.now() + 60 * 60_000);
    expect(sandbox.requests.filter((request) => request.form.call_time)).toHaveLength(1);
  });

  it('a call back the service never answers stays claimed: it may exist, so none is booked again', async () => {
    const list = await runToTheEnd();
    const silent = list.entries[1]!;
    const at = Date.now() + 60 * 60_000;
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      await failureOf(() => markEntry(silent.id, 'call-back', '', at));
    } finally {
      fetch.mockRestore();
    }
    expect((await getList())!.entries[1]!.callBack).toEqual({ callId: '', at });
    const again = await failureOf(() => markEntry(silent.id, 'call-back', '', at));
    expect(again.message).toMatch(/already booked/);
    expect(sandbox.requests.filter((request) => request.form.call_time)).toHaveLength(0);
  });

  it('a call-back time with another outcome is refused and books nothing', async () => {
    const list = await runToTheEnd();
    const info = await failureOf(() =>
      markEntry(list.entries[1]!.id, 'reached', '', Date.now() + 60_000),
    );
    expect(info.code).toBe('invalid-input');
    expect(sandbox.requests.filter((request) => request.form.call_time)).toHaveLength(0);
  });
});
