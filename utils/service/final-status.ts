/**
 * When a bridged call has finished, so a poller can stop. The spec names only 'failed' for
 * callStatus and answered / not_answered for recipients, and no transitions, so the rule is
 * careful (case-insensitive, '-' and ' ' read as '_'):
 * - final when callStatus is a word that means ended (failed, completed, ended, cancelled, …),
 *   including 'answered': the spec uses that word only for an outcome (a recipient's), and the
 *   one callStatus it names, 'failed', is an outcome too, so a callStatus 'answered' is read as
 *   the call's outcome. Read as "connected, still going" instead, a service that keeps saying
 *   'answered' after the call would be polled until the give-up limit; read as the outcome, the
 *   person learns the call connected, which is true either way;
 * - final when a recipient is not_answered (the bridge cannot connect) and the call is not
 *   still scheduled;
 * - final when both recipients answered and callStatus is not a word that means still going
 *   (scheduled, placed, in_progress, ringing, connected, …): the call happened and the service
 *   reports it with a word we do not know.
 * Anything else (unknown words with no recipient outcome yet) is not final: polling goes on,
 * and the poller's own time limit ends it.
 */
import type { BridgeStatus } from './responses';

/** Words the service might use for a call that has ended, grouped by how it ended. The spec
 * names only 'failed'; utils/calls/records/state.ts maps each group to a CallState. */
export const STATUS_WORDS = {
  waiting: new Set(['scheduled', 'pending', 'queued', 'in_queue', 'waiting']),
  cancelled: new Set(['cancelled', 'canceled', 'deleted']),
  notAnswered: new Set(['no_answer', 'not_answered', 'unanswered', 'missed']),
  failed: new Set(['failed', 'failure', 'error', 'busy', 'rejected', 'expired']),
  endedWell: new Set([
    'completed',
    'complete',
    'done',
    'ended',
    'finished',
    'success',
    'successful',
    'succeeded',
    'answered',
    'hangup',
    'hung_up',
  ]),
} as const;

const FINAL: ReadonlySet<string> = new Set([
  ...STATUS_WORDS.cancelled,
  ...STATUS_WORDS.notAnswered,
  ...STATUS_WORDS.failed,
  ...STATUS_WORDS.endedWell,
]);

const ACTIVE = new Set([
  '',
  'scheduled',
  'pending',
  'queued',
  'in_queue',
  'waiting',
  'placed',
  'initiated',
  'started',
  'calling',
  'dialing',
  'dialling',
  'ringing',
  'in_progress',
  'inprogress',
  'progress',
  'running',
  'active',
  'connected',
  'bridged',
  'ongoing',
]);

/** A status as one lower-case word: '-' and ' ' read as '_'. */
export const statusWord = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function isFinalStatus(status: BridgeStatus): boolean {
  const call = statusWord(status.callStatus);
  if (FINAL.has(call)) return true;
  const first = statusWord(status.firstRecipientStatus);
  const second = statusWord(status.secondRecipientStatus);
  if ((first === 'not_answered' || second === 'not_answered') && call !== 'scheduled') return true;
  return first === 'answered' && second === 'answered' && !ACTIVE.has(call);
}
