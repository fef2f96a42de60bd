/**
 * What the agent records after a call in a list, on any row: an outcome and a note (kept on the
 * list and on the call's record, so the history shows them), a "Call back" that books one
 * scheduled bridge, and "Retry not answered", which puts the unanswered back in the queue.
 */
import { markDoNotCall } from '../calling-rules/acts/do-not-call-changes';
import { createBridgeCall } from '../calls/create';
import { refusedForSure } from '../calls/duplicate-guard';
import { updateCall } from '../calls/records/store';
import type { CallRecord } from '../calls/records/types';
import { noList, refused } from './refused';
import { formFor } from './run';
import { updateList } from './store';
import type { CallList, ListEntry, ListOutcome } from './types';
import { wentUnanswered } from './unanswered';
import { MAX_LENGTH } from '../limits';
import { withPlus } from '../phone';

/**
 * The agent's outcome and note for one entry, and on the record of its call when it has one.
 * With `callBackAt` (a "Call back" outcome), a bridge to the customer is booked for then: once
 * per entry, the agent's deliberate act, so the day's already-called question is not asked (the
 * guard against a live or just-placed call to them still holds).
 */
export async function markEntry(
  entryId: string,
  outcome: ListOutcome,
  note: string,
  callBackAt: number | null = null,
): Promise<void> {
  if (callBackAt !== null && outcome !== 'call-back') {
    throw refused('Choose the outcome "Call back" to book a call back.');
  }
  const kept = note.trim().slice(0, MAX_LENGTH.outcomeNote);
  const entry = await updateList((list) => {
    const index = list?.entries.findIndex((other) => other.id === entryId) ?? -1;
    if (!list || index < 0) throw noList();
    const next = structuredClone(list);
    const marked = next.entries[index]!;
    if (callBackAt !== null && marked.callBack) {
      throw refused('A call back is already booked for this customer. See it in the history.');
    }
    marked.outcome = outcome;
    marked.note = kept;
    // Claimed before the create leaves: a second Save cannot book a second call back.
    if (callBackAt !== null) marked.callBack = { callId: '', at: callBackAt };
    return { list: next, result: structuredClone(marked) };
  });
  if (entry.callId) await updateCall(entry.callId, (call) => withOutcome(call, outcome, kept));
  // The customer's opt-out holds everywhere at once: the team's list, and their booked calls.
  if (outcome === 'do-not-call')
    await markDoNotCall(withPlus(entry.dial), { surface: 'call-list' });
  if (callBackAt !== null) await bookCallBack(entry, callBackAt);
}

function withOutcome(call: CallRecord, outcome: ListOutcome, note: string): CallRecord {
  const { outcome: _outcome, note: _note, ...rest } = call;
  return { ...rest, ...(outcome && { outcome }), ...(note && { note }) };
}

async function bookCallBack(entry: ListEntry, callAt: number): Promise<void> {
  let callId = '';
  let placedNothing = false;
  try {
    const form = { ...(await formFor(entry)), callAt };
    const call = await createBridgeCall(form, 'list', { surface: 'call-back' }, false, false);
    callId = call.callId;
  } catch (error) {
    placedNothing = refusedForSure(error);
    throw error;
  } finally {
    await updateList((list) => {
      const next = list && structuredClone(list);
      const booked = next?.entries.find((other) => other.id === entry.id);
      if (!next || !booked?.callBack) return { list, result: undefined };
      // Refused for sure: nothing was booked, the claim goes and the agent may try again. No
      // answer: it may have been booked, so the claim stays (no id) and nothing is booked twice.
      if (callId) booked.callBack.callId = callId;
      else if (placedNothing) delete booked.callBack;
      return { list: next, result: undefined };
    });
  }
}

/**
 * Puts every unanswered entry back in the queue (changing `list`), asked for by the agent: their
 * next create is not asked about today's first call (the guard against a live or just-placed call
 * still holds). Their notes stay.
 */
export function requeueUnanswered(list: CallList): void {
  const unanswered = list.entries.filter(wentUnanswered);
  if (unanswered.length === 0) throw refused('Nobody in this list went unanswered.');
  for (const entry of unanswered) {
    entry.status = 'waiting';
    entry.callId = null;
    entry.callState = null;
    entry.error = null;
    entry.outcome = '';
    entry.againToday = true;
  }
  if (list.state === 'done' || list.state === 'stopped') {
    list.state = 'paused';
    list.pausedBecause = 'agent';
  }
}
