/**
 * The softer guard across the day: before a second call to the same customer (or a second
 * confirmation of the same order, or the same dispatch) on the same day, the person is asked
 * "already called today at 10:42 — call again?". The duplicate guard (./duplicate-guard.ts)
 * refuses only while a call is live or a moment old; this one covers the rest of the day and is
 * answered the same way ('duplicate-call' with `repeat` to go on), so every place that offers
 * "Call again" after a refusal offers it here too.
 *
 * "Today" is the agent's calendar day in the browser's time zone. A cancelled call never rang, so
 * it does not count. The history is the only memory: a call dropped from it, or cleared, is not
 * remembered.
 */
import { orderKey } from '../order-number';
import { HandledError } from '../errors';
import { formatInternational } from '../phone';
import { localDay } from '../time';
import type { CallKind, CallRecord } from './records/types';

export interface SameCall {
  kind: CallKind;
  dial: string;
  orderNumber?: string;
  readOut?: [string, string];
}

/** The latest call of the same kind to the same customer earlier today, if any. */
export function earlierToday(
  records: readonly CallRecord[],
  call: SameCall,
  now: number,
): CallRecord | null {
  const [start, end] = localDay(now);
  let latest: CallRecord | null = null;
  for (const record of records) {
    // A cancelled call never rang; a call a team rule refused was never placed.
    if (record.state === 'cancelled' || record.state === 'blocked' || !isSameCall(record, call))
      continue;
    const at = record.scheduledAt ?? record.createdAt;
    if (at < start || at >= end) continue;
    if (!latest || at > (latest.scheduledAt ?? latest.createdAt)) latest = record;
  }
  return latest;
}

/** A bridge and the browser phone both ring the customer: the same call for the day's question. */
const customerCall = (kind: CallKind) => (kind === 'webrtc' ? 'bridge' : kind);

function isSameCall(record: CallRecord, call: SameCall): boolean {
  if (record.customer.number !== call.dial) return false;
  if (customerCall(record.kind ?? 'bridge') !== customerCall(call.kind)) return false;
  if (call.kind === 'order')
    return orderKey(record.orderNumber ?? '') === orderKey(call.orderNumber ?? '');
  if (call.kind === 'dispatch') {
    // String(): records written before the numbers were kept as typed hold them as numbers.
    const [first, second] = record.readOut ?? [];
    return String(first) === call.readOut?.[0] && String(second) === call.readOut?.[1];
  }
  return true;
}

/**
 * Throws the "already called today at 10:42" question when `call` was handled earlier today.
 * Only for a call that rings today (`ringsAt`): a booking for another day is a plan, not a
 * second call by accident.
 */
export function askIfCalledToday(
  records: readonly CallRecord[],
  call: SameCall,
  now: number,
  ringsAt = now,
): void {
  if (new Date(ringsAt).toDateString() !== new Date(now).toDateString()) return;
  const earlier = earlierToday(records, call, now);
  if (!earlier) return;
  const at = earlier.scheduledAt ?? earlier.createdAt;
  const date = new Date(at);
  const clock = { hour: date.getHours(), minute: date.getMinutes() };
  const text = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  const number = formatInternational(call.dial);
  const message =
    at > now
      ? `A call to ${number} is already booked for today at ${text}. Call again anyway?`
      : call.kind === 'order'
        ? `Order ${call.orderNumber ?? ''} for ${number} was already confirmed today at ${text}. Call again?`
        : `${number} was already called today at ${text}. Call again?`;
  throw new HandledError({
    code: 'duplicate-call',
    message,
    duplicate: {
      number,
      seconds: Math.max(0, Math.round(Math.abs(now - at) / 1000)),
      when: 'today',
      clock,
    },
  });
}
