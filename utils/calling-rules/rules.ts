/**
 * The team's calling rules as the background applies them, and the check of one call against
 * them. Pure: the caller gives the rules, the do-not-call lookup, the day's call records and the
 * clock (utils/calling-rules/enforce.ts does in the product; tests give their own).
 */
import type { CallRecord } from '../calls/records/types';
import type { BlockedBy } from '../errors';
import { localDay } from '../time';
import { allowedAt, nextAllowedAt, type CallingHours } from './fields/hours';

export interface CallingRules {
  /** null: calls at any hour. */
  callingHours: CallingHours | null;
  /** 0: no cap. */
  maxCallsPerCustomerPerDay: number;
  /** Calls start only from a page, a call list or a file: no number typed by hand. */
  clickOnly: boolean;
}

/** The rule a call breaks, with what the refusal says (kept on its 'blocked' record). */
export type RuleRefusal = BlockedBy;

export interface RuleCheck {
  dial: string;
  /** The time zones of the number's country (./zones.ts). */
  zones: readonly string[];
  /** When the call would ring: now, or its scheduled time. */
  ringsAt: number;
  now: number;
  rules: CallingRules;
  isDoNotCall: (dial: string) => boolean;
  records: readonly CallRecord[];
  /** Rows of bulk runs sent to their customers (./bulk-attempts.ts): attempts too. */
  bulk?: readonly { dial: string; at: number }[];
}

/** Records that are attempts on the customer: every kind, not a call that never rang. */
function isAttempt(record: CallRecord): boolean {
  return record.state !== 'cancelled' && record.state !== 'blocked' && record.kind !== 'run';
}

/**
 * Calls to `dial` on the agent's calendar day of `day` (the browser's zone), from the history and
 * from the rows of bulk runs.
 */
export function attemptsOn(
  records: readonly CallRecord[],
  dial: string,
  day: number,
  bulk: readonly { dial: string; at: number }[] = [],
): number {
  const [start, end] = localDay(day);
  let count = 0;
  for (const record of records) {
    if (record.customer.number !== dial || !isAttempt(record)) continue;
    const at = record.scheduledAt ?? record.createdAt;
    if (at >= start && at < end) count++;
  }
  for (const row of bulk) if (row.dial === dial && row.at >= start && row.at < end) count++;
  return count;
}

/** The first rule the call breaks (do-not-call, then the day's cap, then the hours), or null. */
export function breaksRule(check: RuleCheck): RuleRefusal | null {
  const { rules } = check;
  if (check.isDoNotCall(check.dial)) return { rule: 'do-not-call' };
  const max = rules.maxCallsPerCustomerPerDay;
  if (max > 0) {
    const count = attemptsOn(check.records, check.dial, check.ringsAt, check.bulk);
    if (count >= max) return { rule: 'attempts', count, max };
  }
  if (rules.callingHours && !allowedAt(rules.callingHours, check.zones, check.ringsAt)) {
    return {
      rule: 'hours',
      nextAllowedAt: nextAllowedAt(rules.callingHours, check.zones, check.ringsAt),
    };
  }
  return null;
}
