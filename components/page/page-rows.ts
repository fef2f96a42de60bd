/**
 * "This page" as rows: the pageNumbers answer lists every occurrence in page order; the agent
 * wants each number once, with what the page says about it (its label, the customer's name),
 * how often it appears, and a search over all of that. Pure: the panel owns the state.
 */
import type { PageNumber } from '../../utils/messaging/tab-protocol';
import { formatInternational, toAsciiDigits, withPlus } from '../../utils/phone';

export interface PageRow {
  dial: string;
  /** As first written on the page (sent as the call's display text). */
  text: string;
  /** "+966 55 123 4567": grouped for reading. */
  grouped: string;
  label?: string;
  name?: string;
  /** How many times the number appears on the page. */
  count: number;
}

/** One row per distinct number, in the order the page first shows each. */
export function pageRows(numbers: readonly PageNumber[]): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const number of numbers) {
    const row = rows.get(number.dial);
    if (row) {
      row.count++;
      row.label ??= number.label;
      row.name ??= number.name;
      continue;
    }
    rows.set(number.dial, {
      dial: number.dial,
      text: number.text,
      grouped: grouped(number.dial),
      count: 1,
      ...(number.label && { label: number.label }),
      ...(number.name && { name: number.name }),
    });
  }
  return [...rows.values()];
}

/**
 * Rows matching what the agent typed: digits (any digit script, any grouping) anywhere in the
 * number as dialled or as written on the page, so "0551", "966 55" and "٥٥١" all find
 * 966551234567; words in the label or the name, ignoring case.
 */
export function searchRows(rows: readonly PageRow[], query: string): PageRow[] {
  const words = query.trim().toLocaleLowerCase();
  if (!words) return [...rows];
  const digits = toAsciiDigits(words).replace(/\D/g, '');
  const onlyDigits = digits.length > 0 && /^[\d\s+\-().٠-٩۰-۹]+$/.test(words);
  return rows.filter((row) => {
    if (onlyDigits)
      return (
        row.dial.includes(digits) || toAsciiDigits(row.text).replace(/\D/g, '').includes(digits)
      );
    const about = `${row.label ?? ''} ${row.name ?? ''} ${row.text}`.toLocaleLowerCase();
    return about.includes(words);
  });
}

function grouped(dial: string): string {
  try {
    return formatInternational(dial) || withPlus(dial);
  } catch {
    return withPlus(dial);
  }
}
