// Wall-clock time in the sandbox's zone, as 'YYYY-MM-DD HH:MM:SS'. The service compares call_time
// with "now" in its own zone; two strings of this fixed shape compare correctly as text, so no
// zone arithmetic is needed.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export type ZoneClock = (epochMs?: number) => string;

/** A formatter for `timeZone`; throws a RangeError for an unknown zone. */
export function zoneClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (epochMs = Date.now()) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(new Date(epochMs))) parts[part.type] = part.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
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
