/**
 * Set-up for the bulk run's tests: the real sandbox over HTTP, fakeBrowser storage, and a virtual
 * clock in the run (utils/orders/run-clock.ts) so the pace is read from the times the run asked
 * for, never from the machine's speed. `sends` holds the virtual time of every request that left.
 */
import { vi } from 'vitest';
import { runClock } from '../../../utils/orders/run-clock';
import type { StartBatchInput } from '../../../utils/orders/batch';
import type { BatchMeta } from '../../../utils/orders/batch-types';
import { startSandbox, type Sandbox } from '../../sandbox/server';

/** The real fetch, for tests that wrap the spy's implementation. */
export const realFetch = globalThis.fetch;

export const TOKEN = 'tok-Orders-Secret-9Qz1';

export function ordersSandbox(): Promise<Sandbox> {
  return startSandbox({ token: TOKEN, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
}

export interface VirtualClock {
  now: number;
  sends: number[];
}

/** Virtual time from 1,000,000 ms; sleeping moves it on at once. Restores the real clock after. */
export function useVirtualClock(): VirtualClock {
  const clock: VirtualClock = { now: 1_000_000, sends: [] };
  runClock.now = () => clock.now;
  runClock.sleep = (ms: number) => {
    clock.now += ms;
    return Promise.resolve();
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).includes('/api/v1/order/confirmation')) clock.sends.push(clock.now);
    return realFetch(input, init);
  });
  return clock;
}

export const HEADERS = ['Order #', 'Mobile', 'Qty', 'Total'];
export const MAPPING = { phone: 1, orderNumber: 0, itemsCount: 2, orderCost: 3, type: null };

/** n valid distinct orders: O-1 … O-n, numbers 0550000001 … */
export function orderRows(n: number, prefix = 'O'): string[][] {
  return Array.from({ length: n }, (_, i) => [
    `${prefix}-${i + 1}`,
    `055${String(i + 1).padStart(7, '0')}`,
    String((i % 5) + 1),
    `${100 + i}.50`,
  ]);
}

export function batchInput(rows: string[][], rate = 2): StartBatchInput {
  return {
    fileName: 'orders.csv',
    headers: HEADERS,
    rows,
    mapping: MAPPING,
    options: { callFlowId: 'flow-orders', ratePerSecond: rate },
  };
}

/** A running batch of 100 rows at 4 a second, nothing sent yet; `overrides` say what differs. */
export function runningBatch(overrides: Partial<BatchMeta> = {}): BatchMeta {
  return {
    id: 'b1',
    fileName: 'orders.csv',
    headers: ['phone'],
    mapping: { phone: 0, orderNumber: null, itemsCount: null, orderCost: null, type: null },
    options: { callFlowId: '', tries: 1, tryDelayMinutes: 0, ratePerSecond: 4 },
    total: 100,
    createdAt: 0,
    status: 'running',
    pause: null,
    wait: null,
    rate: 4,
    calmStreak: 0,
    maintenanceStreak: 0,
    lastSentAt: 0,
    cursor: 0,
    counts: {
      toSend: 100,
      sent: 0,
      queued: 0,
      refusedInPreview: 0,
      refusedByService: 0,
      failed: 0,
      unknown: 0,
      remaining: 100,
    },
    finishedAt: null,
    ...overrides,
  };
}
