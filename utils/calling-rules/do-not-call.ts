/**
 * The do-not-call list, held as dial strings (country code + national number) so every written
 * form of a number matches: "055 123 4567", "+966551234567" and "00966 55 123 4567" are one
 * entry. A Set answers in constant time, so 100,000 entries cost nothing per call. Pure.
 */
import { normalizePhone } from '../phone';

export interface ReadList {
  dials: string[];
  /** Entries that are not a number Dialbridge can read, as written, in order. */
  invalid: string[];
}

/** Reads numbers written in any form; duplicates are kept once, the unreadable ones listed. */
export function readNumbers(values: readonly unknown[], defaultCountry: string): ReadList {
  const dials = new Set<string>();
  const invalid: string[] = [];
  for (const value of values) {
    const text = typeof value === 'number' ? String(value) : value;
    const phone = typeof text === 'string' ? normalizePhone(text, defaultCountry) : null;
    if (phone?.ok) dials.add(phone.dial);
    else invalid.push(typeof text === 'string' ? text : JSON.stringify(value));
  }
  return { dials: [...dials], invalid };
}
