// What one order's answer does to its row and to the whole run, worked out by hand for each kind
// of answer the interface names (202 queued, 422, 429, 503, 401, no answer at all).
import { describe, expect, it } from 'vitest';
import type { BatchMeta } from '../../../utils/orders/batch-types';
import { answerEffect, withAnswer } from '../../../utils/orders/run-answer';
import { runningBatch } from './helpers';

const NOW = 1_000_000;

/** Ten rows, three answered: two queued, one refused. */
const running = (overrides: Partial<BatchMeta> = {}) =>
  runningBatch({
    total: 10,
    cursor: 3,
    counts: {
      ...runningBatch().counts,
      toSend: 10,
      sent: 3,
      queued: 2,
      refusedByService: 1,
      remaining: 7,
    },
    ...overrides,
  });

describe('answerEffect', () => {
  it('a queued order is a queued row', () => {
    expect(answerEffect('966551234567', { message: 'Queued.' })).toEqual({
      kind: 'row',
      outcome: { state: 'queued', dial: '966551234567', message: 'Queued.' },
    });
  });

  it('a 422 refuses the row with the service’s words beside ours', () => {
    const effect = answerEffect('966551234567', {
      code: 'invalid-input',
      message: 'The service refused the order.',
      serviceMessage: 'bad order_number',
      status: 422,
    });
    expect(effect).toEqual({
      kind: 'row',
      outcome: {
        state: 'refused',
        dial: '966551234567',
        message: 'The service refused the order. (bad order_number)',
        status: 422,
      },
    });
  });

  it('a 429 or 503 keeps the row in line and waits; a 401 pauses the run', () => {
    expect(
      answerEffect('1', { code: 'rate-limited', message: 'Slow down.', retryAfterSeconds: 7 }),
    ).toEqual({ kind: 'wait', reason: 'rate-limited', retryAfterSeconds: 7 });
    expect(answerEffect('1', { code: 'maintenance', message: 'Later.' })).toEqual({
      kind: 'wait',
      reason: 'maintenance',
    });
    expect(answerEffect('1', { code: 'unauthorized', message: 'Wrong token.' })).toEqual({
      kind: 'pause',
      reason: 'unauthorized',
      message: 'Wrong token.',
    });
  });

  it('no answer leaves the row unknown (it may be queued) and pauses the run', () => {
    expect(answerEffect('1', { code: 'network', message: 'No network.' })).toEqual({
      kind: 'row',
      outcome: { state: 'unknown', dial: '1', message: 'No network.' },
      pause: { reason: 'unreachable', message: 'No network.' },
    });
  });
});

describe('withAnswer', () => {
  it('counts a queued row and ends a wait', () => {
    const before = running({ wait: { reason: 'rate-limited', until: NOW - 1 } });
    const after = withAnswer(before, answerEffect('1', { message: 'Queued.' }), NOW);
    expect(after.counts).toEqual({ ...before.counts, sent: 4, queued: 3, remaining: 6 });
    expect(after.wait).toBeNull();
    expect(after.calmStreak).toBe(1);
    expect(after.status).toBe('running');
  });

  it('a 429 halves the pace and waits as Retry-After says, counting nothing', () => {
    const effect = answerEffect('1', { code: 'rate-limited', message: 'x', retryAfterSeconds: 3 });
    const after = withAnswer(running(), effect, NOW);
    expect(after.rate).toBe(2);
    expect(after.wait).toEqual({ reason: 'rate-limited', until: NOW + 3000 });
    expect(after.counts).toEqual(running().counts);
  });

  it('a 503 without Retry-After waits 5 s, then 10 s', () => {
    const effect = answerEffect('1', { code: 'maintenance', message: 'x' });
    const once = withAnswer(running(), effect, NOW);
    expect(once.wait).toEqual({ reason: 'maintenance', until: NOW + 5000 });
    expect(withAnswer(once, effect, NOW).wait).toEqual({
      reason: 'maintenance',
      until: NOW + 10_000,
    });
  });

  it('no answer counts an unknown row and pauses; a paused run is not paused again', () => {
    const effect = answerEffect('1', { code: 'network', message: 'No network.' });
    const after = withAnswer(running(), effect, NOW);
    expect(after.counts).toEqual({ ...running().counts, sent: 4, unknown: 1, remaining: 6 });
    expect(after.status).toBe('paused');
    expect(after.pause).toEqual({ reason: 'unreachable', message: 'No network.' });

    const cancelled = running({ status: 'cancelled' });
    expect(withAnswer(cancelled, effect, NOW).status).toBe('cancelled');
  });

  it('a wrong token pauses a running batch and leaves the row uncounted', () => {
    const effect = answerEffect('1', { code: 'unauthorized', message: 'Wrong token.' });
    const after = withAnswer(running(), effect, NOW);
    expect(after.status).toBe('paused');
    expect(after.pause).toEqual({ reason: 'unauthorized', message: 'Wrong token.' });
    expect(after.counts).toEqual(running().counts);
  });
});
