// The team's rules hold on every path a call takes, counted at the sandbox: a bridged call from
// the popup and from a page, the browser phone, an order confirmation, a dispatch, and a change
// to a scheduled bridge. A refused call sends nothing and is recorded in the history.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeCall } from '../../../utils/background/place-call';
import { rulesClock } from '../../../utils/calling-rules/clock';
import { changeDoNotCall } from '../../../utils/calling-rules/store';
import { createBridgeCall, editBridgeCall, listCalls } from '../../../utils/calls';
import { confirmOrderCall, dispatchCallNow } from '../../../utils/orders/order-call';
import type { Settings } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import {
  bridgeForm,
  callsSandbox,
  configure,
  CUSTOMER,
  CUSTOMER_DIAL,
  failureOf,
} from '../calls/helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  fakeBrowser.reset();
  sandbox.reset();
  vi.spyOn(fakeBrowser.tabs, 'create');
});
afterEach(() => {
  vi.restoreAllMocks();
  rulesClock.set(Date.now());
});

/** Requests that would place a call (status checks are GETs). */
const placing = () => sandbox.requests.filter((r) => r.method !== 'GET').length;

/** Each surface's call; `repeat`: the person chose "Call again" past the duplicate guard. */
const surfaces: Record<string, (dial: string, repeat?: boolean) => Promise<unknown>> = {
  'popup bridge': (dial, repeat) =>
    createBridgeCall(bridgeForm({ customerNumber: dial }), 'popup', undefined, repeat),
  'page bridge': (dial, repeat) =>
    placeCall({ dial, display: dial, action: 'bridge', repeat }, { origin: 'page', tabId: 4 }),
  'browser phone': (dial, repeat) =>
    placeCall({ dial, display: dial, action: 'webrtc', repeat }, { origin: 'page', tabId: 4 }),
  order: (dial, repeat) =>
    confirmOrderCall({ phone: dial, orderNumber: 'A-77', callFlowId: '' }, repeat),
  dispatch: (dial, repeat) =>
    dispatchCallNow(
      { phone: dial, number1: '1', number2: '2', webhookUrl: 'https://hooks.example.com/d' },
      repeat,
    ),
};
const opened = () => vi.mocked(fakeBrowser.tabs.create).mock.calls.length;

async function setUp(changes: Partial<Settings>, policy: Record<string, unknown> = {}) {
  await configure(sandbox, { clickAction: 'bridge', ...changes });
  await fakeBrowser.storage.managed.set(policy);
}

describe.each(Object.keys(surfaces))('%s', (surface) => {
  const call = surfaces[surface]!;

  it('refuses a number on the team’s do-not-call list, in any written form, and places the next', async () => {
    await setUp({});
    await changeDoNotCall(() => [CUSTOMER_DIAL]);
    const info = await failureOf(() => call('+966 50 111 2233'));
    expect(info).toMatchObject({
      code: 'calling-rule',
      blocked: { rule: 'do-not-call', number: '+966 50 111 2233' },
    });
    expect(placing() + opened()).toBe(0);
    const [blocked] = await listCalls();
    expect(blocked).toMatchObject({
      state: 'blocked',
      blockedBy: { rule: 'do-not-call' },
      customer: { number: CUSTOMER_DIAL },
    });
    await call('050 111 2244');
    expect(placing() + opened()).toBe(1);
  });

  it('refuses a number on the organisation’s list', async () => {
    await setUp({}, { doNotCall: ['0501112233'] });
    expect((await failureOf(() => call(CUSTOMER))).code).toBe('calling-rule');
    expect(placing() + opened()).toBe(0);
  });

  it('refuses outside the calling hours, saying when calls may start; inside them it places', async () => {
    await setUp({
      callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
    });
    rulesClock.set(Date.parse('2026-11-26T18:30:00Z')); // Thursday 21:30 in Riyadh
    const info = await failureOf(() => call(CUSTOMER));
    expect(info).toMatchObject({
      code: 'calling-rule',
      blocked: { rule: 'hours', nextAllowedAt: Date.parse('2026-11-29T06:00:00Z') },
    });
    expect(info.message).toMatch(/outside your team's calling hours.*Next allowed: Sun/);
    expect(placing() + opened()).toBe(0);
    rulesClock.set(Date.parse('2026-11-26T17:30:00Z')); // Thursday 20:30
    await call(CUSTOMER);
    expect(placing() + opened()).toBe(1);
  });

  it('refuses past the day’s cap, counting calls from every surface, even on "Call again"', async () => {
    await setUp({ maxCallsPerCustomerPerDay: 1 });
    await createBridgeCall(bridgeForm({ customerNumber: CUSTOMER }), 'popup');
    const info = await failureOf(() => call(CUSTOMER, true));
    expect(info).toMatchObject({
      code: 'calling-rule',
      blocked: { rule: 'attempts', count: 1, max: 1 },
    });
    expect(info.message).toContain('was called once today, the most your team allows (1)');
    expect(placing() + opened()).toBe(1);
  });
});

describe('a scheduled bridge', () => {
  it('cannot be booked outside the hours; booked at the next allowed time it is placed', async () => {
    await setUp({
      callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
    });
    // Next week's Thursday, 22:00 in Riyadh (19:00 UTC): after the window.
    const thursday = new Date();
    thursday.setUTCDate(thursday.getUTCDate() + 7 + ((4 - thursday.getUTCDay() + 7) % 7));
    thursday.setUTCHours(19, 0, 0, 0);
    const refused = await failureOf(() =>
      createBridgeCall(bridgeForm({ callAt: thursday.getTime() }), 'popup'),
    );
    const sunday = thursday.getTime() + 3 * 86_400_000 - 13 * 3_600_000; // 09:00 in Riyadh
    expect(refused).toMatchObject({
      code: 'calling-rule',
      blocked: { rule: 'hours', nextAllowedAt: sunday },
    });
    const call = await createBridgeCall(bridgeForm({ callAt: sunday }), 'popup');
    expect(call.state).toBe('scheduled');
    expect(placing()).toBe(1);
  });

  it('cannot be moved outside the hours', async () => {
    await setUp({
      callingHours: {
        days: Object.fromEntries(
          ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, '00:00-24:00']),
        ),
        closedDates: '2099-01-01',
      },
    });
    const call = await createBridgeCall(bridgeForm({ callAt: Date.now() + 3_600_000 }), 'popup');
    const newYear = Date.parse('2099-01-01T09:00:00Z');
    const info = await failureOf(() =>
      editBridgeCall({ ...bridgeForm({ callAt: newYear }), callId: call.callId }),
    );
    expect(info.code).toBe('calling-rule');
    expect(sandbox.requests.filter((r) => r.method === 'PUT' || r.method === 'PATCH')).toHaveLength(
      0,
    );
  });
});

describe('the day’s cap under concurrency', () => {
  it('one customer asked for at the same moment from every surface, with a cap of one: one call leaves', async () => {
    await setUp({ maxCallsPerCustomerPerDay: 1 });
    const results = await Promise.allSettled(Object.values(surfaces).map((call) => call(CUSTOMER)));
    expect(placing() + opened()).toBe(1);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('three orders for one customer at once, with a cap of one: one is sent', async () => {
    await setUp({ maxCallsPerCustomerPerDay: 1 });
    await Promise.allSettled(
      ['A-1', 'A-2', 'A-3'].map((orderNumber) =>
        confirmOrderCall({ phone: CUSTOMER, orderNumber, callFlowId: '' }),
      ),
    );
    expect(placing()).toBe(1);
  });
});
