// The stated history policy: the last 30 days or the newest 500 calls, whichever is more, never
// more than 3,000, and a call still scheduled or under way never dropped to make room.
import { describe, expect, it } from 'vitest';
import { retainCalls } from '../../../../utils/calls/records/retention';
import type { CallRecord, CallState } from '../../../../utils/calls/records/types';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 60 * 60_000;

function call(n: number, ageMs: number, state: CallState = 'answered'): CallRecord {
  return {
    callId: `call-${n}`,
    callFlowId: 'flow',
    agent: { name: 'Agent', number: '966551234567' },
    customer: { name: `Customer ${n}`, number: '966501112233' },
    durationMinutes: 5,
    callTime: null,
    scheduledAt: null,
    createdAt: NOW - ageMs,
    origin: 'popup',
    state,
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
  };
}

/** `count` ended calls, one a minute apart, the newest `startAgeMs` old. */
function ended(count: number, startAgeMs: number, from = 0): CallRecord[] {
  return Array.from({ length: count }, (_, i) => call(from + i, startAgeMs + i * 60_000));
}

describe('retainCalls', () => {
  it('keeps the newest 500 however old they are', () => {
    const kept = retainCalls(ended(600, 90 * DAY), NOW);
    expect(kept).toHaveLength(500);
    expect(kept[0]?.callId).toBe('call-0');
    expect(kept.at(-1)?.callId).toBe('call-499');
  });

  it('keeps every call of the last 30 days when that is more than 500', () => {
    const recent = ended(1_200, DAY); // all within 2 days
    const old = ended(50, 40 * DAY, 5_000);
    const kept = retainCalls([...old, ...recent], NOW);
    expect(kept).toHaveLength(1_200);
    expect(kept.some((c) => c.callId === 'call-5000')).toBe(false);
  });

  it('drops a call 31 days old once 500 newer ones exist', () => {
    const recent = ended(500, 0);
    const kept = retainCalls([call(9_999, 31 * DAY), ...recent], NOW);
    expect(kept).toHaveLength(500);
    expect(kept.some((c) => c.callId === 'call-9999')).toBe(false);
    // …but keeps one 29 days old.
    expect(retainCalls([call(9_999, 29 * DAY), ...recent], NOW)).toHaveLength(501);
  });

  it('never keeps more than 3,000 calls: the oldest ended ones go first', () => {
    const kept = retainCalls(ended(3_500, 0), NOW);
    expect(kept).toHaveLength(3_000);
    expect(kept.at(-1)?.callId).toBe('call-2999');
  });

  it.each(['scheduled', 'calling'] as const)(
    'never drops a %s call to make room, however old or many',
    (state) => {
      const open = call(7_777, 400 * DAY, state);
      const kept = retainCalls([open, ...ended(3_500, 0)], NOW);
      expect(kept.some((c) => c.callId === 'call-7777')).toBe(true);
      expect(kept).toHaveLength(3_000);
      expect(kept.filter((c) => c.state === 'answered')).toHaveLength(2_999);
    },
  );

  it('returns newest first', () => {
    const kept = retainCalls([call(1, 3 * DAY), call(2, DAY), call(3, 2 * DAY)], NOW);
    expect(kept.map((c) => c.callId)).toEqual(['call-2', 'call-3', 'call-1']);
  });
});
