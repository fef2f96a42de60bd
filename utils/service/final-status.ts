/**
 * When a bridged call has finished, so a poller can stop. The spec names only 'failed' for
 * callStatus and answered / not_answered for recipients, and no transitions, so the rule is
 * careful (case-insensitive, '-' and ' ' read as '_'):
 * - final when callStatus is a word that means ended (failed, completed, ended, cancelled, …);
 * - final when a recipient is not_answered (the bridge cannot connect) and the call is not
 *   still scheduled;
 * - final when both recipients answered and callStatus is not a word that means still going
 *   (scheduled, placed, in_progress, ringing, connected, …): the call happened and the service
 *   reports it with a word we do not know.
 * Anything else (unknown words with no recipient outcome yet) is not final: polling goes on,
 * and the poller's own time limit ends it.
 */
import type { BridgeStatus } from './responses';

const FINAL = new Set([
  'failed',
  'failure',
  'error',
  'completed',
  'complete',
  'done',
  'ended',
  'finished',
  'success',
  'successful',
  'succeeded',
  'cancelled',
  'canceled',
  'deleted',
  'expired',
  'busy',
  'rejected',
  'no_answer',
  'not_answered',
  'unanswered',
  'missed',
  'hangup',
  'hung_up',
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
  'answered',
  'connected',
  'bridged',
  'ongoing',
]);

const word = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function isFinalStatus(status: BridgeStatus): boolean {
  const call = word(status.callStatus);
  if (FINAL.has(call)) return true;
  const first = word(status.firstRecipientStatus);
  const second = word(status.secondRecipientStatus);
  if ((first === 'not_answered' || second === 'not_answered') && call !== 'scheduled') return true;
  return first === 'answered' && second === 'answered' && !ACTIVE.has(call);
}
