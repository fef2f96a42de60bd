/**
 * Running a call list in the background worker: place the next call, follow it to its end, wait
 * the agent's pause (or their Next), place the one after. Every step is derived from the stored
 * list, so a worker that stopped and woke up (a poll alarm, this list's alarm, a message from the
 * page) carries on from where the last one was.
 *
 * Never twice: an entry is marked 'placing' in storage before its create leaves. A worker that
 * finds such an entry at start-up cannot know whether the service took it, so the entry becomes
 * 'unsure' and the list pauses for the agent to say (./control.ts resolveAttempt).
 */
import { browser } from '#imports';
import { createBridgeCall } from '../calls/create';
import { refusedForSure } from '../calls/duplicate-guard';
import { callPhase, isSettled } from '../calls/records/state';
import { listCalls } from '../calls/records/store';
import type { BridgeForm, CallRecord } from '../calls/records/types';
import { gotNoAnswer, type ErrorInfo } from '../errors';
import { loadSettings } from '../settings/store';
import { listSessionItem, updateList } from './store';
import type { CallList, ListEntry } from './types';
import { withPlus } from '../phone';

export const LIST_ALARM = 'dialbridge-call-list';

/** The entry whose create this worker is sending right now (none after a restart). */
let placingNow: string | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;

type Step = { place: ListEntry } | { wakeAt: number } | null;

/** Does whatever the running list needs now: nothing, wait, place the next call, or finish. */
export async function stepList(now = Date.now()): Promise<void> {
  const step = await updateList<Step>((list) => {
    if (!list || list.state !== 'running') return { list, result: null };
    const current = list.current === null ? undefined : list.entries[list.current];
    if (current && ['placing', 'calling', 'unsure'].includes(current.status)) {
      return { list, result: null };
    }
    if (current?.status === 'ended') {
      if (list.nextAt === null) return { list, result: null }; // the agent's Next
      if (list.nextAt > now) return { list, result: { wakeAt: list.nextAt } };
    }
    const next = structuredClone(list);
    const index = next.entries.findIndex((entry) => entry.status === 'waiting');
    next.nextAt = null;
    if (index < 0) {
      next.state = 'done';
      return { list: next, result: null };
    }
    const entry = next.entries[index]!;
    entry.status = 'placing';
    entry.error = null;
    next.current = index;
    return { list: next, result: { place: entry } };
  });
  if (step && 'wakeAt' in step) wakeAt(step.wakeAt);
  if (step && 'place' in step) await place(step.place);
}

/** The bridge form of an entry: agent, flow and duration from Settings, placed now. */
export async function formFor(entry: ListEntry): Promise<BridgeForm> {
  const settings = await loadSettings();
  return {
    customerNumber: withPlus(entry.dial),
    // None known: validateBridgeForm sends UNNAMED_CUSTOMER, as for any bridge.
    customerName: entry.name,
    agentNumber: '',
    agentName: '',
    callFlowId: '',
    durationMinutes: settings.bridgeDurationMinutes,
    callAt: null,
  };
}

