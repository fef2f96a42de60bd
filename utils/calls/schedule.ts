/**
 * When to ask the service about each call, and the one alarm that wakes the background for it.
 * Everything is derived from the stored records (checkedAt, scheduledAt, lastError), so a
 * restarted service worker or browser picks up exactly where it left off.
 *
 * - A scheduled call is first checked a little before its time (SCHEDULE_LEAD_MS).
 * - A call that is due or running is checked every POLL_INTERVAL_MS: Chrome fires alarms at most
 *   every 30 s for a packed extension; the test build (unpacked) may go faster.
 * - After a 429 or 503 with Retry-After, not before the service said.
 * - A call the service never reports as ended is given up on GIVE_UP_AFTER_MS after its end
 *   should have been, so polling cannot go on forever.
 */
import { browser } from '#imports';
import { log } from '../log';
import { isSettled } from './records/state';
import { withCalls } from './records/store';
import type { CallRecord } from './records/types';

export const POLL_ALARM = 'dialbridge-poll';

const TEST_BUILD = import.meta.env.DIALBRIDGE_TEST_BUILD === true;
export const POLL_INTERVAL_MS = TEST_BUILD ? 1_000 : 30_000;
export const SCHEDULE_LEAD_MS = TEST_BUILD ? 1_000 : 15_000;
/** Chrome's floor for a packed extension's alarm; below it Chrome waits 30 s anyway. */
const MIN_ALARM_DELAY_MS = TEST_BUILD ? 500 : 30_000;
export const GIVE_UP_AFTER_MS = 2 * 60 * 60 * 1000;

/** Epoch ms when `call` should next be checked; null when it is settled. */
export function nextPollAt(call: CallRecord): number | null {
  if (isSettled(call.state)) return null;
  const start = call.scheduledAt ?? call.createdAt;
  const checked = call.checkedAt;
  if (call.state === 'scheduled' && call.scheduledAt !== null) {
    const lead = call.scheduledAt - SCHEDULE_LEAD_MS;
    if (checked === null || checked < lead) return lead;
  }
  if (checked === null) return start;
  const retryAfterMs = (call.lastError?.retryAfterSeconds ?? 0) * 1000;
  return checked + Math.max(POLL_INTERVAL_MS, retryAfterMs);
}

/**
 * True when a look at the list (popup open, Refresh) should ask the service about `call` now:
 * a running call, or a scheduled one whose time is near (from SCHEDULE_LEAD_MS before it), as
 * the alarm would. A call scheduled further ahead is left to the alarm, which checks each one a
 * little before its own time: forty calls booked for next week cost no request on opening the
 * popup. Never while the service's Retry-After still runs.
 */
export function isDueForRefresh(call: CallRecord, now: number): boolean {
  if (isSettled(call.state)) return false;
  if (call.state === 'scheduled' && call.scheduledAt !== null) {
    if (now < call.scheduledAt - SCHEDULE_LEAD_MS) return false;
  }
  const retryAfterMs = (call.lastError?.retryAfterSeconds ?? 0) * 1000;
  return call.checkedAt === null || now >= call.checkedAt + retryAfterMs;
}

/** True when the service has had more than long enough to finish the call. */
export function isOverdue(call: CallRecord, now: number): boolean {
  const start = call.scheduledAt ?? call.createdAt;
  return now > start + call.durationMinutes * 60_000 + GIVE_UP_AFTER_MS;
}

/**
 * Sets the poll alarm for the earliest call that needs checking, or clears it when nothing is
 * left to poll. Safe to call any time: one alarm, replaced each time. The list is read and the
 * alarm set (awaited) in one turn of the store's chain: a call recorded meanwhile waits, and the
 * schedulePolling that follows its recording sees it. Without that, a poll that read the list
 * just before a new call was added could clear the alarm after the new call had set it.
 */
export function schedulePolling(now = Date.now()): Promise<number | null> {
  return withCalls(async (calls) => {
    const times = calls.map(nextPollAt).filter((time): time is number => time !== null);
    if (times.length === 0) {
      await browser.alarms.clear(POLL_ALARM);
      return null;
    }
    const when = Math.max(Math.min(...times), now + MIN_ALARM_DELAY_MS);
    // Every service-worker start reschedules; never push back an alarm that is already due
    // sooner, or frequent wake-ups could keep postponing the poll.
    const existing = await browser.alarms.get(POLL_ALARM);
    if (existing && existing.scheduledTime > now && existing.scheduledTime <= when) {
      return existing.scheduledTime;
    }
    await browser.alarms.create(POLL_ALARM, { when });
    return when;
  });
}

/**
 * schedulePolling for after a call was placed or changed: a failure here must never turn a
 * placed call into an error on screen (the person could place it again), so it is only logged.
 * The next popup open or start-up sets the alarm again.
 */
export async function schedulePollingQuietly(): Promise<void> {
  try {
    await schedulePolling();
  } catch (error) {
    log.warn('scheduling polls failed:', error instanceof Error ? error.name : typeof error);
  }
}
