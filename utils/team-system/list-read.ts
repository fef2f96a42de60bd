/**
 * Reads the team's do-not-call list as its address serves it: one number per line in any
 * written form, or a CSV (comma, semicolon or tab) whose first column is the number, a header line
 * allowed, blank lines and lines starting with # skipped. Every number becomes its dial string
 * (the same reading as everywhere else), held as a sorted array of numbers: a million entries are
 * 8 MB and a lookup is a binary search of 20 steps. One line that is not a number refuses the
 * whole list: half a list would call people the team meant to spare, without saying so. Pure.
 */
import { TEAM_LIST_MAX_NUMBERS } from '../limits';
import { normalizePhone } from '../phone';

export type ListReading =
  | { ok: true; dials: Float64Array }
  | { ok: false; problem: 'empty' | 'too-many' | 'not-text' }
  | { ok: false; problem: 'line'; line: number; text: string };

const SEPARATOR = /[,;\t]/;
/** Lines read between two yields, so the background answers messages during a long read. */
const SLICE = 20_000;

function firstColumn(line: string): string {
  const cell = line.split(SEPARATOR, 1)[0]!.trim();
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')
    ? cell.slice(1, -1).trim()
    : cell;
}

/** Reads `text`; `pause` is awaited every few thousand lines (the caller's yield). */
export async function readTeamList(
  text: string,
  defaultCountry: string,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<ListReading> {
  if (text.includes('\u0000') || /^\s*</.test(text)) return { ok: false, problem: 'not-text' };
  const lines = text.split(/\r\n|\n|\r/);
  const dials: number[] = [];
  let first = true;
  for (let i = 0; i < lines.length; i++) {
    if (i % SLICE === SLICE - 1) await pause();
    const raw = lines[i]!.replace(/^\uFEFF/, '');
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const cell = firstColumn(raw);
    const phone = normalizePhone(cell, defaultCountry);
    if (phone.ok) dials.push(Number(phone.dial));
    // A header names its columns: no digit in its first cell.
    else if (!(first && !/\d/.test(cell)))
      return { ok: false, problem: 'line', line: i + 1, text: cell.slice(0, 60) };
    first = false;
    if (dials.length > TEAM_LIST_MAX_NUMBERS) return { ok: false, problem: 'too-many' };
  }
  if (dials.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, dials: sortedUnique(dials) };
}

function sortedUnique(values: number[]): Float64Array {
  const sorted = Float64Array.from(values).sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i]!;
  }
  return sorted.slice(0, kept);
}

/** Whether `dial` (digits) is in a list read above. */
export function listHas(dials: Float64Array, dial: string): boolean {
  const value = Number(dial);
  let low = 0;
  let high = dials.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = dials[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
