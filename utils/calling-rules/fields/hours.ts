/**
 * Calling hours: the windows of each weekday in which a customer may be called, read in the
 * customer's local time, and the dates with no calls at all. Pure (no browser APIs, no zod).
 *
 * A window is written "09:00-12:00" (24:00 may end one); a weekday without windows has no calls.
 * A country with several time zones is read the strictest way: a time is allowed only when it is
 * allowed in every one of them (a US number at 09:00 in New York is 03:00 in Honolulu).
 */
import { formatServiceTime, parseServiceTime } from '../../time';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface CallingHours {
  /** Per weekday its windows, "09:00-12:00, 16:00-21:00"; a weekday left empty has no calls. */
  days: Partial<Record<Weekday, string>>;
  /** Dates with no calls, "YYYY-MM-DD" separated by commas, in the customer's local calendar. */
  closedDates: string;
  /** Read the windows in this IANA zone instead of the customer's (a team's own rule). */
  timeZone?: string;
}

/** [start, end) in minutes after local midnight. */
export type Window = [number, number];

const WINDOW = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]|24):([0-5]\d)\s*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "09:00-12:00, 16:00-21:00" → its windows as written. */
export function windowTexts(day: string | undefined): string[] {
  return (day ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

/** "2026-12-02, 2026-12-03" → the dates as written. */
export function closedDateList(text: string): string[] {
  return text.split(/[\s,]+/).filter((date) => date !== '');
}

/** "09:00-12:00" → [540, 720], or what is wrong with it. */
export function parseWindow(text: string): Window | 'format' | 'order' {
  const match = WINDOW.exec(text);
  if (!match) return 'format';
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  if (end > 24 * 60) return 'format';
  return end <= start ? 'order' : [start, end];
}

export type HoursProblem =
  | { kind: 'format'; day: Weekday; window: string }
  | { kind: 'order'; day: Weekday; window: string }
  | { kind: 'overlap'; day: Weekday; window: string }
  | { kind: 'date'; date: string }
  | { kind: 'zone'; zone: string };

/** The first thing wrong with `hours`, or null: every window well formed, none ending before it
 *  starts, none overlapping another of its day; real dates; a known time zone. */
export function hoursProblem(hours: CallingHours): HoursProblem | null {
  for (const day of WEEKDAYS) {
    const windows: Window[] = [];
    for (const text of windowTexts(hours.days[day])) {
      const window = parseWindow(text);
      if (window === 'format' || window === 'order') return { kind: window, day, window: text };
      if (windows.some(([start, end]) => window[0] < end && start < window[1]))
        return { kind: 'overlap', day, window: text };
      windows.push(window);
    }
  }
  for (const date of closedDateList(hours.closedDates)) {
    if (!DATE.test(date) || !parseServiceTime(`${date} 00:00:00`, 'UTC'))
      return { kind: 'date', date };
  }
  if (hours.timeZone !== undefined && !isKnownZone(hours.timeZone))
    return { kind: 'zone', zone: hours.timeZone };
  return null;
}

export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

interface Local {
  date: string;
  weekday: Weekday;
  minute: number;
}

function localTime(at: number, zone: string): Local {
  const text = formatServiceTime(new Date(at), zone);
  const date = text.slice(0, 10);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    date,
    weekday: WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!,
    minute: Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)),
  };
}

function windowsOf(hours: CallingHours, day: Weekday): Window[] {
  return windowTexts(hours.days[day]).flatMap((text) => {
    const window = parseWindow(text);
    return typeof window === 'string' ? [] : [window];
  });
}

function allowedIn(hours: CallingHours, zone: string, at: number): boolean {
  const local = localTime(at, zone);
  if (closedDateList(hours.closedDates).includes(local.date)) return false;
  return windowsOf(hours, local.weekday).some(
    ([start, end]) => local.minute >= start && local.minute < end,
  );
}

/** Whether a call ringing at `at` is inside the hours in every one of `zones`. */
export function allowedAt(hours: CallingHours, zones: readonly string[], at: number): boolean {
  const read = hours.timeZone ? [hours.timeZone] : zones;
  return read.every((zone) => allowedIn(hours, zone, at));
}

/** How far ahead the next allowed time is looked for (a long holiday closes many dates). */
const LOOK_AHEAD_DAYS = 31;

/**
 * The first time at or after `at` a call is allowed, to the minute, or null when there is none
 * within LOOK_AHEAD_DAYS. Allowed times start at a window's start in one of the zones, so only
 * those (and `at` itself) are tried.
 */
export function nextAllowedAt(
  hours: CallingHours,
  zones: readonly string[],
  at: number,
): number | null {
  if (allowedAt(hours, zones, at)) return at;
  const read = hours.timeZone ? [hours.timeZone] : zones;
  const starts: number[] = [];
  for (const zone of read) {
    for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset++) {
      const local = localTime(at + offset * 86_400_000, zone);
      for (const [start] of windowsOf(hours, local.weekday)) {
        const clock = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}:00`;
        const instant = parseServiceTime(`${local.date} ${clock}`, zone)?.getTime();
        if (instant !== undefined && instant > at) starts.push(instant);
      }
    }
  }
  starts.sort((a, b) => a - b);
  return starts.find((instant) => allowedAt(hours, zones, instant)) ?? null;
}
