/**
 * What the history shows: the search (name, order number, or number typed in any written form),
 * one filter, and today's totals. Pure functions over the records, so a search over thousands of
 * records is one pass with no work per keystroke beyond it.
 */
import type { CallRecord } from '../../../utils/calls/records/types';
import { orderKey } from '../../../utils/order-number';
import { toAsciiDigits } from '../../../utils/phone';

export const FILTERS = ['all', 'today', 'live', 'scheduled', 'not_answered', 'failed'] as const;
export type HistoryFilter = (typeof FILTERS)[number];

/** When a call rings (or rang): its scheduled time, else when it was placed. */
export function callTime(record: CallRecord): number {
  return record.scheduledAt ?? record.createdAt;
}

export function isToday(epochMs: number, now: number): boolean {
  return new Date(epochMs).toDateString() === new Date(now).toDateString();
}

const FILTER_TEST: Record<HistoryFilter, (record: CallRecord, now: number) => boolean> = {
  all: () => true,
  today: (record, now) => isToday(callTime(record), now),
  live: (record) => record.state === 'calling',
  scheduled: (record) => record.state === 'scheduled',
  not_answered: (record) => record.state === 'not_answered',
  failed: (record) => record.state === 'failed' || record.state === 'unknown',
};

/**
 * A search as the tests to run on each record: the digits typed (any script, any punctuation)
 * against the stored number, with and without a trunk/international prefix of zeros (so
 * '050 111 2233' and '00966 50…' find 966501112233); the words against the name and order number.
 * A bulk run is found by any of its orders (orderMatch).
 */
function searchTest(query: string): ((record: CallRecord) => boolean) | null {
  const match = queryMatch(query);
  if (!match) return null;
  const order = orderMatch(query)!;
  return (record) =>
    match.dial(record.customer.number) ||
    match.words(record.customer.name) ||
    match.order(record.orderNumber ?? '') ||
    match.words(record.run?.fileName ?? '') ||
    (record.run?.orders.some(order) ?? false);
}

/**
 * The query's readings: digits against a number, words against a name, and an order number as
 * people mean it (case, spaces and dashes aside: "a 1001" finds A-1001).
 */
function queryMatch(query: string) {
  const text = toAsciiDigits(query).trim().toLocaleLowerCase();
  if (!text) return null;
  const words = (value: string) => value.toLocaleLowerCase().includes(text);
  const key = orderKey(text);
  const order = (value: string) => words(value) || (key !== '' && orderKey(value).includes(key));
  // Letters: a name or an order number. Otherwise a number, however it was punctuated.
  if (/\p{L}/u.test(text)) return { words, order, dial: () => false };
  const digits = text.replace(/\D/g, '');
  const unprefixed = digits.replace(/^0+/, '');
  const dial = (value: string) =>
    (digits !== '' && value.includes(digits)) ||
    (unprefixed.length >= 3 && value.includes(unprefixed));
  return { words, order, dial };
}

/** Whether a run's order [dial, order number] is one the query asks for; null for no query. */
export function orderMatch(query: string): ((order: readonly [string, string]) => boolean) | null {
  const match = queryMatch(query);
  return match && (([dial, order]) => match.dial(dial) || match.order(order));
}

export function viewCalls(
  records: readonly CallRecord[],
  query: string,
  filter: HistoryFilter,
  now: number,
): CallRecord[] {
  const search = searchTest(query);
  const test = FILTER_TEST[filter];
  return records.filter((record) => test(record, now) && (!search || search(record)));
}

export interface TodayTotals {
  calls: number;
  connected: number;
  notAnswered: number;
  failed: number;
  /** Refused by a team rule: never placed, so not among the calls. */
  blocked: number;
}

/**
 * Today's calls (by when they rang or ring) and how they ended; cancelled ones never rang. A bulk
 * run counts the orders the service took (or may have taken), not itself.
 */
export function todayTotals(records: readonly CallRecord[], now: number): TodayTotals {
  const totals: TodayTotals = { calls: 0, connected: 0, notAnswered: 0, failed: 0, blocked: 0 };
  for (const record of records) {
    if (record.state === 'cancelled' || !isToday(callTime(record), now)) continue;
    if (record.state === 'blocked') {
      totals.blocked++;
      continue;
    }
    if (record.run) {
      totals.calls += record.run.queued + record.run.unknown;
      continue;
    }
    totals.calls++;
    if (record.state === 'answered') totals.connected++;
    else if (record.state === 'not_answered') totals.notAnswered++;
    else if (record.state === 'failed' || record.state === 'unknown') totals.failed++;
  }
  return totals;
}
