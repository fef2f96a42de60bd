// A call list under the team's rules, against the sandbox over HTTP: a number on the do-not-call
// list is skipped with the reason and the list goes on; outside the calling hours the list pauses,
// saying when calls may start, and places nothing; "Asked not to be called" as an outcome puts the
// number on the list for every surface at once.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createList, controlList } from '../../../utils/call-lists/control';
import { markEntry } from '../../../utils/call-lists/outcome';
import { getList, listSessionItem } from '../../../utils/call-lists/store';
import { rulesClock } from '../../../utils/calling-rules/clock';
import { changeDoNotCall } from '../../../utils/calling-rules/store';
import { createBridgeCall } from '../../../utils/calls/create';
import type { Sandbox } from '../../sandbox/server';
import { bridgeForm, callsSandbox, configure, failureOf } from '../calls/helpers';
import { bridgeCreates } from '../call-lists/helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await listSessionItem.setValue(true);
});
afterEach(() => rulesClock.set(Date.now()));

const TWO = [
  { number: '0551230001', name: 'One' },
  { number: '0551230002', name: 'Two' },
];

it('skips a number on the do-not-call list, says why, and calls the next', async () => {
  await configure(sandbox);
  await changeDoNotCall(() => ['966551230001']);
  await createList('text', TWO, null);
  await controlList({ action: 'start' });
  const [first, second] = (await getList())!.entries;
  expect([first!.status, first!.error?.blocked?.rule]).toEqual(['skipped', 'do-not-call']);
  expect(second!.status).toBe('calling');
  expect(bridgeCreates(sandbox)).toEqual(['966551230002']);
});

it('pauses outside the calling hours, saying when calls may start, and places nothing', async () => {
  await configure(sandbox, {
    callingHours: { days: { sun: '09:00-21:00' }, closedDates: '' },
  });
  rulesClock.set(Date.parse('2026-11-26T18:30:00Z')); // Thursday 21:30 in Riyadh
  await createList('text', TWO, null);
  await controlList({ action: 'start' });
  const list = (await getList())!;
  expect([list.state, list.pausedBecause, list.resumeAt]).toEqual([
    'paused',
    'hours',
    Date.parse('2026-11-29T06:00:00Z'),
  ]);
  expect(list.entries.map((entry) => entry.status)).toEqual(['waiting', 'waiting']);
  expect(bridgeCreates(sandbox)).toEqual([]);
});

it('"Asked not to be called" as an outcome refuses the number everywhere at once', async () => {
  await configure(sandbox);
  await createList('text', TWO.slice(0, 1), null);
  await controlList({ action: 'start' });
  const entry = (await getList())!.entries[0]!;
  await markEntry(entry.id, 'do-not-call', '');
  const info = await failureOf(() =>
    createBridgeCall(bridgeForm({ customerNumber: '+966 55 123 0001' }), 'popup', undefined, true),
  );
  expect(info.code).toBe('calling-rule');
  expect(bridgeCreates(sandbox)).toEqual(['966551230001']);
});
