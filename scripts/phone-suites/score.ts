/**
 * Scores a reader of phone numbers on tests/phone-suites/cases.json (see extract.ts). The same
 * rules hold for both readers compared: a number counts as read only when it is valid, because a
 * number that leaves for dialling must be (libphonenumber's parse() alone does not check that).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
  type CountryCode as LibCountry,
} from 'libphonenumber-js/max';
import { findPhoneNumbers, normalizePhone } from '../../utils/phone';
import { addEveryNumberType } from '../../utils/phone/every-number-type';
import type { SuiteCases } from './cases';

// Scored as the background reads: every country's number types (the page script gets a
// country's when a page shows one of its numbers, and reads the same then).
addEveryNumberType();

export interface Reader {
  name: string;
  /** Spans found in text, in order. */
  find(text: string, region: string | null): { start: number; end: number }[];
  /** The dial form (country code + national number) of a valid number and its extension, or null. */
  read(input: string, region: string | null): { dial: string; extension?: string } | null;
}

/** No default country: a name no plan has, so only numbers written with + are read. */
const NO_REGION = 'ZZ';

export const dialbridge: Reader = {
  name: 'utils/phone',
  find: (text, region) => findPhoneNumbers(text, region ?? NO_REGION),
  read(input, region) {
    const result = normalizePhone(input, region ?? NO_REGION);
    return result.ok ? { dial: result.dial, extension: result.extension } : null;
  },
};

export const libphonenumberMax: Reader = {
  name: 'libphonenumber-js/max',
  find: (text, region) =>
    findPhoneNumbersInText(text, region ? { defaultCountry: region as LibCountry } : {}).map(
      (m) => ({ start: m.startsAt, end: m.endsAt }),
    ),
  read(input, region) {
    try {
      const parsed = parsePhoneNumberFromString(input, (region ?? undefined) as LibCountry);
      return parsed?.isValid() ? { dial: parsed.number.slice(1), extension: parsed.ext } : null;
    } catch {
      return null;
    }
  },
};

export type Measure = 'find' | 'notFind' | 'normalize' | 'reject';

/** The suites expect an extension inside the found span ("03 331 6005 ext 3456"). utils/phone
 *  marks the number it calls and leaves the extension (dialled by the agent once connected) as
 *  text, by choice; a span that stops exactly where a written extension begins counts as found,
 *  for both readers. */
const EXTENSION_TAIL =
  /^[\s,;]*(?:ext\.?|extn|extension|int\.?|xtn|x|#|~|доб\.?)\s*[:.=]?\s*\d+#?$/i;

function foundAt(found: { start: number; end: number }, text: string, start: number, end: number) {
  if (found.start !== start) return false;
  return found.end === end || (found.end < end && EXTENSION_TAIL.test(text.slice(found.end, end)));
}

/** Per measure, the indexes of the cases the reader gets right. */
export function passes(reader: Reader, cases: SuiteCases): Record<Measure, Set<number>> {
  const set = (list: unknown[], right: (index: number) => boolean) =>
    new Set(list.map((_, i) => i).filter(right));
  return {
    find: set(cases.find, (i) => {
      const c = cases.find[i]!;
      return reader.find(c.text, c.region).some((m) => foundAt(m, c.text, c.start, c.end));
    }),
    notFind: set(cases.notFind, (i) => {
      const c = cases.notFind[i]!;
      return reader.find(c.text, c.region).length === 0;
    }),
    normalize: set(cases.normalize, (i) => {
      const c = cases.normalize[i]!;
      const read = reader.read(c.input, c.region);
      // The extension too: one read as digits of the number, or dropped, is a wrong reading.
      return read?.dial === c.dial && read.extension === c.extension;
    }),
    reject: set(cases.reject, (i) => {
      const c = cases.reject[i]!;
      return reader.read(c.input, c.region) === null;
    }),
  };
}

export function loadCases(): SuiteCases {
  const file = fileURLToPath(new URL('../../tests/phone-suites/cases.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as SuiteCases;
}
