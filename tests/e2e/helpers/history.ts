/**
 * Call records written straight into the extension's storage (the 'calls' item of
 * utils/calls/records/store.ts), for history tests that need many calls, or calls of other days, without
 * placing them. Times are relative to the browser's own clock, read in the page.
 */
import type { Page } from '@playwright/test';
import type { CallRecord, CallState } from '../../../utils/calls/records/types';

declare const chrome: { storage: { local: { set(items: object): Promise<void> } } };

export interface Seed {
  id: string;
  name: string;
  dial: string;
  state: CallState;
  /** Minutes before now the call was placed (negative: booked ahead). */
  minutesAgo: number;
  kind?: CallRecord['kind'];
  orderNumber?: string;
  message?: string;
}

export function record(
  seed: Seed,
  now: number,
  agent = { name: 'Amal Agent', number: '966501112222' },
): CallRecord {
  // A call meant for today stays today even when the test runs just after midnight: clamped to
  // the first moments of the day, keeping the seeds' order.
  const startOfDay = new Date(now).setHours(0, 0, 0, 0);
  const today = seed.minutesAgo >= 0 && seed.minutesAgo < 24 * 60;
  const at = today
    ? Math.max(now - seed.minutesAgo * 60_000, startOfDay + (24 * 60 - seed.minutesAgo))
    : now - seed.minutesAgo * 60_000;
  const ahead = seed.minutesAgo < 0;
  return {
    callId: seed.id,
    callFlowId: seed.kind && seed.kind !== 'bridge' ? '' : 'flow-bridge',
    agent: seed.kind && seed.kind !== 'bridge' ? { name: '', number: '' } : agent,
    customer: { name: seed.name, number: seed.dial },
    durationMinutes: seed.kind && seed.kind !== 'bridge' ? 0 : 10,
    callTime: null,
    scheduledAt: ahead ? at : null,
    createdAt: ahead ? now : at,
    origin: 'popup',
    state: seed.state,
    status: null,
    checkedAt: null,
    lastError: null,
    notified: true,
    ...(seed.kind && { kind: seed.kind }),
    ...(seed.orderNumber && { orderNumber: seed.orderNumber }),
    ...(seed.message && { message: seed.message }),
  };
}

/** Replaces the stored history with `seeds` (times from the page's clock), then reloads. */
export async function seedHistory(page: Page, seeds: Seed[] | { count: number }): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  const records = Array.isArray(seeds)
    ? seeds.map((seed) => record(seed, now))
    : manyCalls(seeds.count, now);
  await page.evaluate(async (calls) => {
    await chrome.storage.local.set({ calls });
  }, records);
  await page.reload();
}

const STATES: CallState[] = ['answered', 'answered', 'not_answered', 'failed', 'answered'];

/** `count` ended calls, one every 7 minutes back from now, names and numbers all different. */
export function manyCalls(count: number, now: number): CallRecord[] {
  return Array.from({ length: count }, (_, n) =>
    record(
      {
        id: `seed-${n}`,
        name: n % 2 ? `Customer ${n}` : `عميل ${n}`,
        dial: `9665${String(10_000_000 + n * 37).padStart(8, '0')}`,
        state: STATES[n % STATES.length]!,
        minutesAgo: 3 + n * 7,
      },
      now,
    ),
  );
}
