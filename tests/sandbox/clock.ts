// Wall-clock time in the sandbox's zone, as 'YYYY-MM-DD HH:MM:SS'. The service compares call_time
// with "now" in its own zone; two strings of this fixed shape compare correctly as text, so no
// zone arithmetic is needed.
//
// Written on purpose unlike the extension's formatter (utils/time.ts reads the wall clock's parts
// from Intl): here Intl gives only the zone's UTC offset at the instant ('GMT+03:00'), and the
// wall clock is that instant moved by the offset and read with the UTC getters. Tests compare
// the two, so they must not share a method (or a mistake).

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export type ZoneClock = (epochMs?: number) => string;

/** A formatter for `timeZone`; throws a RangeError for an unknown zone. */
export function zoneClock(timeZone: string): ZoneClock {
  const offsets = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetMs = (epochMs: number): number => {
    const name = offsets.formatToParts(epochMs).find((part) => part.type === 'timeZoneName');
    const match = OFFSET.exec(name?.value ?? '');
    if (!match) throw new Error(`unreadable UTC offset ${JSON.stringify(name?.value)}`);
    const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
    const size = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
    return sign === '-' ? -size : size;
  };
  return (epochMs = Date.now()) => {
    const wall = new Date(epochMs + offsetMs(epochMs));
    const two = (value: number) => (value < 10 ? `0${value}` : `${value}`);
    const date = `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
    return `${date} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
  };
}

/** True when `text` is shaped YYYY-MM-DD HH:MM:SS and names a real calendar date and time. */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
