/**
 * The do-not-call list, held as dial strings (country code + national number) so every written
 * form of a number matches: "055 123 4567", "+966551234567" and "00966 55 123 4567" are one
 * entry. A Set answers in constant time, so 100,000 entries cost nothing per call. Pure.
 */
import { normalizePhone } from '../../phone';

export interface ReadList {
  dials: string[];
  /** Entries that are not a number Dialbridge can read, as written, in order. */
  invalid: string[];
}

/** The last list read and its reading: the organisation's list comes again with every policy
 *  read (before every call), and reading 100,000 written numbers takes about a second, while
 *  telling that the list is the same takes a millisecond. */
let last: { values: readonly unknown[]; country: string; read: ReadList } | null = null;

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Reads numbers written in any form; duplicates are kept once, the unreadable ones listed. */
export function readNumbers(values: readonly unknown[], defaultCountry: string): ReadList {
  if (last && last.country === defaultCountry && sameList(last.values, values)) return last.read;
  const dials = new Set<string>();
  const invalid: string[] = [];
  for (const value of values) {
    const text = typeof value === 'number' ? String(value) : value;
    const phone = typeof text === 'string' ? normalizePhone(text, defaultCountry) : null;
    if (phone?.ok) dials.add(phone.dial);
    else invalid.push(typeof text === 'string' ? text : JSON.stringify(value));
  }
  const read = { dials: [...dials], invalid };
  last = { values: [...values], country: defaultCountry, read };
  return read;
}
