/** Properties over open-ended text: nothing throws, offsets hold, whatever is found is valid. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  findPhoneNumbers,
  mayContainPhone,
  normalizePhone,
  toAsciiDigits,
} from '../../../utils/phone';
import { distractorCell, phoneCell, random } from './corpus';

// One fixed seed, so a run is repeatable and CI never depends on luck; FC_SEED=<n> explores
// other inputs (a counterexample it finds is a defect to fix, then a case in normalize.test.ts).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

const COUNTRIES = ['SA', 'EG', 'AE', 'GB', 'US', 'IN', 'ZZ'];

/** Characters that matter to the scanner, so random text often looks like numbers. */
const phoneish = fc.constantFrom(
  ...'0123456789٠١٢٣٤٥٦٧٨٩۰۵۹０５９+-./()# xX:,%@'.split(''),
  '\u00a0',
  '\u2009',
  '\u202f',
  '\u200e',
  '\u200f',
  '\u202b',
  '\u2066',
  '\u061c',
  '\n',
  'ext. ',
  'تحويلة ',
  'Order #',
  'رقم الطلب ',
  'SA03',
  '966',
  '00966',
  '05',
  '9200',
  '800',
);
const phoneishText = fc.array(phoneish, { maxLength: 60 }).map((parts) => parts.join(''));

/** Real numbers and distractors glued together with random separators and text. */
const corpusText = fc
  .tuple(
    fc.integer(),
    fc.array(fc.tuple(fc.boolean(), fc.constantFrom(' ', ', ', ' / ', '\n', ' | ', '-', '')), {
      maxLength: 6,
    }),
  )
  .map(([seed, cells]) => {
    const next = random(seed);
    return cells
      .map(([phone, separator]) => (phone ? phoneCell(next) : distractorCell(next)) + separator)
      .join('');
  });

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'binary-ascii', maxLength: 80 }),
  fc.string({ unit: fc.constantFrom('\u200e', '\u00a0', '٣', '5', ' ', '+'), maxLength: 40 }),
  phoneishText,
  corpusText,
);
const country = fc.constantFrom(...COUNTRIES);

