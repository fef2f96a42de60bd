/**
 * How much call history this browser keeps (stated in docs/using.md, "Call history"):
 * - every call of the last KEEP_DAYS days, and at least the newest KEEP_AT_LEAST calls however
 *   old, whichever is more;
 * - never more than KEEP_AT_MOST calls: past that the oldest ended calls go first;
 * - a call that is still scheduled or under way is never dropped to make room — it is the agent's
 *   booking, and the poller needs its record to report how it ended.
 * The bound keeps the one storage item small enough to rewrite on every change (about 0.7 kB a
 * record, so KEEP_AT_MOST is about 2 MB of the 10 MB storage.local allows).
 */
import { isSettled } from './state';
import type { CallRecord } from './types';

export const KEEP_DAYS = 30;
export const KEEP_AT_LEAST = 500;
export const KEEP_AT_MOST = 3_000;

const DAY_MS = 24 * 60 * 60_000;

/** The records to keep, newest first. */
export function retainCalls(calls: readonly CallRecord[], now: number): CallRecord[] {
  const newestFirst = [...calls].sort((a, b) => b.createdAt - a.createdAt);
  const since = now - KEEP_DAYS * DAY_MS;
  const open = newestFirst.filter((call) => !isSettled(call.state)).length;
  // Room for ended calls once every open one is kept.
  let room = Math.max(0, KEEP_AT_MOST - open);
  return newestFirst.filter((call, index) => {
    if (!isSettled(call.state)) return true;
    const wanted = index < KEEP_AT_LEAST || call.createdAt >= since;
    if (!wanted || room === 0) return false;
    room--;
    return true;
  });
}
