// How the service's status record maps to a CallState, and when a call is next checked. The
// expected times are written out by hand (the unit tests run the production build's timings:
// checked every 30 s, a scheduled call first 15 s before its time, given up 2 h after its end).
import { describe, expect, it } from 'vitest';
import { deriveState } from '../../../../utils/calls';
import { isOverdue, nextPollAt } from '../../../../utils/calls/schedule';
import { callPhase } from '../../../../utils/calls/records/state';
import type { BridgeStatus, CallRecord } from '../../../../utils/calls/records/types';

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
    ['scheduled', '', '', NOW + 60_000, 'scheduled'],
    ['Pending', '', '', NOW + 60_000, 'scheduled'],
    // Placed now: waiting words mean the service is about to ring, not a booking to edit.
    ['scheduled', '', '', null, 'calling'],
    ['Pending', '', '', null, 'calling'],
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
    // 'answered' as the call's own status is its outcome, not "still going" (final-status.ts).
    ['answered', '', '', null, 'answered'],
    ['Answered', 'answered', 'answered', null, 'answered'],
    ['answered', 'answered', 'not_answered', null, 'not_answered'],
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
  it('checks a new running call at once, then every 30 s', () => {
    expect(nextPollAt(record({}))).toBe(1_800_000_000_000);
    expect(nextPollAt(record({ checkedAt: NOW + 5 }))).toBe(1_800_000_030_005);
  });

  it('checks a scheduled call 15 s before its time, then like a running one', () => {
    const at = 1_800_003_600_000;
    expect(nextPollAt(record({ state: 'scheduled', scheduledAt: at }))).toBe(1_800_003_585_000);
    expect(nextPollAt(record({ state: 'scheduled', scheduledAt: at, checkedAt: NOW }))).toBe(
      1_800_003_585_000,
    );
    expect(
      nextPollAt(record({ state: 'scheduled', scheduledAt: at, checkedAt: 1_800_003_585_001 })),
    ).toBe(1_800_003_615_001);
  });

  it('waits as long as the service asked after a 429', () => {
    const lastError = {
      code: 'rate-limited' as const,
      message: 'slow down',
      status: 429,
      retryAfterSeconds: 120,
    };
    expect(nextPollAt(record({ checkedAt: NOW, lastError }))).toBe(1_800_000_120_000);
  });

  it.each(['answered', 'not_answered', 'failed', 'cancelled', 'unknown'] as const)(
    'never polls a %s call',
    (state) => {
      expect(nextPollAt(record({ state }))).toBeNull();
    },
  );

  it('gives up only 2 h after the call should have ended', () => {
    // A 10-minute call due at NOW should have ended at NOW + 600 000 ms.
    const call = record({ scheduledAt: NOW });
    expect(isOverdue(call, 1_800_007_800_000)).toBe(false);
    expect(isOverdue(call, 1_800_007_800_001)).toBe(true);
  });
});

describe('callPhase: what a running bridge tells the person', () => {
  it.each([
    ['calling', status('placed'), 'agent_ringing'],
    ['calling', status('in_progress', 'answered'), 'customer_ringing'],
    ['calling', status('in_progress', 'answered', 'answered'), 'connected'],
    ['calling', status('in_progress', 'ringing'), 'calling'],
    ['calling', null, 'calling'],
    ['calling', status('scheduled'), 'calling'],
    ['calling', status('queued'), 'calling'],
    ['not_answered', status('failed', 'answered', 'not_answered'), 'not_answered'],
    ['answered', status('completed', 'answered', 'answered'), 'answered'],
    ['scheduled', status('scheduled'), 'scheduled'],
  ] as const)('%s with %j → %s', (state, record, phase) => {
    expect(callPhase({ state, status: record })).toBe(phase);
  });
});
