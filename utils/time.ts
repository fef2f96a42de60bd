/**
 * Wall-clock times in the Voice Call Service's zone, shaped `YYYY-MM-DD HH:MM:SS` (call_time,
 * scheduledDateTime, actualDateTime). The interface does not state the zone, so it is a setting
 * (default Asia/Riyadh) and every conversion takes it as an argument. Pure: no browser APIs.
 */
import { cachedIn } from './cached';

const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone: building an Intl.DateTimeFormat is the slow part. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return cachedIn(
    formatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines still print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `date` as the service's wall clock in `timeZone`, e.g. '2026-03-01 14:30:00'. */
export function formatServiceTime(date: Date, timeZone: string): string {
  const c = wallClock(date, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a service wall-clock time names in `timeZone`, or null when the text is not a real
 * `YYYY-MM-DD HH:MM:SS` time (a 'T' separator is accepted too). Daylight-saving edges follow the
 * usual "compatible" rule (as Temporal and most calendars do): a time skipped by a spring-forward
 * gap moves forward by the gap; a time repeated by a fall-back overlap means its first occurrence.
 */
export function parseServiceTime(text: string, timeZone: string): Date | null {
  const match = SERVICE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null; // 31 April, 29 February in 2027…
  try {
    // The zone's offset is measured one day either side of the wall time: if they differ, the
    // wall time is near a transition and both candidates are tried.
    const before = offsetAt(asUtc - 86_400_000, timeZone);
    const after = offsetAt(asUtc + 86_400_000, timeZone);
    const candidates = [asUtc - before, asUtc - after].filter(
      (instant) => formatServiceTime(new Date(instant), timeZone) === formatWall(match),
    );
    if (candidates.length > 0) return new Date(Math.min(...candidates));
    // Skipped by a gap: read it with the offset in force before the gap, which lands after it.
    return new Date(asUtc - before);
  } catch {
    return null; // unknown time zone
  }
}

function formatWall(match: RegExpExecArray): string {
  return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}`;
}

/** True when `text` is a real `YYYY-MM-DD HH:MM:SS` calendar time (no zone needed). */
export function isServiceTimeText(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) && parseServiceTime(text, 'UTC') !== null
  );
}

/** The agent's calendar day around `at` (the browser's zone): [midnight, next midnight) in epoch ms. */
export function localDay(at: number): [number, number] {
  return [new Date(at).setHours(0, 0, 0, 0), new Date(at).setHours(24, 0, 0, 0)];
}
