// The pace of a bulk run, worked out by hand: one request at a time at the set rate, half the pace
// after a 429, waits after a 503 that double from 5 s up to 5 minutes, and a quarter more after
// 20 calm answers, never above the lead's rate or below the lowest rate there is.
import { describe, expect, it } from 'vitest';
import type { BatchMeta } from '../../../utils/orders/batch-types';
import {
  afterCalmAnswer,
  afterMaintenance,
  afterRateLimit,
  etaSeconds,
  nextSendAt,
} from '../../../utils/orders/pacing';
import { runningBatch } from './helpers';

const NOW = 5_000_000;

const batch = (overrides: Partial<BatchMeta> = {}) =>
  runningBatch({ lastSentAt: NOW, ...overrides });

describe('pacing', () => {
  it('sends the next request a quarter second after the last at 4 a second, or when a wait ends', () => {
    expect(nextSendAt(batch())).toBe(NOW + 250);
    expect(nextSendAt(batch({ wait: { reason: 'rate-limited', until: NOW + 9_000 } }))).toBe(
      NOW + 9_000,
    );
  });

  it('a 429 halves the pace and waits as Retry-After says, or 2 s without it', () => {
    expect(afterRateLimit(batch(), NOW, 30)).toMatchObject({
      rate: 2,
      calmStreak: 0,
      wait: { reason: 'rate-limited', until: NOW + 30_000 },
    });
    expect(afterRateLimit(batch(), NOW).wait).toEqual({
      reason: 'rate-limited',
      until: NOW + 2000,
    });
    // Never below the lowest rate (0.1 a second).
    expect(afterRateLimit(batch({ rate: 0.15 }), NOW).rate).toBe(0.1);
  });

  it('a 503 waits 5, 10, 20 … seconds up to 5 minutes, or as Retry-After says', () => {
    const waits = [0, 1, 2, 6, 9].map(
      (streak) => afterMaintenance(batch({ maintenanceStreak: streak }), NOW).wait!.until - NOW,
    );
    expect(waits).toEqual([5_000, 10_000, 20_000, 300_000, 300_000]);
    expect(afterMaintenance(batch({ maintenanceStreak: 3 }), NOW, 12)).toMatchObject({
      maintenanceStreak: 4,
      wait: { reason: 'maintenance', until: NOW + 12_000 },
    });
  });

  it('20 calm answers raise the pace by a quarter, never above the lead’s rate', () => {
    const slowed = batch({ rate: 2, calmStreak: 18, maintenanceStreak: 2 });
    const nineteenth = afterCalmAnswer(slowed);
    expect(nineteenth).toMatchObject({ rate: 2, calmStreak: 19, maintenanceStreak: 0, wait: null });
    expect(afterCalmAnswer(nineteenth)).toMatchObject({ rate: 2.5, calmStreak: 0 });
    expect(afterCalmAnswer(batch({ rate: 3.6, calmStreak: 19 })).rate).toBe(4);
  });

  it('says how long the rest takes at the current pace, the wait included; nothing when not running', () => {
    const waiting = batch({ rate: 2, wait: { reason: 'maintenance', until: NOW + 10_000 } });
    expect(etaSeconds(waiting, NOW)).toBe(60);
    expect(etaSeconds(batch({ status: 'paused' }), NOW)).toBeNull();
  });
});
