// The bulk run against the sandbox over HTTP: once per order, paced, 429/503/401 handled.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeOrderBatch,
  currentView,
  orderResults,
  ordersContext,
  startOrderBatch,
} from '../../../utils/orders/batch';
import { ensureOrderRun } from '../../../utils/orders/run';
import { forgetUnknownOrders, settleUnknown } from '../../../utils/orders/settle';
import { DEFAULT_SETTINGS, settingsItem, tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import {
  batchInput,
  orderRows,
  ordersSandbox,
  realFetch,
  TOKEN,
  useVirtualClock,
  type VirtualClock,
} from './helpers';

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
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ecommerceUrl: sandbox.url, orderTries: 2 });
  await tokenItem.setValue(TOKEN);
});
afterEach(() => vi.restoreAllMocks());

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe('a batch of orders', () => {
  it('sends each accepted row once, in file order, with an Idempotency-Key per row', async () => {
    const rows = [
      ...orderRows(3),
      ['O-2', '0559999999', '1', '5'],
      ['O-9', 'not a number', '1', '5'],
      ['', '0551111111', '1', '5'],
    ];
    const view = await startOrderBatch(batchInput(rows));
    expect(view.counts).toMatchObject({ toSend: 3, refusedInPreview: 3, remaining: 3 });
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']);
    expect(sandbox.requests[0]?.form).toEqual({
      phone: '966550000001',
      call_flow_id: 'flow-orders',
      order_number: 'O-1',
      tries: '2',
      try_delay: String(DEFAULT_SETTINGS.orderTryDelayMinutes),
      items_count: '1',
      order_cost: '100.5',
    });
    const keys = sandbox.requests.map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect((await currentView())?.status).toBe('done');
    const results = await orderResults();
    expect(results?.outcomes.map((o) => o.state)).toEqual([
      'queued',
      'queued',
      'queued',
      'refused',
      'refused',
      'refused',
    ]);
    expect(results?.outcomes.slice(3).map((o) => o.refusal)).toEqual([
      'duplicate-in-file',
      'invalid-phone',
      'missing-order-number',
    ]);
    expect(results?.outcomes[0]?.message).toBe('Call in queue');
  });

  it('keeps the pace: one request per 1/rate seconds', async () => {
    await startOrderBatch(batchInput(orderRows(6), 4));
    await ensureOrderRun();
    expect(clock.sends).toHaveLength(6);
    for (const gap of gaps(clock.sends)) expect(gap).toBeGreaterThanOrEqual(250);
  });

  it('on 429 waits as Retry-After says, slows down, and sends the row once afterwards', async () => {
    sandbox.setFault({ status: 429, retryAfter: 7, times: 1, path: '/api/v1/order/confirmation' });
    await startOrderBatch(batchInput(orderRows(4), 4));
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3', 'O-4']);
    const [refused, ...after] = clock.sends;
    expect(after[0]! - refused!).toBeGreaterThanOrEqual(7_000);
    // Half the pace after the 429: 2 a second, 500 ms apart.
    for (const gap of gaps(after)) expect(gap).toBeGreaterThanOrEqual(500);
    expect((await currentView())?.rate).toBe(2);
    // The row's second try carries the same Idempotency-Key as the refused one.
    expect(sandbox.requests[0]?.status).toBe(429);
    expect(sandbox.requests[1]?.idempotencyKey).toBe(sandbox.requests[0]?.idempotencyKey);
    expect(sandbox.requests[2]?.idempotencyKey).not.toBe(sandbox.requests[0]?.idempotencyKey);
  });

  it('on 503 waits and tries again later, without losing or repeating an order', async () => {
    sandbox.setMaintenance({ retryAfter: 3 });
    let refusals = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      clock.sends.push(clock.now);
      const answer = await realFetch(input, init);
      if (answer.status === 503 && ++refusals === 3) sandbox.setMaintenance(null);
      return answer;
    });
    await startOrderBatch(batchInput(orderRows(3)));
    await ensureOrderRun();
    expect(refusals).toBe(3);
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']);
    for (const gap of gaps(clock.sends.slice(0, 4))) expect(gap).toBeGreaterThanOrEqual(3_000);
  });

  it('without Retry-After, 503s back off 5 s, 10 s, 20 s, 40 s', async () => {
    sandbox.setMaintenance({});
    let refusals = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      clock.sends.push(clock.now);
      const answer = await realFetch(input, init);
      if (answer.status === 503 && ++refusals === 4) sandbox.setMaintenance(null);
      return answer;
    });
    await startOrderBatch(batchInput(orderRows(1)));
    await ensureOrderRun();
    // 40 s is longer than the loop waits in memory: it ends, and the heartbeat brings it back.
    expect((await currentView())?.wait).toMatchObject({ reason: 'maintenance' });
    expect(sandbox.orderNumbers()).toEqual([]);
    clock.now += 40_000;
    await ensureOrderRun();
    expect(gaps(clock.sends)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(sandbox.orderNumbers()).toEqual(['O-1']);
  });

  it('on 401 stops, says why, and sends nothing more until resumed', async () => {
    await tokenItem.setValue('a-wrong-token');
    await startOrderBatch(batchInput(orderRows(3)));
    await ensureOrderRun();
    const view = await currentView();
    expect(view).toMatchObject({ status: 'paused', pause: { reason: 'unauthorized' } });
    expect(view?.pause?.message).toMatch(/rejected the API token/);
    expect(view?.counts).toMatchObject({ sent: 0, remaining: 3 });
    expect(sandbox.requests).toHaveLength(1);
    await tokenItem.setValue(TOKEN);
    await changeOrderBatch('resume');
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']);
  });

  it('an outage pauses the run at the first unanswered request: one unknown row, the rest sent once on resume', async () => {
    let down = false;
    let sent = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (++sent === 3) down = true;
      if (down) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    await startOrderBatch(batchInput(orderRows(6)));
    await ensureOrderRun();
    const view = await currentView();
    expect(view).toMatchObject({ status: 'paused', pause: { reason: 'unreachable' } });
    expect(view?.counts).toMatchObject({ queued: 2, unknown: 1, remaining: 3 });
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2']);
    expect(sent).toBe(3);
    // The service answers again; Resume goes on past the unknown row, which is not re-sent.
    down = false;
    await changeOrderBatch('resume');
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-4', 'O-5', 'O-6']);
    expect((await orderResults())?.outcomes.map((o) => o.state)).toEqual([
      'queued',
      'queued',
      'unknown',
      'queued',
      'queued',
      'queued',
    ]);
  });

  it('unknown rows are settled only by the person: one sent again (same key), one marked as not sent', async () => {
    await startOrderBatch(batchInput(orderRows(4)));
    // Two outages: O-2 and then O-4 end unknown; resuming past each.
    let sends = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      sends++;
      if (sends === 2 || sends === 4) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    await ensureOrderRun();
    await changeOrderBatch('resume');
    await ensureOrderRun();
    await changeOrderBatch('resume');
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-3']);
    expect((await currentView())?.counts).toMatchObject({ unknown: 2, remaining: 0 });
    expect((await currentView())?.status).toBe('done');

    await settleUnknown([3], 'not-sent');
    // "Send again" sends: the finished batch runs again for that row, with no Resume to press.
    const resent = await settleUnknown([1], 'resend');
    expect(resent).toMatchObject({ status: 'running', counts: { unknown: 0, remaining: 1 } });
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-3', 'O-2']);
    const keys = sandbox.requests.filter((r) => r.form.order_number === 'O-2');
    // The row's own key (batch id, row 1): a service that saw the lost request queues it once.
    expect(keys.at(-1)?.idempotencyKey).toMatch(/\.1"$/);
    const results = await orderResults();
    expect(results?.outcomes.map((o) => [o.state, o.settled])).toEqual([
      ['queued', undefined],
      ['queued', 'resend'],
      ['queued', undefined],
      ['failed', 'not-sent'],
    ]);
    // The next file may send O-4 (marked not sent); O-2 stays confirmed.
    await changeOrderBatch('clear');
    expect((await ordersContext()).sentBefore.map(([order]) => order).sort()).toEqual([
      'O-1',
      'O-2',
      'O-3',
    ]);
  });

  it('an order an earlier file left unknown is refused by the next preview until forgotten', async () => {
    vi.mocked(globalThis.fetch).mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await startOrderBatch(batchInput(orderRows(1)));
    await ensureOrderRun();
    await changeOrderBatch('cancel');
    await changeOrderBatch('clear');
    expect((await ordersContext()).sentBefore).toEqual([['O-1', 'unknown']]);
    await forgetUnknownOrders(['O-1']);
    expect((await ordersContext()).sentBefore).toEqual([]);
  });

  it('pause stops sending; cancel leaves the rest unsent', async () => {
    let sent = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (++sent === 2) await changeOrderBatch('pause');
      return realFetch(input, init);
    });
    await startOrderBatch(batchInput(orderRows(5)));
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2']);
    expect((await currentView())?.status).toBe('paused');
    await changeOrderBatch('cancel');
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2']);
    expect((await currentView())?.counts).toMatchObject({ queued: 2, remaining: 3 });
  });

  it('the next file is refused the orders this browser already confirmed', async () => {
    await startOrderBatch(batchInput(orderRows(2)));
    await ensureOrderRun();
    await changeOrderBatch('clear');
    expect((await ordersContext()).sentBefore).toEqual([
      ['O-1', 'queued'],
      ['O-2', 'queued'],
    ]);
    const view = await startOrderBatch(batchInput(orderRows(3)));
    expect(view.counts).toMatchObject({ toSend: 1, refusedInPreview: 2 });
    await ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']);
  });

  it('5,000 valid distinct orders: exactly 5,000 requests, each order once', async () => {
    await startOrderBatch(batchInput(orderRows(5_000), 50));
    await ensureOrderRun();
    const numbers = sandbox.orderNumbers();
    expect(numbers).toHaveLength(5_000);
    expect(new Set(numbers).size).toBe(5_000);
    expect(sandbox.requests).toHaveLength(5_000);
    expect((await currentView())?.counts).toMatchObject({ queued: 5_000, remaining: 0 });
  }, 300_000); // ~50 s on a quiet 2-core machine: 5,000 real HTTP requests to the sandbox
});