/** Sends the create (the guarded path every bridged call takes) and records what came back. */
async function place(entry: ListEntry): Promise<void> {
  placingNow = entry.id;
  let outcome: { call: CallRecord } | { error: ErrorInfo; sure: boolean };
  try {
    const repeat = !!entry.repeat;
    const askAboutToday = !repeat && !entry.againToday;
    const form = await formFor(entry);
    const call = await createBridgeCall(
      form,
      'list',
      { surface: 'call-list' },
      repeat,
      askAboutToday,
    );
    outcome = { call };
  } catch (error) {
    outcome = { error: errorInfo(error), sure: refusedForSure(error) };
  } finally {
    placingNow = null;
  }
  await updateList((list) => {
    const index = list?.entries.findIndex((other) => other.id === entry.id) ?? -1;
    if (!list || list.entries[index]?.status !== 'placing') return { list, result: undefined };
    const next = structuredClone(list);
    const placed = next.entries[index]!;
    delete placed.repeat;
    delete placed.againToday;
    if ('call' in outcome) {
      placed.status = 'calling';
      placed.callId = outcome.call.callId;
      placed.callState = outcome.call.state;
    } else if (outcome.error.blocked) {
      // A team rule: outside the hours the list waits for the agent (and says until when); a
      // number on the do-not-call list or past the day's cap is skipped, and the list goes on.
      placed.error = outcome.error;
      if (outcome.error.blocked.rule === 'hours') {
        placed.status = 'waiting';
        if (next.state === 'running') {
          next.state = 'paused';
          next.pausedBecause = 'hours';
          next.resumeAt = outcome.error.blocked.nextAllowedAt;
        }
      } else {
        placed.status = 'skipped';
      }
    } else {
      placed.status = outcome.sure ? 'failed' : 'unsure';
      placed.error = outcome.error;
      if (next.state === 'running') {
        next.state = 'paused';
        next.pausedBecause = outcome.sure
          ? 'failed'
          : gotNoAnswer(outcome.error)
            ? 'unreachable'
            : 'unsure';
      }
    }
    return { list: next, result: undefined };
  });
  await followCalls(await listCalls());
  if ('error' in outcome && outcome.error.blocked && outcome.error.blocked.rule !== 'hours')
    await stepList();
}

/**
 * Copies the state of each listed call from the calls store (kept up to date by the poller) and,
 * when the current call has ended, sets when the next one starts. A call no longer in the store
 * (the agent cleared the history) cannot be followed: it counts as ended, state unknown.
 */
export async function followCalls(calls: readonly CallRecord[], now = Date.now()): Promise<void> {
  const changed = await updateList((list) => {
    if (!list) return { list, result: false };
    let next: CallList | null = null;
    list.entries.forEach((entry, index) => {
      if (entry.status !== 'calling') return;
      const call = calls.find((other) => other.callId === entry.callId);
      const state = call?.state ?? 'unknown';
      const phase = call ? callPhase(call) : state;
      if (!isSettled(state) && state === entry.callState && phase === entry.phase) return;
      next ??= structuredClone(list);
      const followed = next.entries[index]!;
      followed.callState = state;
      followed.phase = phase;
      if (!isSettled(state)) return;
      followed.status = 'ended';
      if (index !== next.current) return;
      next.nextAt = next.pauseSeconds === null ? null : now + next.pauseSeconds * 1000;
      // The last call ended: nothing to wait for, no Next to click.
      const waiting = next.entries.some((other) => other.status === 'waiting');
      if (!waiting && next.state === 'running') {
        next.state = 'done';
        next.nextAt = null;
      }
    });
    return { list: next ?? list, result: next !== null };
  });
  if (changed) await stepList(now);
}

/**
 * At the worker's start. In a new browser session a running list comes back paused ('restart');
 * an entry left 'placing' by a worker that stopped becomes 'unsure' and the list pauses.
 */
export async function recoverList(): Promise<void> {
  const newSession = !(await listSessionItem.getValue());
  if (newSession) await listSessionItem.setValue(true);
  await updateList((list) => {
    if (!list) return { list, result: undefined };
    const stranded = (entry: ListEntry) => entry.status === 'placing' && entry.id !== placingNow;
    const anyStranded = list.entries.some(stranded);
    if (!anyStranded && !(newSession && list.state === 'running'))
      return { list, result: undefined };
    const next = structuredClone(list);
    for (const entry of next.entries) if (stranded(entry)) entry.status = 'unsure';
    if (next.state === 'running') {
      next.state = 'paused';
      next.pausedBecause = newSession ? 'restart' : 'unsure';
    }
    return { list: next, result: undefined };
  });
}

/** A timer for the worker that is awake, and an alarm for one that stopped meanwhile. */
function wakeAt(at: number): void {
  clearTimeout(wakeTimer);
  wakeTimer = setTimeout(() => void stepList(), Math.max(0, at - Date.now()));
  void browser.alarms.create(LIST_ALARM, { when: at });
}

function errorInfo(error: unknown): ErrorInfo {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  if (info && typeof info.code === 'string') return info;
  return { code: 'internal', message: 'Placing the call failed inside Dialbridge.' };
}
