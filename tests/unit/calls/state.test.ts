// How the service's status record maps to a CallState, and when a call is next checked.
import { describe, expect, it } from 'vitest';
import { deriveState } from '../../../utils/calls';
import {
  GIVE_UP_AFTER_MS,
  isOverdue,
  nextPollAt,
  POLL_INTERVAL_MS,
  SCHEDULE_LEAD_MS,
} from '../../../utils/calls/schedule';
import type { BridgeStatus, CallRecord } from '../../../utils/calls/types';

const NOW = 1_800_000_000_000;

function status(callStatus: string, first = '', second = ''): BridgeStatus {
  return {
    scheduledDateTime: '',
    actualDateTime: '',
    callDuration: '5 Minutes',
    callerId: '',
    firstRecipientName: '',
    firstRecipientNumber: '',
    firstRecipientStatus: first,
    secondRecipientName: '',
    secondRecipientNumber: '',
    secondRecipientStatus: second,
    callStatus,
    callId: 'x',
  };
}

describe('deriveState', () => {
  it.each([
    ['scheduled', '', '', null, 'scheduled'],
    ['Pending', '', '', null, 'scheduled'],
    ['', '', '', NOW + 60_000, 'scheduled'],
    ['', '', '', null, 'calling'],
    ['placed', '', '', null, 'calling'],
    ['in_progress', 'answered', '', null, 'calling'],
    ['in-progress', 'answered', 'answered', null, 'calling'],
    ['completed', 'answered', 'answered', null, 'answered'],
    ['Completed', '', '', null, 'answered'],
    ['done', 'answered', 'answered', null, 'answered'],
    ['failed', 'answered', 'not_answered', null, 'not_answered'],
    ['failed', 'not_answered', '', null, 'not_answered'],
    ['placed', 'not_answered', '', null, 'not_answered'],
    ['no answer', '', '', null, 'not_answered'],
    ['failed', '', '', null, 'failed'],
    ['busy', '', '', null, 'failed'],
    ['failed', 'answered', 'answered', null, 'failed'],
    ['cancelled', '', '', null, 'cancelled'],
    ['deleted', '', '', null, 'cancelled'],
    ['wrapped_up', 'answered', 'answered', null, 'answered'],
  ] as const)(
    'callStatus %j, recipients %j/%j → %s',
    (call, first, second, scheduledAt, expected) => {
      expect(deriveState(status(call, first, second), scheduledAt, NOW)).toBe(expected);
    },
  );
});

function record(changes: Partial<CallRecord>): CallRecord {
  return {
    callId: 'c',
    callFlowId: 'f',
    agent: { name: 'A', number: '966551234567' },
    customer: { name: 'C', number: '966501112233' },
    durationMinutes: 10,
    callTime: null,
    scheduledAt: null,
    createdAt: NOW,
    origin: 'popup',
    state: 'calling',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
    ...changes,
  };
}

describe('nextPollAt', () => {
  it('checks a new running call at once, then every interval', () => {
    expect(nextPollAt(record({}))).toBe(NOW);
    expect(nextPollAt(record({ checkedAt: NOW + 5 }))).toBe(NOW + 5 + POLL_INTERVAL_MS);
  });

  it('checks a scheduled call a little before its time, then like a running one', () => {
    const at = NOW + 3_600_000;
    expect(nextPollAt(record({ state: 'scheduled', scheduledAt: at }))).toBe(at - SCHEDULE_LEAD_MS);
    expect(nextPollAt(record({ state: 'scheduled', scheduledAt: at, checkedAt: NOW }))).toBe(
      at - SCHEDULE_LEAD_MS,
    );
    const late = at - SCHEDULE_LEAD_MS + 1;
    expect(nextPollAt(record({ state: 'scheduled', scheduledAt: at, checkedAt: late }))).toBe(
      late + POLL_INTERVAL_MS,
    );
  });

  it('waits as long as the service asked after a 429', () => {
    const lastError = {
      code: 'rate-limited' as const,
      message: 'slow down',
      status: 429,
      retryAfterSeconds: 120,
    };
    expect(nextPollAt(record({ checkedAt: NOW, lastError }))).toBe(NOW + 120_000);
  });

  it.each(['answered', 'not_answered', 'failed', 'cancelled', 'unknown'] as const)(
    'never polls a %s call',
    (state) => {
      expect(nextPollAt(record({ state }))).toBeNull();
    },
  );

  it('gives up only well after the call should have ended', () => {
    const call = record({ scheduledAt: NOW });
    expect(isOverdue(call, NOW + 10 * 60_000 + GIVE_UP_AFTER_MS)).toBe(false);
    expect(isOverdue(call, NOW + 10 * 60_000 + GIVE_UP_AFTER_MS + 1)).toBe(true);
  });
});
