// A worker stopped, or the browser closed, while an order was on its way: the row is reported
// "unknown — may have been queued" and never sent again; a worker restart goes on by itself, a
// browser restart resumes paused. A stopped worker is played by a request that never answers and
// a fresh copy of the modules (vi.resetModules) over the same storage.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, settingsItem, tokenItem } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import { batchInput, orderRows, ordersSandbox, realFetch, TOKEN } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await ordersSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ecommerceUrl: sandbox.url });
  await tokenItem.setValue(TOKEN);
});
afterEach(() => vi.restoreAllMocks());

/** A fresh worker: new module instances (run loop, queues, clock) over the same storage. */
async function freshWorker() {
  vi.resetModules();
  const clock = await import('../../../utils/orders/run-clock');
  clock.runClock.sleep = () => Promise.resolve();
  return {
    batch: await import('../../../utils/orders/batch'),
    run: await import('../../../utils/orders/run'),
  };
}

/** Starts 5 orders; the 3rd request reaches the service but its answer never comes back. */
async function startAndStallOnThird() {
  let orders = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).includes('/order/confirmation') && ++orders === 3) {
      void realFetch(input, init).catch(() => undefined);
      return new Promise<Response>(() => undefined);
    }
    return realFetch(input, init);
  });
  const first = await freshWorker();
  await first.batch.startOrderBatch(batchInput(orderRows(5), 50));
  await vi.waitFor(() => expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']), {
    timeout: 10_000,
    interval: 20,
  });
}

describe('an order on its way when Dialbridge stopped', () => {
  it('worker stopped: the row becomes unknown, never re-sent, and the run goes on', async () => {
    await startAndStallOnThird();
    const second = await freshWorker();
    await second.run.ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3', 'O-4', 'O-5']);
    const results = await second.batch.orderResults();
    expect(results?.outcomes.map((o) => o.state)).toEqual([
      'queued',
      'queued',
      'unknown',
      'queued',
      'queued',
    ]);
    expect(results?.outcomes[2]?.message).toMatch(/may have been queued/);
    expect((await second.batch.currentView())?.counts).toMatchObject({
      sent: 5,
      queued: 4,
      unknown: 1,
      remaining: 0,
    });
    // The next file does not send it silently either.
    await second.batch.changeOrderBatch('clear');
    const next = await second.batch.startOrderBatch(batchInput(orderRows(3), 50));
    expect(next.counts).toMatchObject({ toSend: 0, refusedInPreview: 3 });
    const refusals = (await second.batch.orderResults())?.outcomes.map((o) => o.refusal);
    expect(refusals).toEqual(['already-confirmed', 'already-confirmed', 'maybe-sent-before']);
  });

  it('browser restarted: paused and says so, the row unknown; resume sends the rest', async () => {
    await startAndStallOnThird();
    await fakeBrowser.storage.session.clear();
    const second = await freshWorker();
    await second.run.ensureOrderRun();
    const view = await second.batch.currentView();
    expect(view).toMatchObject({ status: 'paused', pause: { reason: 'browser-restarted' } });
    expect(view?.counts).toMatchObject({ unknown: 1, remaining: 2 });
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3']);
    await second.batch.changeOrderBatch('resume');
    await second.run.ensureOrderRun();
    expect(sandbox.orderNumbers()).toEqual(['O-1', 'O-2', 'O-3', 'O-4', 'O-5']);
    expect((await second.batch.currentView())?.status).toBe('done');
  });
});
