/**
 * What one order's answer means for the row and for the whole run (pure). The interface names
 * 429 (slow down), 503 (maintenance, try again later) and 401 (wrong credential); creating a call
 * is not idempotent, so only an answer saying the service did not take the request puts the row
 * back in line, and an answer that may hide a queued call is never re-sent.
 */
import { gotNoAnswer, type ErrorCode, type ErrorInfo } from '../errors';
import type { BatchMeta, PauseReason, RowOutcome } from './batch-types';
import { afterCalmAnswer, afterMaintenance, afterRateLimit } from './pacing';

export type AnswerEffect =
  /**
   * The row has its outcome; the run goes on, unless `pause` says every next row would get no
   * answer either (one outage leaves one unknown row, not a file of them).
   */
  | { kind: 'row'; outcome: RowOutcome; pause?: { reason: 'unreachable'; message: string } }
  /** Not processed: the row stays pending and the run waits (Retry-After, or our backoff). */
  | { kind: 'wait'; reason: 'rate-limited' | 'maintenance'; retryAfterSeconds?: number }
  /** Not processed, and every other row would get the same answer: the run pauses. */
  | { kind: 'pause'; reason: PauseReason; message: string };

/** Answers every next row would get too: the run pauses for the person to put it right. */
const PAUSE_FOR: Partial<Record<ErrorCode, PauseReason>> = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'wrong-address',
  'method-not-allowed': 'wrong-address',
  'not-acceptable': 'wrong-address',
  'not-configured': 'not-configured',
};

export function answerEffect(dial: string, answer: { message: string } | ErrorInfo): AnswerEffect {
  if (!('code' in answer)) {
    return { kind: 'row', outcome: { state: 'queued', dial, message: answer.message } };
  }
  const words = answer.serviceMessage
    ? `${answer.message} (${answer.serviceMessage})`
    : answer.message;
  const row = (state: RowOutcome['state']): AnswerEffect => ({
    kind: 'row',
    outcome: {
      state,
      dial,
      message: words,
      ...(answer.status !== undefined && { status: answer.status }),
    },
  });
  const retryAfter =
    answer.retryAfterSeconds !== undefined ? { retryAfterSeconds: answer.retryAfterSeconds } : {};
  // No answer, or one that could not be read, after the request left: it may have been queued,
  // and the next rows would meet the same silence.
  if (gotNoAnswer(answer)) {
    const unknown = row('unknown') as Extract<AnswerEffect, { kind: 'row' }>;
    return { ...unknown, pause: { reason: 'unreachable', message: answer.message } };
  }
  if (answer.code === 'rate-limited' || answer.code === 'maintenance')
    return { kind: 'wait', reason: answer.code, ...retryAfter };
  const pause = PAUSE_FOR[answer.code];
  if (pause) return { kind: 'pause', reason: pause, message: answer.message };
  const refused = answer.code === 'bad-request' || answer.code === 'invalid-input';
  return refused || answer.status === 422 ? row('refused') : row('failed');
}

/** The batch once an answer's effect is applied: its counts, its pace, and a pause if one is due. */
export function withAnswer(meta: BatchMeta, effect: AnswerEffect, now: number): BatchMeta {
  switch (effect.kind) {
    case 'wait':
      return effect.reason === 'rate-limited'
        ? afterRateLimit(meta, now, effect.retryAfterSeconds)
        : afterMaintenance(meta, now, effect.retryAfterSeconds);
    case 'pause':
      return meta.status !== 'running'
        ? meta
        : {
            ...meta,
            status: 'paused',
            pause: { reason: effect.reason, message: effect.message },
            wait: null,
          };
    case 'row': {
      const { state } = effect.outcome;
      const counts = {
        ...meta.counts,
        sent: meta.counts.sent + 1,
        remaining: meta.counts.remaining - 1,
      };
      if (state === 'queued') counts.queued++;
      else if (state === 'refused') counts.refusedByService++;
      else if (state === 'unknown') counts.unknown++;
      else counts.failed++;
      const answered = { ...afterCalmAnswer(meta), counts };
      if (!effect.pause || meta.status !== 'running') return answered;
      return { ...answered, status: 'paused', pause: { ...effect.pause }, wait: null };
    }
  }
}
