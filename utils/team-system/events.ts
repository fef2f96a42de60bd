/**
 * The events the team's system receives (docs/team-system.md has their JSON Schema): what each
 * holds and how the history's changes become events. Pure: the caller gives the records before
 * and after a change, the agent, the clock and the ids.
 *
 * An event carries the customer's number and the name the page or form gave, the service's ids
 * and states, the rule of a refusal, the agent's outcome and note, and where the call came from:
 * the surface and, for a page, its origin. Never the token, never a page's path, query or text.
 */
import type { CallOutcome, CallRecord, CallState, CallSurface } from '../calls/records/types';
import type { BlockedBy } from '../errors';
import { withPlus } from '../phone';

export const EVENT_TYPES = [
  'call.placed',
  'call.scheduled',
  'call.updated',
  'call.cancelled',
  'call.refused',
  'call.status',
  'call.outcome',
  'order.queued',
  'dispatch.sent',
  'customer.objected',
  'customer.objection-undone',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Where a call or an act came from. */
export type Surface = CallSurface;

export interface TeamEvent {
  /** Unique per event; the same on every delivery attempt (the receiver's key for duplicates). */
  id: string;
  type: EventType;
  /** ISO 8601 with the agent's offset: 2026-11-29T10:04:05.120+03:00. */
  occurredAt: string;
  agent: { name: string; number: string };
  customer: { number: string; name?: string };
  call?: {
    kind: 'bridge' | 'order' | 'dispatch' | 'webrtc';
    /** Dialbridge's id of the call: the same on every event of one call. */
    recordId: string;
    /** The service's call id, where the service gave one (bridge, dispatch). */
    serviceId?: string;
    state: CallState;
    scheduledAt?: string;
    orderNumber?: string;
    /** A bulk run's id, for its rows. */
    runId?: string;
  };
  refusal?: BlockedBy;
  outcome?: CallOutcome;
  note?: string;
  source: { surface: Surface; pageOrigin?: string };
}

export interface EventContext {
  agent: { name: string; number: string };
  now: number;
  newId: () => string;
}

/** `epoch` as ISO 8601 in this computer's zone, with its offset (never a bare Z). */
export function isoWithOffset(epoch: number): string {
  const date = new Date(epoch);
  const offset = -date.getTimezoneOffset();
  const pad = (value: number, size = 2) => String(Math.trunc(Math.abs(value))).padStart(size, '0');
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** The surface a record came from, by what it holds. */
function surfaceOf(record: CallRecord): Surface {
  if (record.surface) return record.surface;
  if (record.origin === 'page') return 'page';
  if (record.origin === 'list') return record.kind === 'order' ? 'bulk-run' : 'call-list';
  return 'popup';
}

const SERVICE_ID_PREFIX = /^(?:dispatch-)/;

function callOf(record: CallRecord): NonNullable<TeamEvent['call']> {
  const kind = record.kind === 'run' || record.kind === undefined ? 'bridge' : record.kind;
  const serviceId =
    kind === 'bridge' && record.state !== 'blocked'
      ? record.callId
      : kind === 'dispatch' && SERVICE_ID_PREFIX.test(record.callId)
        ? record.callId.replace(SERVICE_ID_PREFIX, '')
        : undefined;
  return {
    kind,
    recordId: record.callId,
    ...(serviceId !== undefined && { serviceId }),
    state: record.state,
    ...(record.scheduledAt !== null && { scheduledAt: isoWithOffset(record.scheduledAt) }),
    ...(record.orderNumber !== undefined && { orderNumber: record.orderNumber }),
  };
}

/** One event about `record`. */
export function callEvent(
  type: EventType,
  record: CallRecord,
  context: EventContext,
  at: number,
): TeamEvent {
  const agent = record.agent.number ? record.agent : context.agent;
  return {
    id: context.newId(),
    type,
    occurredAt: isoWithOffset(at),
    agent: { name: agent.name, number: agent.number ? withPlus(agent.number) : '' },
    customer: {
      number: withPlus(record.customer.number),
      ...(record.customer.name && { name: record.customer.name }),
    },
    call: callOf(record),
    ...(record.blockedBy && { refusal: record.blockedBy }),
    ...(record.outcome && { outcome: record.outcome }),
    ...(record.note && { note: record.note }),
    source: {
      surface: surfaceOf(record),
      ...(record.pageOrigin && { pageOrigin: record.pageOrigin }),
    },
  };
}

function firstType(record: CallRecord): EventType {
  if (record.state === 'blocked') return 'call.refused';
  if (record.kind === 'order') return 'order.queued';
  if (record.kind === 'dispatch') return 'dispatch.sent';
  return record.state === 'scheduled' ? 'call.scheduled' : 'call.placed';
}

/** What changed in a record the history already held, as events, in the order they happened. */
function changeTypes(before: CallRecord, after: CallRecord): EventType[] {
  const types: EventType[] = [];
  const booking = (record: CallRecord) =>
    [
      record.scheduledAt,
      record.customer.number,
      record.customer.name,
      record.durationMinutes,
      record.callFlowId,
    ].join('\u0000');
  if (after.state === 'cancelled' && before.state !== 'cancelled') types.push('call.cancelled');
  else if (after.state !== 'cancelled' && booking(before) !== booking(after))
    types.push('call.updated');
  else if (after.state !== before.state && after.state !== 'cancelled') types.push('call.status');
  if (after.outcome !== before.outcome || (after.note ?? '') !== (before.note ?? ''))
    types.push('call.outcome');
  return types;
}

/**
 * The events of one change to the history: a new record is a call placed, booked, queued, sent
 * or refused; a changed one is booked anew, cancelled, further along, or marked. Records removed
 * (retention, "Clear") and bulk runs' own summaries make none: a run's rows have their own.
 */
export function eventsFromChange(
  before: readonly CallRecord[],
  after: readonly CallRecord[],
  context: EventContext,
): TeamEvent[] {
  const previous = new Map(before.map((record) => [record.callId, record]));
  const events: TeamEvent[] = [];
  // The history is newest first; events go oldest first.
  for (let i = after.length - 1; i >= 0; i--) {
    const record = after[i]!;
    if (record.kind === 'run') continue;
    const old = previous.get(record.callId);
    if (!old) {
      events.push(callEvent(firstType(record), record, context, record.createdAt));
      continue;
    }
    if (old === record) continue;
    for (const type of changeTypes(old, record))
      events.push(callEvent(type, record, context, context.now));
  }
  return events;
}

/** The customer told the agent not to call again (or the agent undid that mark). */
export function objectionEvent(
  dial: string,
  type: 'customer.objected' | 'customer.objection-undone',
  { surface, pageOrigin }: { surface: Surface; pageOrigin?: string },
  context: EventContext,
): TeamEvent {
  return {
    id: context.newId(),
    type,
    occurredAt: isoWithOffset(context.now),
    agent: {
      name: context.agent.name,
      number: context.agent.number ? withPlus(context.agent.number) : '',
    },
    customer: { number: withPlus(dial) },
    source: { surface, ...(pageOrigin && { pageOrigin }) },
  };
}
