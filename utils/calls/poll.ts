/**
 * Asking the service how each call is doing and recording the answer. Errors are kept on the
 * record (`lastError`, shown in the list), never thrown: one failing call or a service outage
 * must not stop the others. A call the service removed (410) is 'cancelled'; one it does not
 * know (404) is 'unknown'. When a call ends, the person is told once (notification, if turned
 * on) and the page it came from gets a callUpdate.
 */
import type { ErrorInfo } from '../errors';
import type { ServiceClient } from '../service/client';
import type { BridgeStatus } from '../service/responses';
import { loadSettings, type Settings } from '../settings/store';
import { loadServiceContext } from './service-context';
import { isDueForRefresh, isOverdue, nextPollAt, schedulePolling } from './schedule';
import { callPhase, deriveState, isReportedEnd, isSettled, type CallPhase } from './records/state';
import { listCalls, updateCall, withCalls } from './records/store';
import type { CallRecord } from './records/types';

/**
 * What the worker does when a checked call changes: tell the agent when it ended (a notification)
 * and the page it came from at every step (the toast). Calls know nothing of notifications or
 * tabs; the background wires them in at start (utils/background/alarms.ts).
 */
export interface CallObserver {
  ended(
    call: CallRecord,
    state: 'answered' | 'not_answered' | 'failed',
    settings: Settings,
  ): Promise<void>;
  changed(call: CallRecord, settings: Settings): Promise<void>;
}
let observer: CallObserver | null = null;
export function observeCalls(next: CallObserver): void {
  observer = next;
}

type Outcome = { status: BridgeStatus } | { error: ErrorInfo };

/** Polls in flight per call: an alarm and a popup refresh at once ask the service only once. */
const inFlight = new Map<string, Promise<CallRecord | undefined>>();

/** Polls the calls that are due now (the alarm's work), then sets the next alarm. */
export async function pollDueCalls(now = Date.now()): Promise<CallRecord[]> {
  const due = await withCalls(async (calls) =>
    calls.filter((call) => {
      const at = nextPollAt(call);
      return at !== null && at <= now;
    }),
  );
  await pollCalls(due, now);
  await schedulePolling();
  return listCalls();
}

/**
 * The popup's refresh (on open, and its Refresh button): polls the running calls and those whose
 * time is near (isDueForRefresh), whatever their last check; the rest wait for the alarm. Then
 * the list.
 */
export async function refreshCalls(now = Date.now()): Promise<CallRecord[]> {
  const open = await withCalls(async (calls) => calls.filter((call) => isDueForRefresh(call, now)));
  await pollCalls(open, now);
  await schedulePolling();
  return listCalls();
}

async function pollCalls(calls: CallRecord[], now: number): Promise<void> {
  if (calls.length === 0) return;
  let context: { settings: Settings; client: ServiceClient };
  try {
    context = await loadServiceContext('bridge');
  } catch (error) {
    // Not configured (token removed…): every call keeps the reason, shown in the list.
    const info = errorInfo(error);
    const settings = await loadSettings();
    await Promise.all(calls.map((call) => record(call.callId, { error: info }, now, settings)));
    return;
  }
  await Promise.all(calls.map((call) => pollCall(call, context.client, context.settings, now)));
}

/** Asks the service about one call and records the answer. */
export function pollCall(
  call: CallRecord,
  client: ServiceClient,
  settings: Settings,
  now = Date.now(),
): Promise<CallRecord | undefined> {
  const running = inFlight.get(call.callId);
  if (running) return running;
  const poll = (async () => {
    if (isOverdue(call, now)) return giveUp(call.callId, now);
    let outcome: Outcome;
    try {
      outcome = {
        status: await client.getBridgeStatus({ callId: call.callId, callFlowId: call.callFlowId }),
      };
    } catch (error) {
      outcome = { error: errorInfo(error) };
    }
    return record(call.callId, outcome, Date.now(), settings);
  })().finally(() => inFlight.delete(call.callId));
  inFlight.set(call.callId, poll);
  return poll;
}

/**
 * Writes what the service said onto the stored record and tells people about the change. The
 * `notified` flag is flipped inside the serialised update, so two polls finishing together
 * notify once.
 */
async function record(
  callId: string,
  outcome: Outcome,
  now: number,
  settings: Settings,
): Promise<CallRecord | undefined> {
  const seen: { previous: CallPhase | null; notify: boolean } = { previous: null, notify: false };
  const updated = await updateCall(callId, (current) => {
    // Cancelled or cleared by the person while the answer was on its way: their word stands.
    if (isSettled(current.state)) return null;
    seen.previous = callPhase(current);
    const next: CallRecord = { ...current, checkedAt: now };
    if ('status' in outcome) {
      next.status = outcome.status;
      next.state = deriveState(outcome.status, current.scheduledAt, now);
      next.lastError = null;
    } else if (outcome.error.status === 410) {
      next.state = 'cancelled';
      next.lastError = null;
    } else if (outcome.error.status === 404) {
      next.state = 'unknown';
      next.lastError = outcome.error;
    } else {
      next.lastError = outcome.error;
    }
    if (isReportedEnd(next.state) && !next.notified) {
      next.notified = true;
      seen.notify = settings.notifications;
    }
    return next;
  });
  if (!updated || seen.previous === null) return updated;
  if (seen.notify && isReportedEnd(updated.state)) {
    await observer?.ended(updated, updated.state, settings);
  }
  // The page's toast follows each step: your phone ringing, the customer's, connected, the end.
  if (callPhase(updated) !== seen.previous) await observer?.changed(updated, settings);
  return updated;
}

async function giveUp(callId: string, now: number): Promise<CallRecord | undefined> {
  return updateCall(callId, (current) =>
    isSettled(current.state)
      ? null
      : {
          ...current,
          state: 'unknown',
          checkedAt: now,
          lastError: {
            code: 'timeout',
            message:
              'The service never reported that this call ended, so Dialbridge stopped checking it.',
          },
        },
  );
}

function errorInfo(error: unknown): ErrorInfo {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  if (info && typeof info.code === 'string') return info;
  return { code: 'internal', message: 'Checking the call failed inside Dialbridge.' };
}
