/**
 * CallState from the service's status record (spec 2.4). The spec names only callStatus 'failed'
 * and the recipient outcomes 'answered' / 'not_answered', and no transitions, so the mapping is
 * careful and leans on isFinalStatus (utils/service) to decide whether the call has ended:
 *
 * While not final:
 * - callStatus scheduled / pending / queued / waiting → 'scheduled' for a call booked for a time;
 *   for a call placed now it is 'calling' (the service has it in hand and is about to ring: the
 *   agent must not read "Scheduled" and be offered Edit for a call that is already on its way);
 * - callStatus empty → 'scheduled' while the scheduled time is still ahead, else 'calling';
 * - anything else (placed, in_progress, ringing, an unknown word) → 'calling'.
 * Once final:
 * - callStatus cancelled / canceled / deleted → 'cancelled';
 * - either recipient not_answered, or callStatus no_answer / not_answered / unanswered / missed
 *   → 'not_answered' (the bridge could not connect because someone did not pick up; this tells
 *   the agent more than 'failed', which the service also reports for it);
 * - callStatus completed / done / ended / success / answered / … → 'answered';
 * - callStatus a failure word (failed, error, busy, rejected, expired, …) → 'failed';
 * - any other final word → 'answered' when both recipients answered, else 'failed'.
 */
import { isFinalStatus, STATUS_WORDS, statusWord } from '../../service/final-status';
import type { BridgeStatus, CallState } from './types';

export function deriveState(
  status: BridgeStatus,
  scheduledAt: number | null,
  now: number,
): CallState {
  const call = statusWord(status.callStatus);
  const first = statusWord(status.firstRecipientStatus);
  const second = statusWord(status.secondRecipientStatus);
  if (!isFinalStatus(status)) {
    if (STATUS_WORDS.waiting.has(call)) return scheduledAt === null ? 'calling' : 'scheduled';
    if (call === '') return scheduledAt !== null && scheduledAt > now ? 'scheduled' : 'calling';
    return 'calling';
  }
  if (STATUS_WORDS.cancelled.has(call)) return 'cancelled';
  if (first === 'not_answered' || second === 'not_answered' || STATUS_WORDS.notAnswered.has(call)) {
    return 'not_answered';
  }
  if (STATUS_WORDS.endedWell.has(call)) return 'answered';
  if (STATUS_WORDS.failed.has(call)) return 'failed';
  // A final word we do not know: the recipients tell what happened.
  return first === 'answered' && second === 'answered' ? 'answered' : 'failed';
}

/** States the service will not change any more: polling stops there. */
export const SETTLED_STATES: ReadonlySet<CallState> = new Set([
  'answered',
  'not_answered',
  'failed',
  'cancelled',
  'unknown',
  'sent',
  'blocked',
]);

export function isSettled(state: CallState): boolean {
  return SETTLED_STATES.has(state);
}

/** The ends a person is told about with a notification. */
export type ReportedEnd = 'answered' | 'not_answered' | 'failed';

export function isReportedEnd(state: CallState): state is ReportedEnd {
  return state === 'answered' || state === 'not_answered' || state === 'failed';
}

/**
 * What a person is told while a bridge runs, from the status record's per-recipient fields: the
 * agent's phone rings first, then the customer's, then both are connected. Outside 'calling',
 * the state itself.
 */
export type CallPhase = CallState | 'agent_ringing' | 'customer_ringing' | 'connected';

export function callPhase(call: { state: CallState; status: BridgeStatus | null }): CallPhase {
  if (call.state !== 'calling' || !call.status) return call.state;
  // Still waiting at the service (scheduled, queued…): nobody's phone rings yet.
  const word = statusWord(call.status.callStatus);
  if (word === '' || STATUS_WORDS.waiting.has(word)) return 'calling';
  const first = statusWord(call.status.firstRecipientStatus);
  const second = statusWord(call.status.secondRecipientStatus);
  if (first === 'answered' && second === 'answered') return 'connected';
  if (first === 'answered') return 'customer_ringing';
  return first === '' ? 'agent_ringing' : 'calling';
}
