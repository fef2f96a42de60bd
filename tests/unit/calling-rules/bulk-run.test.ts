// A bulk order run under the team's rules, against the sandbox over HTTP with the run's virtual
// clock: a number the policy adds to the do-not-call list mid-run is not sent (the row says why),
// and the end of the calling hours makes the run wait, then go on in the next window.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { listCalls } from '../../../utils/calls';
import { currentView, orderResults, startOrderBatch } from '../../../utils/orders/batch';
import { ensureOrderRun } from '../../../utils/orders/run';
import { placeCall } from '../../../utils/background/place-call';
import { failureOf } from '../calls/helpers';
import {
  DEFAULT_SETTINGS,
  settingsItem,
  tokenItem,
  type Settings,
} from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import {
  batchInput,
  orderRows,
  ordersSandbox,
  realFetch,
  TOKEN,
  useVirtualClock,
  type VirtualClock,
} from '../orders/helpers';

let sandbox: Sandbox;
let clock: VirtualClock;
beforeAll(async () => {
  sandbox = await ordersSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  clock = useVirtualClock();
  await tokenItem.setValue(TOKEN);
});
afterEach(() => vi.restoreAllMocks());

async function settings(changes: Partial<Settings>) {
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ecommerceUrl: sandbox.url, ...changes });
}

it('a number the policy adds to the do-not-call list mid-run is not sent', async () => {
  await settings({});
  await startOrderBatch(batchInput(orderRows(4)));
  // The policy changes once the first order has left.
  vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
    await fakeBrowser.storage.managed.set({ doNotCall: ['+966 55 000 0003'] });
    return realFetch(input, init);
  });
  await ensureOrderRun();
  expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-4']);
  const results = await orderResults();
  expect(results?.outcomes[2]).toMatchObject({
    state: 'refused',
    message: expect.stringMatching(/do-not-call/),
  });
  expect((await currentView())?.counts).toMatchObject({ refusedByRule: 1, remaining: 0 });
  expect((await listCalls()).filter((call) => call.state === 'blocked')).toHaveLength(1);
});

it('waits at the end of the calling hours and goes on when they open again', async () => {
  // Thursday 20:59:58 in Riyadh; the window closes at 21:00 and opens again on Sunday at 09:00.
  clock.now = Date.parse('2026-11-26T17:59:58Z');
  await settings({
    callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
  });
  await startOrderBatch(batchInput(orderRows(6), 1));
  await ensureOrderRun();
  // Two orders left before 21:00 (one a second); the run then waits for Sunday.
  expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2']);
  const sunday = Date.parse('2026-11-29T06:00:00Z');
  expect((await currentView())?.wait).toEqual({ reason: 'outside-hours', until: sunday });
  expect((await currentView())?.status).toBe('running');
  // The heartbeat wakes the run on Saturday: still closed, nothing sent.
  clock.now = Date.parse('2026-11-28T12:00:00Z');
  await ensureOrderRun();
  expect(sandbox.orderNumbers()).toHaveLength(2);
  // Sunday 09:00: the rest goes.
  clock.now = sunday;
  await ensureOrderRun();
  expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3', 'O-4', 'O-5', 'O-6']);
  expect(clock.sends.slice(2).every((at) => at >= sunday)).toBe(true);
});

it('with a cap of one a day, one customer on three rows is sent once; a bridge after it is refused', async () => {
  await settings({ maxCallsPerCustomerPerDay: 1, webrtcUrl: 'https://phone.example.com' });
  // The run's clock on today, as the product's: the cap counts the agent's calendar day.
  clock.now = Date.now();
  const rows = [
    ['O-1', '0551230001', '1', '10'],
    ['O-2', '055 123 0001', '1', '10'],
    ['O-3', '+966551230001', '1', '10'],
    ['O-4', '0551230002', '1', '10'],
  ];
  await startOrderBatch(batchInput(rows));
  await ensureOrderRun();
  expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-4']);
  expect((await currentView())?.counts).toMatchObject({ refusedByRule: 2, queued: 2 });
  // The row counts on every surface: a bridge to the same customer meets the cap.
  const info = await failureOf(() =>
    placeCall(
      { dial: '0551230001', display: '055 123 0001', action: 'webrtc' },
      { origin: 'page' },
    ),
  );
  expect(info).toMatchObject({ code: 'calling-rule', blocked: { rule: 'attempts', count: 1 } });
});
