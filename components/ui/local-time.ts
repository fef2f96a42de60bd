/**
 * The agent's own clock for the "When" picker. `<input type="datetime-local">` works in the
 * browser's zone with values like '2026-03-01T14:30'; these helpers turn that into epoch ms and
 * back, and say whether the service's wall clock (settings.serviceTimeZone) reads differently.
 */
import { formatServiceTime } from '../../utils/time';

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's IANA zone, e.g. 'Europe/Berlin' ('UTC' when the engine does not say). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Epoch ms → the datetime-local value in the agent's zone (minutes precision). */
export function toLocalInputValue(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local value → epoch ms in the agent's zone, or null when it is not a full time. */
export function fromLocalInputValue(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second ?? 0, 0);
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/**
 * The service's wall-clock text for `epochMs` when it differs from the agent's own wall clock,
 * otherwise null (same zone, or zones that agree at that moment).
 */
export function serviceTimeIfDifferent(epochMs: number, serviceZone: string): string | null {
  try {
    const service = formatServiceTime(new Date(epochMs), serviceZone);
    const local = formatServiceTime(new Date(epochMs), localTimeZone());
    return service === local ? null : service;
  } catch {
    return null; // an unknown zone in settings: the options page reports that
  }
}

/** A sensible first value for "Later": the next quarter hour at least 10 minutes away. */
export function defaultLaterValue(now = Date.now()): string {
  const quarter = 15 * 60_000;
  return toLocalInputValue(Math.ceil((now + 10 * 60_000) / quarter) * quarter);
}
