// What agents and team leads do with the do-not-call list: an agent's mark adds the number and
// cancels, at the sandbox, every bridge booked for that customer (and only those); the team lead
// adds and removes numbers, reading each as the country's form; a list set by policy keeps its
// numbers.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describe, expect, it } from 'vitest';
import {
  changeDoNotCallList,
  markDoNotCall,
  numberRules,
} from '../../../utils/calling-rules/do-not-call-changes';
import { doNotCallItem } from '../../../utils/calling-rules/store';
import { createBridgeCall, listCalls } from '../../../utils/calls';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, CUSTOMER_DIAL, failureOf, sandboxForEachTest } from '../calls/helpers';

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
    expect(await markDoNotCall('+966 50 111 2233')).toEqual({ dial: CUSTOMER_DIAL, cancelled: 1 });
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/v1/call/bridge/${booked.callId}`,
    ]);
    expect(await doNotCallItem.getValue()).toEqual([CUSTOMER_DIAL]);
    const states = new Map((await listCalls()).map((call) => [call.callId, call.state]));
    expect(states.get(other.callId)).toBe('scheduled');
    expect(states.get(booked.callId)).not.toBe('scheduled');
  });

  it('refuses what is not a phone number and changes nothing', async () => {
    const info = await failureOf(() => markDoNotCall('order 2024-558812'));
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
