// What agents and team leads do with the do-not-call list: an agent's mark adds the number and
// cancels, at the sandbox, every bridge booked for that customer (and only those); the team lead
// adds and removes numbers, reading each as the country's form; a list set by policy keeps its
// numbers.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import { sweepBookedListed } from '../../../../utils/background/do-not-call-sweep';
import {
  changeDoNotCallList,
  markDoNotCall,
  numberRules,
  undoDoNotCall,
} from '../../../../utils/calling-rules/acts/do-not-call-changes';
import { doNotCallItem } from '../../../../utils/calling-rules/store';
import { createBridgeCall, listCalls } from '../../../../utils/calls';
import type { Sandbox } from '../../../sandbox/server';
import { bridgeForm, CUSTOMER_DIAL, failureOf, sandboxForEachTest } from '../../calls/helpers';

const HOUR = 3_600_000;
let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started));

const deletes = () => sandbox.requests.filter((request) => request.method === 'DELETE');

describe('markDoNotCall', () => {
  it('adds the number and cancels the bridges booked for that customer, no other', async () => {
    const booked = await createBridgeCall(bridgeForm({ callAt: Date.now() + HOUR }), 'popup');
    const other = await createBridgeCall(
      bridgeForm({ customerNumber: '056 765 4321', callAt: Date.now() + HOUR }),
      'popup',
    );
    expect(await markDoNotCall('+966 50 111 2233', { surface: 'popup' })).toEqual({
      dial: CUSTOMER_DIAL,
      cancelled: 1,
    });
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/v1/call/bridge/${booked.callId}`,
    ]);
    expect(await doNotCallItem.getValue()).toEqual([CUSTOMER_DIAL]);
    const states = new Map((await listCalls()).map((call) => [call.callId, call.state]));
    expect(states.get(other.callId)).toBe('scheduled');
    expect(states.get(booked.callId)).not.toBe('scheduled');
  });

  it('refuses what is not a phone number and changes nothing', async () => {
    const info = await failureOf(() => markDoNotCall('order 2024-558812', { surface: 'popup' }));
    expect(info).toMatchObject({ code: 'invalid-input' });
    expect(await doNotCallItem.getValue()).toEqual([]);
  });
});

describe('changeDoNotCallList', () => {
  it('adds and removes numbers in any written form, and names what it could not read', async () => {
    const added = await changeDoNotCallList({ add: ['050 111 2233', '٠٥٦٧٦٥٤٣٢١', 'call me'] });
    expect(added.own).toEqual([CUSTOMER_DIAL, '966567654321']);
    expect(added.invalid).toEqual(['call me']);
    const removed = await changeDoNotCallList({ remove: ['+966501112233'] });
    expect(removed.own).toEqual(['966567654321']);
    expect(await numberRules('0501112233')).toEqual({ doNotCall: false });
    expect(await numberRules('056 765 4321')).toEqual({ doNotCall: true });
  });

  it('under a list set by policy: adds, refuses to remove, and counts the team’s numbers', async () => {
    await fakeBrowser.storage.managed.set({ doNotCall: ['0551234000'] });
    await changeDoNotCallList({ add: ['050 111 2233'] });
    const info = await failureOf(() => changeDoNotCallList({ remove: ['050 111 2233'] }));
    expect(info).toMatchObject({ code: 'forbidden-sender' });
    expect(await doNotCallItem.getValue()).toEqual([CUSTOMER_DIAL]);
    expect(await numberRules('+966 55 123 4000')).toEqual({ doNotCall: true });
  });
});

describe('a number that joins the list by any path takes its booked bridges back', () => {
  it('from Settings or a file: the booked bridge is deleted at the service, the history says why', async () => {
    const booked = await createBridgeCall(bridgeForm({ callAt: Date.now() + HOUR }), 'popup');
    const view = await changeDoNotCallList({ add: ['050 111 2233'] });
    expect(view.cancelled).toEqual([CUSTOMER_DIAL]);
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/v1/call/bridge/${booked.callId}`,
    ]);
    const [record] = await listCalls();
    expect(record).toMatchObject({ state: 'cancelled', blockedBy: { rule: 'do-not-call' } });
  });

  it('from the organisation’s policy: the sweep deletes it and tells the agent which', async () => {
    const booked = await createBridgeCall(bridgeForm({ callAt: Date.now() + HOUR }), 'popup');
    const kept = await createBridgeCall(
      bridgeForm({ customerNumber: '056 765 4321', callAt: Date.now() + HOUR }),
      'popup',
    );
    const notify = vi.spyOn(fakeBrowser.notifications, 'create');
    await fakeBrowser.storage.managed.set({ doNotCall: ['0501112233'] });
    await sweepBookedListed();
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/v1/call/bridge/${booked.callId}`,
    ]);
    const states = new Map((await listCalls()).map((call) => [call.callId, call.state]));
    expect(states.get(kept.callId)).toBe('scheduled');
    expect(notify).toHaveBeenCalledTimes(1);
    expect((notify.mock.calls[0] as unknown[])[1]).toMatchObject({
      title: 'Booked call cancelled',
      message: expect.stringContaining(
        '+966\u00a050\u00a0111\u00a02233: now on the do-not-call list',
      ),
    });
    // Nothing left to take back: a second sweep sends nothing and says nothing.
    await sweepBookedListed();
    expect(deletes()).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('undoDoNotCall', () => {
  it('takes the agent’s own mark back a moment later; its cancelled booking stays cancelled', async () => {
    await createBridgeCall(bridgeForm({ callAt: Date.now() + HOUR }), 'popup');
    await markDoNotCall('050 111 2233', { surface: 'popup' });
    expect(await undoDoNotCall('+966501112233', { surface: 'popup' })).toEqual({
      dial: CUSTOMER_DIAL,
    });
    expect(await doNotCallItem.getValue()).toEqual([]);
    expect((await listCalls())[0]!.state).toBe('cancelled');
  });

  it('refuses a number the agent did not mark, or marked too long ago, and keeps it listed', async () => {
    await changeDoNotCallList({ add: ['056 765 4321'] });
    expect((await failureOf(() => undoDoNotCall('056 765 4321', { surface: 'popup' }))).code).toBe(
      'invalid-input',
    );
    // The team had listed it before: the agent's click adds nothing to undo.
    await markDoNotCall('056 765 4321', { surface: 'popup' });
    expect((await failureOf(() => undoDoNotCall('056 765 4321', { surface: 'popup' }))).code).toBe(
      'invalid-input',
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await markDoNotCall('050 111 2233', { surface: 'popup' });
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
      expect(
        (await failureOf(() => undoDoNotCall('050 111 2233', { surface: 'popup' }))).code,
      ).toBe('invalid-input');
    } finally {
      vi.useRealTimers();
    }
    expect(await doNotCallItem.getValue()).toEqual(['966567654321', CUSTOMER_DIAL]);
  });
});
