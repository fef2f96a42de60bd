/**
 * What one order's answer means for the row and for the whole run (pure). The interface names
 * 429 (slow down), 503 (maintenance, try again later) and 401 (wrong credential); creating a call
 * is not idempotent, so only an answer saying the service did not take the request puts the row
 * back in line, and an answer that may hide a queued call is never re-sent.
 */
import { gotNoAnswer, type ErrorInfo } from '../errors';
import type { PauseReason, RowOutcome } from './batch-types';

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
  switch (answer.code) {
    case 'rate-limited':
      return { kind: 'wait', reason: 'rate-limited', ...retryAfter };
    case 'maintenance':
      return { kind: 'wait', reason: 'maintenance', ...retryAfter };
    case 'unauthorized':
      return { kind: 'pause', reason: 'unauthorized', message: answer.message };
    case 'forbidden':
      return { kind: 'pause', reason: 'forbidden', message: answer.message };
    case 'not-found':
    case 'method-not-allowed':
    case 'not-acceptable':
      return { kind: 'pause', reason: 'wrong-address', message: answer.message };
    case 'not-configured':
      return { kind: 'pause', reason: 'not-configured', message: answer.message };
    case 'bad-request':
    case 'invalid-input':
      return row('refused');
    default:
      return answer.status === 422 ? row('refused') : row('failed');
  }
}
