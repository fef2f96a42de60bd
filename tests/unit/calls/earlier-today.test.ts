// "Already called today at 10:42 — call again?": which earlier calls count (the same customer by
// bridge or browser phone, the same order, earlier today, not cancelled or refused by a rule) and
// what the question says. Times are the agent's local day, built with local dates.
import { describe, expect, it } from 'vitest';
import { askIfCalledToday, earlierToday } from '../../../utils/calls/earlier-today';
import type { CallRecord } from '../../../utils/calls/records/types';
import { HandledError } from '../../../utils/errors';

const DIAL = '966501112233';
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).getTime();
const NOW = at(27, 16);

function record(changes: Partial<CallRecord>): CallRecord {
  return {
    callId: 'c',
    callFlowId: 'f',
    agent: { name: '', number: '966551234567' },
    customer: { name: '', number: DIAL },
    durationMinutes: 5,
    callTime: null,
    scheduledAt: null,
    createdAt: at(27, 10, 42),
    origin: 'popup',
    state: 'answered',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
    ...changes,
  };
}

function question(records: CallRecord[], call: Parameters<typeof askIfCalledToday>[1]) {
  try {
    askIfCalledToday(records, call, NOW);
    return null;
  } catch (error) {
    return error instanceof HandledError ? error.info : error;
  }
}

describe('earlierToday', () => {
  it('finds the latest call to the same customer today, by bridge or browser phone alike', () => {
    const morning = record({ callId: 'morning', createdAt: at(27, 9) });
    const noon = record({ callId: 'noon', createdAt: at(27, 12), kind: 'webrtc' });
    expect(earlierToday([morning, noon], { kind: 'bridge', dial: DIAL }, NOW)?.callId).toBe('noon');
  });

  it('leaves out yesterday, another number, cancelled calls and calls a rule refused', () => {
    const records = [
      record({ createdAt: at(26, 23, 59) }),
      record({ customer: { name: '', number: '966501119999' } }),
      record({ state: 'cancelled' }),
      record({ state: 'blocked' }),
    ];
    expect(earlierToday(records, { kind: 'bridge', dial: DIAL }, NOW)).toBeNull();
  });

  it('an order call counts only for the same order; a dispatch only for the same numbers', () => {
    const order = record({ kind: 'order', orderNumber: 'A-17' });
    expect(earlierToday([order], { kind: 'order', dial: DIAL, orderNumber: 'A-18' }, NOW)).toBe(
      null,
    );
    expect(earlierToday([order], { kind: 'order', dial: DIAL, orderNumber: 'A-17' }, NOW)).toBe(
      order,
    );
    // Records written before the read-out numbers were kept as typed hold them as numbers.
    const dispatch = record({ kind: 'dispatch', readOut: [1234, '5678'] });
    const same = {
      kind: 'dispatch' as const,
      dial: DIAL,
      readOut: ['1234', '5678'] as [string, string],
    };
    expect(earlierToday([dispatch], same, NOW)).toBe(dispatch);
    expect(earlierToday([dispatch], { ...same, readOut: ['1234', '9999'] }, NOW)).toBeNull();
  });
});

describe('askIfCalledToday', () => {
  it('asks with the time of the earlier call and the number with its country code', () => {
    expect(question([record({})], { kind: 'bridge', dial: DIAL })).toMatchObject({
      code: 'duplicate-call',
      message: '+966 50 111 2233 was already called today at 10:42. Call again?',
      duplicate: { when: 'today', clock: { hour: 10, minute: 42 } },
    });
  });

  it('says "booked" for a call set for later today, and names the order for an order call', () => {
    const booked = record({ scheduledAt: at(27, 18, 5) });
    expect(question([booked], { kind: 'bridge', dial: DIAL })).toMatchObject({
      message:
        'A call to +966 50 111 2233 is already booked for today at 18:05. Call again anyway?',
    });
    const order = record({ kind: 'order', orderNumber: 'A-17', createdAt: at(27, 8, 3) });
    expect(question([order], { kind: 'order', dial: DIAL, orderNumber: 'A-17' })).toMatchObject({
      message: 'Order A-17 for +966 50 111 2233 was already confirmed today at 08:03. Call again?',
    });
  });

  it('does not ask for a call booked for another day, or when nothing was called today', () => {
    expect(() =>
      askIfCalledToday([record({})], { kind: 'bridge', dial: DIAL }, NOW, at(28, 10)),
    ).not.toThrow();
    expect(question([], { kind: 'bridge', dial: DIAL })).toBeNull();
  });
});
