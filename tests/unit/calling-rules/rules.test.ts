// One call against the team's rules: the do-not-call list in every written form, the day's cap
// counted from the call records, and the hours. Pure: the records and the clock are given.
import { describe, expect, it } from 'vitest';
import { readNumbers } from '../../../utils/calling-rules/fields/do-not-call';
import { attemptsOn, breaksRule, type CallingRules } from '../../../utils/calling-rules/rules';
import type { CallRecord } from '../../../utils/calls/records/types';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const OFF: CallingRules = { callingHours: null, maxCallsPerCustomerPerDay: 0, clickOnly: false };

function record(changes: Partial<CallRecord>): CallRecord {
  return {
    callId: Math.random().toString(36),
    callFlowId: 'f',
    agent: { name: '', number: '' },
    customer: { name: '', number: '966551234567' },
    durationMinutes: 5,
    callTime: null,
    scheduledAt: null,
    createdAt: NOW - 60_000,
    origin: 'popup',
    state: 'answered',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: true,
    ...changes,
  };
}

describe('the do-not-call list', () => {
  it('holds every written form of a number as one dial string, and lists what it cannot read', () => {
    const list = readNumbers(
      ['055 123 4567', '+966551234567', '00966 55 123 4567', 'call me', 12, '٠٥٥٠٠٠٠٠٠١'],
      'SA',
    );
    expect(list.dials).toEqual(['966551234567', '966550000001']);
    expect(list.invalid).toEqual(['call me', '12']);
  });

  it('refuses a number on it, whatever the other rules say', () => {
    const set = new Set(readNumbers(['0551234567'], 'SA').dials);
    const check = { zones: ['Asia/Riyadh'], ringsAt: NOW, now: NOW, rules: OFF, records: [] };
    expect(breaksRule({ ...check, dial: '966551234567', isDoNotCall: (d) => set.has(d) })).toEqual({
      rule: 'do-not-call',
    });
    expect(
      breaksRule({ ...check, dial: '966551234568', isDoNotCall: (d) => set.has(d) }),
    ).toBeNull();
  });
});

describe('the day’s cap', () => {
  it('counts every kind of call to the customer today, not cancelled, refused by a rule or other days', () => {
    const records = [
      record({ kind: 'bridge' }),
      record({ kind: 'webrtc', state: 'sent' }),
      record({ kind: 'order', state: 'sent' }),
      record({ state: 'cancelled' }),
      record({ state: 'blocked', blockedBy: { rule: 'do-not-call' } }),
      record({ createdAt: NOW - 2 * 86_400_000 }),
      record({ customer: { name: '', number: '966550000000' } }),
    ];
    expect(attemptsOn(records, '966551234567', NOW)).toBe(3);
  });

  it('refuses the call past the cap with the count and the cap; off at 0', () => {
    const records = [record({}), record({ kind: 'webrtc', state: 'sent' })];
    const base = {
      dial: '966551234567',
      zones: ['Asia/Riyadh'],
      ringsAt: NOW,
      now: NOW,
      records,
      isDoNotCall: () => false,
    };
    expect(breaksRule({ ...base, rules: { ...OFF, maxCallsPerCustomerPerDay: 2 } })).toEqual({
      rule: 'attempts',
      count: 2,
      max: 2,
    });
    expect(breaksRule({ ...base, rules: { ...OFF, maxCallsPerCustomerPerDay: 3 } })).toBeNull();
    expect(breaksRule({ ...base, rules: OFF })).toBeNull();
  });
});

describe('the hours', () => {
  it('refuse a call outside them with the next allowed time', () => {
    const rules = { ...OFF, callingHours: { days: { thu: '14:00-18:00' }, closedDates: '' } };
    const check = {
      dial: '966551234567',
      zones: ['Asia/Riyadh'],
      now: NOW,
      rules,
      records: [],
      isDoNotCall: () => false,
    };
    // 13:00 in Riyadh: not yet; 14:00 is the next allowed time.
    expect(breaksRule({ ...check, ringsAt: NOW })).toEqual({
      rule: 'hours',
      nextAllowedAt: Date.parse('2026-11-26T11:00:00Z'),
    });
    expect(breaksRule({ ...check, ringsAt: Date.parse('2026-11-26T11:00:00Z') })).toBeNull();
  });
});