describe('properties of findPhoneNumbers and normalizePhone', () => {
  it('never throws, on any Unicode string', () => {
    fc.assert(
      fc.property(anyText, country, (text, defaultCountry) => {
        findPhoneNumbers(text, defaultCountry);
        normalizePhone(text, defaultCountry);
        mayContainPhone(text);
        toAsciiDigits(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('offsets are within bounds, ordered, non-overlapping, and text is the slice', () => {
    fc.assert(
      fc.property(anyText, country, (text, defaultCountry) => {
        let previousEnd = 0;
        for (const match of findPhoneNumbers(text, defaultCountry)) {
          expect(match.start).toBeGreaterThanOrEqual(previousEnd);
          expect(match.end).toBeGreaterThan(match.start);
          expect(match.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(match.start, match.end)).toBe(match.text);
          previousEnd = match.end;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('whatever is found is valid: normalizePhone(match.text) gives the same dial', () => {
    fc.assert(
      fc.property(fc.oneof(phoneishText, corpusText), country, (text, defaultCountry) => {
        for (const match of findPhoneNumbers(text, defaultCountry)) {
          const typed = normalizePhone(match.text, defaultCountry);
          expect(typed, JSON.stringify(match)).toMatchObject({ ok: true, dial: match.dial });
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('normalising twice gives the same result (the dial of a found number normalises to itself)', () => {
    fc.assert(
      fc.property(fc.oneof(phoneishText, corpusText), country, (text, defaultCountry) => {
        for (const match of findPhoneNumbers(text, defaultCountry)) {
          const once = normalizePhone(match.text, defaultCountry);
          const twice = once.ok ? normalizePhone(once.dial, defaultCountry) : once;
          expect(twice).toEqual(once);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('typed input: a successful result normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(phoneishText, anyText), country, (text, defaultCountry) => {
        const once = normalizePhone(text, defaultCountry);
        if (once.ok) {
          expect(normalizePhone(once.dial, defaultCountry)).toEqual(once);
          expect(normalizePhone(once.international, defaultCountry)).toEqual(once);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('toAsciiDigits keeps length and finds the same numbers at the same offsets', () => {
    fc.assert(
      fc.property(fc.oneof(phoneishText, corpusText), country, (text, defaultCountry) => {
        const ascii = toAsciiDigits(text);
        expect(ascii).toHaveLength(text.length);
        const strip = (list: ReturnType<typeof findPhoneNumbers>) =>
          list.map(({ start, end, dial }) => ({ start, end, dial }));
        expect(strip(findPhoneNumbers(ascii, defaultCountry))).toEqual(
          strip(findPhoneNumbers(text, defaultCountry)),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('generated distractors (dates, times, amounts, order/invoice ids, iqama, coordinates) are never offered', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        // Not a bare space: short numbers joined by spaces can make a real number as written
        // ("920" "562" "821" → "920 562 821", a Saudi unified number), which must be offered.
        fc.constantFrom(', ', ' | ', ' / ', '\n', ' - '),
        (seed, separator) => {
          const next = random(seed);
          const text = Array.from({ length: 8 }, () => distractorCell(next)).join(separator);
          expect(findPhoneNumbers(text, 'SA'), text).toEqual([]);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('generated phone cells are found with the right dial, among distractors', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const next = random(seed);
        const phone = phoneCell(next);
        const text = `${distractorCell(next)} | ${phone} | ${distractorCell(next)}`;
        const found = findPhoneNumbers(text, 'SA');
        expect(found, text).toHaveLength(1);
        expect(found[0]!.dial, text).toBe(
          normalizePhone(phone, 'SA').ok
            ? (normalizePhone(phone, 'SA') as { dial: string }).dial
            : 'invalid',
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('mayContainPhone is false only where nothing can be found', () => {
    fc.assert(
      fc.property(anyText, country, (text, defaultCountry) => {
        if (!mayContainPhone(text)) expect(findPhoneNumbers(text, defaultCountry)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('issue 8: offered numbers are valid, and the normaliser agrees with the finder', () => {
  /** Digits after a calling code in every shape, so that many readings are tried. */
  const dialish = fc
    .tuple(
      fc.constantFrom('+', '00', '', '0', '＋', '++', '(+', '+('),
      fc.constantFrom(
        '1',
        '7',
        '20',
        '33',
        '39',
        '44',
        '55',
        '91',
        '92',
        '376',
        '800',
        '966',
        '971',
      ),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 12 }),
      fc.constantFrom(' ', '-', '', ') ', '.'),
    )
    .map(([sign, code, digits, separator]) => {
      const national = digits.join('');
      return `${sign}${code}${separator}${national.slice(0, 3)} ${national.slice(3)}`;
    });

  it('every dial string the finder offers is valid per libphonenumber-js/max', () => {
    fc.assert(
      fc.property(
        fc.oneof(dialish, phoneishText, corpusText),
        country,
        fc.boolean(),
        (text, defaultCountry, phoneContext) => {
          for (const match of findPhoneNumbers(text, defaultCountry, { phoneContext })) {
            const parsed = parsePhoneNumberFromString(`+${match.dial}`);
            expect(parsed?.isValid(), JSON.stringify(match)).toBe(true);
            expect(parsed?.number).toBe(`+${match.dial}`);
          }
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('typed input (normalizePhone) is what the finder reads from a phone field holding it', () => {
    fc.assert(
      fc.property(fc.oneof(dialish, phoneishText), country, (text, defaultCountry) => {
        const typed = normalizePhone(text, defaultCountry);
        const inField = findPhoneNumbers(text, defaultCountry, { phoneContext: true });
        // Whatever the finder marks in a field, the normaliser accepts with the same dial.
        for (const match of inField) {
          expect(normalizePhone(match.text, defaultCountry), JSON.stringify(match)).toMatchObject({
            ok: true,
            dial: match.dial,
          });
        }
        // A number the normaliser accepts is the one number the finder marks in that field
        // (digits alone may be a dial string given back: read as international there).
        if (typed.ok && !/^\d+$/.test(text.trim())) {
          expect(
            inField.map((m) => m.dial),
            text,
          ).toEqual([typed.dial]);
        }
      }),
      { numRuns: 5000 },
    );
  });
});
