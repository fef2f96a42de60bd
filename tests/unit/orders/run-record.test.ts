// A bulk run in the history, against the sandbox over HTTP: one record for the file, its counts
// brought up to date at the end (not per request), found by any of its orders' numbers or order
// numbers, and counted in the day's totals by the orders the service took.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewCalls, todayTotals } from '../../../components/calls/history/history-view';
import { listCalls } from '../../../utils/calls';
import { changeOrderBatch, startOrderBatch } from '../../../utils/orders/batch';
import { ensureOrderRun } from '../../../utils/orders/run';
import { DEFAULT_SETTINGS, settingsItem, tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import { batchInput, orderRows, ordersSandbox, realFetch, TOKEN, useVirtualClock } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await ordersSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  useVirtualClock();
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ecommerceUrl: sandbox.url, orderTries: 2 });
  await tokenItem.setValue(TOKEN);
});
afterEach(() => vi.restoreAllMocks());

describe('a bulk run in the history', () => {
  it('is one record with its file, counts and orders, up to date once the run is done', async () => {
    const rows = [...orderRows(3), ['O-9', 'not a number', '1', '5']];
    await startOrderBatch(batchInput(rows));
    const started = await listCalls();
    expect(started.map((call) => [call.kind, call.run?.status])).toEqual([['run', 'running']]);
    await ensureOrderRun();
    const [run, ...others] = await listCalls();
    expect(others).toEqual([]);
    expect(run!.run).toMatchObject({
      fileName: 'orders.csv',
      status: 'done',
      total: 4,
      queued: 3,
      refused: 1,
      failed: 0,
      unknown: 0,
    });
    expect(run!.run!.orders).toEqual([
      ['966550000001', 'O-1'],
      ['966550000002', 'O-2'],
      ['966550000003', 'O-3'],
    ]);
    expect(run!.run!.finishedAt).not.toBeNull();
  });

  it('a cancelled run says so, with what it sent', async () => {
    let sent = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (++sent === 2) await changeOrderBatch('pause');
      return realFetch(input, init);
    });
    await startOrderBatch(batchInput(orderRows(5)));
    await ensureOrderRun();
    expect((await listCalls())[0]!.run).toMatchObject({ status: 'paused', queued: 2 });
    await changeOrderBatch('cancel');
    expect((await listCalls())[0]!.run).toMatchObject({ status: 'cancelled', queued: 2 });
  });

  it('is found by an order number or any written form of an order’s phone, and counts its orders today', async () => {
    await startOrderBatch(batchInput(orderRows(3)));
    await ensureOrderRun();
    const records = await listCalls();
    const now = records[0]!.createdAt;
    for (const query of ['o-2', '055 000 0003', '+966550000001', 'orders.csv']) {
      expect(viewCalls(records, query, 'all', now), query).toHaveLength(1);
    }
    expect(viewCalls(records, 'O-7', 'all', now)).toHaveLength(0);
    expect(viewCalls(records, '0550000009', 'all', now)).toHaveLength(0);
    expect(todayTotals(records, now).calls).toBe(3);
  });
});
