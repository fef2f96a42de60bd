// How the history's changes become the team's events: each act once, oldest first, with what a
// receiver needs and nothing of the page beyond its origin.
import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../utils/calls/records/types';
import { eventsFromChange, isoWithOffset } from '../../../utils/team-system/events';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
let ids = 0;
const context = () => ({
  agent: { name: 'Agent Amal', number: '966500000001' },
  now: NOW,
  newId: () => `event-${++ids}`,
});

function record(changes: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: 'call-1',
    callFlowId: 'flow',
    agent: { name: 'Agent Amal', number: '966500000001' },
    customer: { name: 'Sara', number: '966551234567' },
    durationMinutes: 10,
    callTime: null,
    scheduledAt: null,
    createdAt: NOW - 1000,
    origin: 'page',
    tabId: 4,
    pageOrigin: 'https://crm.example.com',
    state: 'calling',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
    ...changes,
  };
}

describe('eventsFromChange', () => {
  it('a new bridge is call.placed with the customer, the agent, the ids and the page origin', () => {
    const [event, ...rest] = eventsFromChange([], [record()], context());
    expect(rest).toEqual([]);
    expect(event).toEqual({
      id: expect.stringMatching(/^event-\d+$/),
      type: 'call.placed',
      occurredAt: isoWithOffset(NOW - 1000),
      agent: { name: 'Agent Amal', number: '+966500000001' },
      customer: { number: '+966551234567', name: 'Sara' },
      call: { kind: 'bridge', recordId: 'call-1', serviceId: 'call-1', state: 'calling' },
      source: { surface: 'page', pageOrigin: 'https://crm.example.com' },
    });
  });

  it('names each first act by its kind and state', () => {
    const types = (changes: Partial<CallRecord>) =>
      eventsFromChange([], [record(changes)], context()).map((event) => event.type);
    expect(types({ state: 'scheduled', scheduledAt: NOW + 3_600_000 })).toEqual(['call.scheduled']);
    expect(types({ kind: 'order', state: 'sent', orderNumber: 'ORD-1' })).toEqual(['order.queued']);
    expect(types({ kind: 'dispatch', state: 'sent', callId: 'dispatch-77' })).toEqual([
      'dispatch.sent',
    ]);
    expect(types({ kind: 'webrtc', state: 'sent' })).toEqual(['call.placed']);
    expect(types({ state: 'blocked', blockedBy: { rule: 'do-not-call' } })).toEqual([
      'call.refused',
    ]);
  });

  it('a refusal carries its rule and no service id; a dispatch its service id', () => {
    const [refused] = eventsFromChange(
      [],
      [
        record({
          callId: 'blocked-x',
          state: 'blocked',
          blockedBy: { rule: 'attempts', count: 1, max: 1 },
        }),
      ],
      context(),
    );
    expect(refused!.refusal).toEqual({ rule: 'attempts', count: 1, max: 1 });
    expect(refused!.call).not.toHaveProperty('serviceId');
    const [dispatch] = eventsFromChange(
      [],
      [record({ kind: 'dispatch', state: 'sent', callId: 'dispatch-77' })],
      context(),
    );
    expect(dispatch!.call?.serviceId).toBe('77');
  });

  it('a changed record is cancelled, rebooked, further along or marked', () => {
    const booked = record({ state: 'scheduled', scheduledAt: NOW + 3_600_000 });
    const types = (after: CallRecord) =>
      eventsFromChange([booked], [after], context()).map((event) => event.type);
    expect(types({ ...booked, state: 'cancelled' })).toEqual(['call.cancelled']);
    expect(types({ ...booked, scheduledAt: NOW + 7_200_000 })).toEqual(['call.updated']);
    expect(types({ ...booked, customer: { name: 'Sara', number: '966561111111' } })).toEqual([
      'call.updated',
    ]);
    expect(types({ ...booked, state: 'answered' })).toEqual(['call.status']);
    expect(types({ ...booked, outcome: 'reached', note: 'wants a call next week' })).toEqual([
      'call.outcome',
    ]);
    expect(types({ ...booked })).toEqual([]);
  });

  it('the outcome event carries the outcome and the note', () => {
    const before = record({ state: 'answered' });
    const [event] = eventsFromChange(
      [before],
      [{ ...before, outcome: 'call-back', note: 'after 5' }],
      context(),
    );
    expect(event).toMatchObject({ type: 'call.outcome', outcome: 'call-back', note: 'after 5' });
  });

  it('goes oldest first, and says nothing of removed records or bulk-run summaries', () => {
    const older = record({ callId: 'a', createdAt: NOW - 5000 });
    const newer = record({ callId: 'b', createdAt: NOW - 1000 });
    const run = record({ callId: 'run-1', kind: 'run', state: 'sent' });
    const events = eventsFromChange([record({ callId: 'gone' })], [run, newer, older], context());
    expect(events.map((event) => event.call?.recordId)).toEqual(['a', 'b']);
  });

  it('an order record without an agent takes the agent of the settings', () => {
    const [event] = eventsFromChange(
      [],
      [record({ kind: 'order', state: 'sent', agent: { name: '', number: '' }, origin: 'popup' })],
      context(),
    );
    expect(event!.agent).toEqual({ name: 'Agent Amal', number: '+966500000001' });
    expect(event!.source).toEqual({ surface: 'popup', pageOrigin: 'https://crm.example.com' });
  });
});

describe('isoWithOffset', () => {
  it('writes the moment with an explicit offset that reads back as the same instant', () => {
    const text = isoWithOffset(NOW);
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
    expect(Date.parse(text)).toBe(NOW);
  });
});
