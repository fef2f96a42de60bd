/**
 * The pace of a bulk run (pure). Requests go one at a time, at most `rate` a second. A 429 halves
 * the pace (never below the lowest rate in utils/limits.ts) and waits as Retry-After says; CALM_STREAK answers without one
 * raise it by a quarter, up to the rate the lead set. A 503 waits as Retry-After says, or
 * 5 s, 10 s, 20 s … up to 5 minutes when the service gives no time.
 */
import { ORDER_RATE_PER_SECOND } from '../limits';
import type { BatchMeta } from './batch-types';

export const DEFAULT_RATE = 2;
export const CALM_STREAK = 20;
/** A 429 without Retry-After: wait this long before the next request. */
const RATE_LIMIT_FALLBACK_SECONDS = 2;
const MAINTENANCE_FIRST_SECONDS = 5;
const MAINTENANCE_MAX_SECONDS = 300;

/** When the next request may leave. */
export function nextSendAt(meta: BatchMeta): number {
  return Math.max(meta.wait?.until ?? 0, meta.lastSentAt + 1000 / meta.rate);
}

export function afterRateLimit(
  meta: BatchMeta,
  now: number,
  retryAfterSeconds?: number,
): BatchMeta {
  const seconds = retryAfterSeconds ?? RATE_LIMIT_FALLBACK_SECONDS;
  return {
    ...meta,
    rate: Math.max(ORDER_RATE_PER_SECOND.min, meta.rate / 2),
    calmStreak: 0,
    wait: { reason: 'rate-limited', until: now + seconds * 1000 },
  };
}

export function afterMaintenance(
  meta: BatchMeta,
  now: number,
  retryAfterSeconds?: number,
): BatchMeta {
  const backoff = Math.min(
    MAINTENANCE_MAX_SECONDS,
    MAINTENANCE_FIRST_SECONDS * 2 ** meta.maintenanceStreak,
  );
  return {
    ...meta,
    maintenanceStreak: meta.maintenanceStreak + 1,
    wait: { reason: 'maintenance', until: now + (retryAfterSeconds ?? backoff) * 1000 },
  };
}

/** An answer that was not a 429 or 503: the wait is over and the pace may climb back. */
export function afterCalmAnswer(meta: BatchMeta): BatchMeta {
  const streak = meta.calmStreak + 1;
  const climb = streak >= CALM_STREAK;
  return {
    ...meta,
    wait: null,
    maintenanceStreak: 0,
    calmStreak: climb ? 0 : streak,
    rate: climb ? Math.min(meta.options.ratePerSecond, meta.rate * 1.25) : meta.rate,
  };
}

/** Seconds to send what remains at the current pace, the current wait included. */
export function etaSeconds(meta: BatchMeta, now: number): number | null {
  if (meta.status !== 'running') return null;
  const waiting = Math.max(0, (meta.wait?.until ?? 0) - now) / 1000;
  return Math.ceil(waiting + meta.counts.remaining / meta.rate);
}
