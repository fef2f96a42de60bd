// The call list's run against the real sandbox over HTTP, with fakeBrowser's storage: one create
// per entry however many steps race, an attempt left by a stopped worker never re-sent on its
// own, a browser restart pausing a running list, a refusal pausing it, calls followed to the end.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlList, createList, resolveAttempt } from '../../../utils/call-lists/control';
import { followCalls, recoverList, stepList } from '../../../utils/call-lists/run';
import { callListItem, getList, listSessionItem } from '../../../utils/call-lists/store';
import { listCalls } from '../../../utils/calls';
import { tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, sandboxForEachTest } from '../calls/helpers';
import { createBridgeCall } from '../../../utils/calls/create';
import { bridgeCreates, runUntil } from './helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started));
beforeEach(async () => {
  await listSessionItem.setValue(true); // the same browser session unless a test says otherwise
});

const THREE = [
  { number: '0551230001', name: 'One' },
  { number: '0551230002', name: 'Two' },
  { number: '0551230003', name: 'Three' },
];

describe('running a call list', () => {
  it('places one call however many steps race for it', async () => {
    await createList('text', THREE, null);
    await Promise.all([controlList({ action: 'start' }), stepList(), stepList(), stepList()]);
    expect(bridgeCreates(sandbox)).toEqual(['966551230001']);
    expect((await getList())!.entries.map((entry) => entry.status)).toEqual([
      'calling',
      'waiting',
      'waiting',
    ]);
  });

  it('"Call again" on a number refused as already called today calls it, once', async () => {
    await createBridgeCall(bridgeForm({ customerNumber: '0551230001' }), 'popup');
    await createList('text', THREE.slice(0, 1), 0);
    await controlList({ action: 'start' });
    const refusedEntry = (await getList())!.entries[0]!;
    expect([refusedEntry.status, refusedEntry.error?.code]).toEqual(['failed', 'duplicate-call']);
    await controlList({ action: 'retry', entryId: refusedEntry.id });
    await controlList({ action: 'resume' });
    await runUntil((list) => list.state === 'done');
    expect(bridgeCreates(sandbox)).toEqual(['966551230001', '966551230001']);
  });

  it('calls a customer whose name is longer than a bridge takes, with its first 100 characters', async () => {
    // A file's name column can hold anything; the bridge request takes names of 100 at most.
    await createList('text', [{ number: '0551230001', name: 'س'.repeat(150) }], null);
    await controlList({ action: 'start' });
    const creates = sandbox.requests.filter((request) => request.path === '/api/v1/call/bridge');
    expect(creates.map((request) => request.form.second_callee_name)).toEqual(['س'.repeat(100)]);
  });

  it('sends a customer without a name as the word the interface asks for, never the digits', async () => {
    await createList('text', [{ number: '0551230001', name: '' }], null);
    await controlList({ action: 'start' });
    const creates = sandbox.requests.filter((request) => request.path === '/api/v1/call/bridge');
    expect(creates.map((request) => request.form.second_callee_name)).toEqual(['Customer']);
    // The record keeps no name: the history shows the number.
    expect((await listCalls()).map((call) => call.customer.name)).toEqual(['']);
  });

  it('follows a running call through its phases: your phone ringing, the customer’s, connected', async () => {
    await createList('text', THREE.slice(0, 1), null);
    await controlList({ action: 'start' });
    const [placed] = await listCalls();
    const status = (first: string, second: string) => ({
      ...{ scheduledDateTime: '', actualDateTime: '', callDuration: '', callerId: '' },
      ...{ firstRecipientName: '', firstRecipientNumber: '', secondRecipientName: '' },
      ...{ secondRecipientNumber: '', callId: placed!.callId, callStatus: 'in_progress' },
      firstRecipientStatus: first,
      secondRecipientStatus: second,
    });
    const phases = [];
    for (const [first, second] of [
      ['', ''],
      ['answered', ''],
      ['answered', 'answered'],
    ]) {
      await followCalls([{ ...placed!, state: 'calling', status: status(first!, second!) }]);
      phases.push((await getList())!.entries[0]!.phase);
    }
    expect(phases).toEqual(['agent_ringing', 'customer_ringing', 'connected']);
  });

  it('follows each call to its end and waits for Next when no pause is set, then finishes', async () => {
    await createList('text', THREE.slice(0, 2), null);
    await controlList({ action: 'start' });
    let list = await runUntil((stored) => stored.entries[0]!.status === 'ended');
    expect(list.entries[0]!.callState).toBe('answered');
    await stepList();
    expect(bridgeCreates(sandbox)).toEqual(['966551230001']); // nothing more until the agent's Next
    await controlList({ action: 'next' });
    list = await runUntil((stored) => stored.state === 'done');
    expect(bridgeCreates(sandbox)).toEqual(['966551230001', '966551230002']);
    expect(list.entries.map((entry) => entry.status)).toEqual(['ended', 'ended']);
  });

  it('a service that cannot be reached pauses the list and says so; the attempt is unsure, not failed', async () => {
    await createList('text', THREE, null);
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      await controlList({ action: 'start' });
      await stepList();
    } finally {
      fetch.mockRestore();
    }
    const list = (await getList())!;
    expect(list.state).toBe('paused');
    expect(list.pausedBecause).toBe('unreachable');
    expect(list.entries.map((entry) => entry.status)).toEqual(['unsure', 'waiting', 'waiting']);
    expect(bridgeCreates(sandbox)).toEqual([]);
  });

  it('an attempt left by a worker that stopped becomes unsure and is never sent again unasked', async () => {
    await createList('text', THREE, null);
    const stored = (await getList())!;
    // What a worker that stopped between recording the attempt and the answer leaves behind.
    await callListItem.setValue({
      ...stored,
      state: 'running',
      current: 0,
      entries: stored.entries.map((entry, index) =>
        index === 0 ? { ...entry, status: 'placing' } : entry,
      ),
    });
    await recoverList();
    await stepList();
    let list = (await getList())!;
    expect(list.state).toBe('paused');
    expect(list.pausedBecause).toBe('unsure');
    expect(list.entries[0]!.status).toBe('unsure');
    await controlList({ action: 'resume' });
    expect(bridgeCreates(sandbox)).toEqual([]); // resuming does not answer the question

    await resolveAttempt(list.entries[0]!.id, false); // "It did not: call again"
    await controlList({ action: 'resume' });
    expect(bridgeCreates(sandbox)).toEqual(['966551230001']);
    list = (await getList())!;
    expect(list.entries[0]!.status).toBe('calling');
  });

  it('"it went through" counts the unsure attempt as called and sends nothing for it', async () => {
    await createList('text', THREE.slice(0, 2), 0);
    const stored = (await getList())!;
    await callListItem.setValue({
      ...stored,
      state: 'running',
      current: 0,
      entries: stored.entries.map((entry, index) =>
        index === 0 ? { ...entry, status: 'placing' } : entry,
      ),
    });
    await recoverList();
    await resolveAttempt(stored.entries[0]!.id, true);
    await controlList({ action: 'resume' });
    expect(bridgeCreates(sandbox)).toEqual(['966551230002']);
  });

  it('a running list comes back paused after a browser restart, and runs on after a worker restart', async () => {
    await createList('text', THREE, null);
    await callListItem.setValue({ ...(await getList())!, state: 'running' });
    await recoverList(); // same session: a worker restart
    expect((await getList())!.state).toBe('running');

    await listSessionItem.removeValue(); // session storage is emptied when the browser closes
    await recoverList();
    await stepList();
    const list = (await getList())!;
    expect(list.state).toBe('paused');
    expect(list.pausedBecause).toBe('restart');
    expect(bridgeCreates(sandbox)).toEqual([]);
  });

  it('a create refused before sending marks the entry refused and pauses the list', async () => {
    await createList('text', THREE, null);
    await tokenItem.setValue('');
    await controlList({ action: 'start' });
    const list = (await getList())!;
    expect(list.entries[0]!.status).toBe('failed');
    expect(list.entries[0]!.error?.code).toBe('not-configured');
    expect(list.state).toBe('paused');
    expect(list.pausedBecause).toBe('failed');
    expect(bridgeCreates(sandbox)).toEqual([]);
  });

  it('a new list is refused while one is under way, and an unknown entry cannot be skipped', async () => {
    await createList('text', THREE, null);
    await controlList({ action: 'start' });
    await expect(createList('text', THREE, null)).rejects.toMatchObject({
      info: { code: 'invalid-input' },
    });
    await expect(controlList({ action: 'skip', entryId: 'nope' })).rejects.toMatchObject({
      info: { code: 'invalid-input' },
    });
  });
});
