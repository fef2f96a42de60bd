/**
 * utils/phone validates with its own compiled copy of libphonenumber-js's "max" metadata
 * (sliced); these tests hold it to the library's own verdicts and formatting.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getExampleNumber,
  parsePhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import plans from '../../../utils/phone/numbering-plans.json';
import { countryOfDial, formatInternational, normalizePhone, withPlus } from '../../../utils/phone';

// One fixed seed, so a run is repeatable and CI never depends on luck; FC_SEED=<n> explores
// other inputs (a counterexample it finds is a defect to fix, then a case in normalize.test.ts).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

const sliced = Object.keys(plans.countries) as CountryCode[];
const slicedSet = new Set<string>(sliced);
/** Every number type and the display formats are carried for these; the others keep only the
 *  types a customer's own number has (scripts/slice-metadata.ts). Written out, not read from the
 *  data, so that a country dropped from the data fails here. */
const FULL_DETAIL = new Set(
  (
    'SA AE KW QA BH OM YE IQ JO SY LB PS EG SD LY TN DZ MA ' +
    'DJ MR KM PK IN BD LK NP AF IR PH ID MY MM CN ET ER SO KE UG TD NG TR GB US CA FR DE'
  ).split(' '),
);
const CUSTOMER_TYPES = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE', 'TOLL_FREE']);

/** libphonenumber-js/max's verdict on an international number, limited to the sliced countries
 *  and, outside the full-detail ones, to customer number types; display only where formats are
 *  carried. A dial string travels without its +, so one that the library reads, with default SA,
 *  as another valid number (+53 4512345 is also the Saudi 053 451 2345) cannot be called safely. */
function library(international: string): { dial: string; display: string | null } | null {
  try {
    const parsed = parsePhoneNumber(international);
    if (!parsed.isValid() || !parsed.country || !slicedSet.has(parsed.country)) return null;
    const full = FULL_DETAIL.has(parsed.country);
    if (!full && !CUSTOMER_TYPES.has(parsed.getType() ?? '')) return null;
    const readBack = parsePhoneNumberFromString(parsed.number.slice(1), 'SA');
    if (readBack?.isValid() && readBack.number !== parsed.number) return null;
    return {
      dial: parsed.number.slice(1),
      display: full ? parsed.formatInternational() : null,
    };
  } catch {
    return null;
  }
}

function agree(international: string): void {
  const expected = library(international);
  const actual = normalizePhone(international, 'SA');
  expect(actual.ok ? actual.dial : null, international).toBe(expected?.dial ?? null);
  if (expected?.display) {
    expect(formatInternational(expected.dial), international).toBe(expected.display);
  }
}

describe('exact validation: agrees with libphonenumber-js/max', () => {
  it.each(sliced)('%s: the example mobile number is valid and formatted the same', (country) => {
    const example = getExampleNumber(country, examples);
    expect(example).toBeDefined();
    const dial = example!.number.slice(1);
    // A code's examples may belong to its main country (VA's example mobile is Italian).
    const owner = parsePhoneNumber(example!.number).country;
    if (!library(example!.number)) {
      // Its dial string is also a Saudi number (PM's +508 551234 is 050 855 1234): refused.
      expect(normalizePhone(example!.number, 'SA').ok).toBe(false);
      return;
    }
    expect(normalizePhone(example!.number, 'SA')).toMatchObject({ ok: true, dial, country: owner });
    if (FULL_DETAIL.has(owner!))
      expect(formatInternational(dial)).toBe(example!.formatInternational());
  });

  it.each(sliced)('%s: mutated numbers get the same verdict', (country) => {
    const example = getExampleNumber(country, examples)!;
    const callingCode = example.countryCallingCode;
    const national = example.nationalNumber as string;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(national.length - 1), fc.integer({ min: 0, max: 9 })), {
          maxLength: 4,
        }),
        fc.integer({ min: -2, max: 2 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
        (changes, lengthChange, leading) => {
          const digits = national.split('');
          for (const [position, digit] of changes) digits[position] = String(digit);
          let mutated = leading.join('') + digits.join('');
          if (lengthChange < 0) mutated = mutated.slice(0, lengthChange);
          else mutated += '5'.repeat(lengthChange);
          agree(`+${callingCode}${mutated}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    '+966511234567',
    '+966521234567',
    '+966571234567',
    '+966579912345',
    '+966151234567',
    '+966112345678',
    '+966172345678',
    '+966182345678',
    '+966925123456',
    '+966800123456',
    '+97142123456',
    '+97152123456',
    '+12125551234',
    '+12895551234',
    '+18765551234',
    '+447624369230',
    '+442079460958',
    '+4401234567890',
  ])('%s', (international) => {
    agree(international);
  });

  it('the content script carries the full detail of exactly the countries agents meet most', () => {
    expect(new Set(plans.fullDetail)).toEqual(FULL_DETAIL);
  });

  it.each([
    // Premium-rate and shared-cost ranges of the other countries are not carried: never offered.
    ['+39 892 123', null],
    ['+39 848 123 456', null],
    ['+34 803 123 456', null],
    // The full-detail countries keep every type: a French premium-rate number is a number.
    ['+33 8 99 12 34 56', '+33 899 12 34 56'],
    ['+61 1900 123 456', null],
    // A customer's own numbers are, shown in groups of three (their formats are not carried).
    ['+39 06 1234 5678', '+39 061 234 5678'],
    ['+39 312 345 6789', '+39 312 345 6789'],
    ['+34 612 34 56 78', '+34 612 345 678'],
    ['+61 4 1234 5678', '+61 412 345 678'],
    ['+39 800 123 456', '+39 800 123 456'],
  ])('other countries: %s → %s', (typed, display) => {
    const result = normalizePhone(typed, 'SA');
    expect(result.ok ? formatInternational(result.dial) : null).toBe(display);
  });
});

describe('withPlus: a dial written back as text', () => {
  it.each([
    ['966551234567', '+966551234567'],
    ['6834002', '+6834002'],
    ['0551234567', '0551234567'],
    ['+966551234567', '+966551234567'],
    ['', ''],
  ])('%j → %j', (dial, text) => {
    expect(withPlus(dial)).toBe(text);
  });

  it('is read again as the same number under any default country', () => {
    for (const dial of ['966551234567', '201001234567', '447911123456', '12025550123'])
      for (const country of ['SA', 'EG', 'US', 'GB'] as CountryCode[])
        expect(normalizePhone(withPlus(dial), country)).toMatchObject({ ok: true, dial });
  });
});

describe('countryOfDial: the country of a number already in dial form', () => {
  it.each([
    ['966551234567', 'SA'],
    ['966920012345', 'SA'],
    ['971501234567', 'AE'],
    ['201001234567', 'EG'],
    ['447400123456', 'GB'],
    ['447911123456', 'GG'],
    ['12025550123', 'US'],
    ['14165550123', 'CA'],
    ['35818123456', 'AX'],
  ])('%s → %s', (dial, country) => {
    expect(countryOfDial(dial)).toBe(country);
  });

  it.each(['96655', '999123456789', ''])('%j belongs to no plan', (dial) => {
    expect(countryOfDial(dial)).toBeUndefined();
  });

  it('does not depend on the default country, as a reading of the digits would', () => {
    // A 10-digit US dial read as written text in the US is a national number: no code to find.
    expect(countryOfDial('2025550123')).toBeUndefined();
    expect(countryOfDial('12025550123')).toBe('US');
  });
});
