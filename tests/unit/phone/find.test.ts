import { describe, expect, it } from 'vitest';
import { parsePhoneNumber } from 'libphonenumber-js/max';
import { findPhoneNumbers } from '../../../utils/phone';

const dials = (text: string, country = 'SA'): string[] =>
  findPhoneNumbers(text, country).map((m) => m.dial);

/** Text → the one number in it (service form) and the exact text marked. */
const saudi: Array<[string, string, string]> = [
  // Local forms
  ['0551234567', '966551234567', '0551234567'],
  ['Mobile: 0551234567', '966551234567', '0551234567'],
  ['جوال العميل: 0551234567', '966551234567', '0551234567'],
  ['055 123 4567', '966551234567', '055 123 4567'],
  ['055-123-4567', '966551234567', '055-123-4567'],
  ['055.123.4567', '966551234567', '055.123.4567'],
  ['055/1234567', '966551234567', '055/1234567'],
  ['(055) 123-4567', '966551234567', '(055) 123-4567'],
  ['0512345678', '966512345678', '0512345678'],
  ['0501234567', '966501234567', '0501234567'],
  ['Landline 011 234 5678', '966112345678', '011 234 5678'],
  ['012 612 3456', '966126123456', '012 612 3456'],
  ['(013) 812-3456', '966138123456', '(013) 812-3456'],
  // Country code prefixes
  ['+966551234567', '966551234567', '+966551234567'],
  ['+966 55 123 4567', '966551234567', '+966 55 123 4567'],
  ['+966-55-123-4567', '966551234567', '+966-55-123-4567'],
  ['00966551234567', '966551234567', '00966551234567'],
  ['00966 55 123 4567', '966551234567', '00966 55 123 4567'],
  ['966551234567', '966551234567', '966551234567'],
  ['966 55 123 4567', '966551234567', '966 55 123 4567'],
  ['(+966) 55 123 4567', '966551234567', '(+966) 55 123 4567'],
  ['tel:+966551234567', '966551234567', '+966551234567'],
  // The common mistakes: the trunk 0 kept after the country code
  ['9660551234567', '966551234567', '9660551234567'],
  ['+9660551234567', '966551234567', '+9660551234567'],
  ['+966 0551234567', '966551234567', '+966 0551234567'],
  ['+966 (0) 55 123 4567', '966551234567', '+966 (0) 55 123 4567'],
  ['00966 (0)55 123 4567', '966551234567', '00966 (0)55 123 4567'],
  ['+966 (0)11 234 5678', '966112345678', '+966 (0)11 234 5678'],
  ['+966-(0)55-1234567', '966551234567', '+966-(0)55-1234567'],
  ['(+966)551234567', '966551234567', '(+966)551234567'],
  ['+966.55.123.4567', '966551234567', '+966.55.123.4567'],
  ['05 51 23 45 67', '966551234567', '05 51 23 45 67'],
  ['٩٦٦٥٥١٢٣٤٥٦٧', '966551234567', '٩٦٦٥٥١٢٣٤٥٦٧'],
  // Unified and toll-free numbers: with 966 like every other number (a bare 92… reads as Pakistan)
  ['9200-12345', '966920012345', '9200-12345'],
  ['Call 9200 12345', '966920012345', '9200 12345'],
  ['920012345', '966920012345', '920012345'],
  ['الرقم الموحد 920000000', '966920000000', '920000000'],
  ['800 123 4567', '9668001234567', '800 123 4567'],
  ['Toll free: 8001234567', '9668001234567', '8001234567'],
  ['+966 9200 12345', '966920012345', '+966 9200 12345'],
  ['966920012345', '966920012345', '966920012345'],
  ['00966 800 123 4567', '9668001234567', '00966 800 123 4567'],
  // Unicode spaces
  ['055\u00a0123\u00a04567', '966551234567', '055\u00a0123\u00a04567'],
  ['055\u2009123\u20094567', '966551234567', '055\u2009123\u20094567'],
  ['+966\u202f55\u202f123\u202f4567', '966551234567', '+966\u202f55\u202f123\u202f4567'],
  ['055\u2007123\u20074567', '966551234567', '055\u2007123\u20074567'],
  ['055\u205f123\u30004567', '966551234567', '055\u205f123\u30004567'],
  ['055\u2000123\u200a4567', '966551234567', '055\u2000123\u200a4567'],
  // Bidi marks (WhatsApp, Arabic text)
  ['\u200e+966 55 123 4567\u200e', '966551234567', '+966 55 123 4567'],
  ['\u202a0551234567\u202c', '966551234567', '0551234567'],
  ['\u2066+966551234567\u2069', '966551234567', '+966551234567'],
  ['+\u200e966 55 123 4567', '966551234567', '+\u200e966 55 123 4567'],
  ['055\u200f123\u200f4567', '966551234567', '055\u200f123\u200f4567'],
  ['\u061c0551234567', '966551234567', '0551234567'],
  ['رقم الجوال: \u200f\u202b+966 55 123 4567\u202c', '966551234567', '+966 55 123 4567'],
  // Digits in other scripts
  ['٠٥٥١٢٣٤٥٦٧', '966551234567', '٠٥٥١٢٣٤٥٦٧'],
  ['جوال: ٠٥٥ ١٢٣ ٤٥٦٧', '966551234567', '٠٥٥ ١٢٣ ٤٥٦٧'],
  ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '966551234567', '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧'],
  ['۰۵۵۱۲۳۴۵۶۷', '966551234567', '۰۵۵۱۲۳۴۵۶۷'],
  ['０５５１２３４５６７', '966551234567', '０５５１２３４５６７'],
  ['05٥1234567', '966551234567', '05٥1234567'],
  // Extensions: the main number is called, the extension is not part of the match
  ['0112345678 ext. 12', '966112345678', '0112345678'],
  ['0112345678 ext 123', '966112345678', '0112345678'],
  ['0112345678x12', '966112345678', '0112345678'],
  ['011 234 5678 #12', '966112345678', '011 234 5678'],
  ['011 234 5678 تحويلة 12', '966112345678', '011 234 5678'],
  ['+966 11 234 5678, ext. 4501', '966112345678', '+966 11 234 5678'],
  // Labels that name a phone
  ['Phone number: 0551234567', '966551234567', '0551234567'],
  ['Mobile No. 0551234567', '966551234567', '0551234567'],
  ['رقم الجوال 0551234567', '966551234567', '0551234567'],
  ['Order #12345 contact 0551234567', '966551234567', '0551234567'],
  ['Tel.0551234567', '966551234567', '0551234567'],
  ['Tel:0551234567', '966551234567', '0551234567'],
  ['[0551234567]', '966551234567', '0551234567'],
  ['«0551234567»', '966551234567', '0551234567'],
  ['هاتف: ٠١١٤٥٦٧٨٩٠.', '966114567890', '٠١١٤٥٦٧٨٩٠'],
  ['10:30 0551234567', '966551234567', '0551234567'],
  ['+966-11-4567890 (Ext. 2001)', '966114567890', '+966-11-4567890'],
];

describe('findPhoneNumbers: Saudi forms (default SA)', () => {
  it.each(saudi)('%j → %s', (text, dial, written) => {
    const matches = findPhoneNumbers(text, 'SA');
    expect(matches.map((m) => m.dial)).toEqual([dial]);
    const [match] = matches;
    expect(match!.text).toBe(written);
    expect(text.slice(match!.start, match!.end)).toBe(written);
  });
});

/** International forms of other countries' numbers (found whatever the default country). */
const foreign: Array<[string, string]> = [
  ['+20 100 123 4567', '201001234567'],
  ['+20 10 01234567', '201001234567'],
  ['0020 100 123 4567', '201001234567'],
  ['+971 50 123 4567', '971501234567'],
  ['+965 500 12345', '96550012345'],
  ['+974 3312 3456', '97433123456'],
  ['+973 3600 1234', '97336001234'],
  ['+968 9212 3456', '96892123456'],
  ['+962 7 9012 3456', '962790123456'],
  ['+967 712 345 678', '967712345678'],
  ['+249 91 123 1234', '249911231234'],
  ['+92 301 2345678', '923012345678'],
  ['+91 98765 43210', '919876543210'],
  ['+63 917 123 4567', '639171234567'],
  ['+880 1812-345678', '8801812345678'],
  ['+44 20 7946 0958', '442079460958'],
  ['+44 (0)20 7946 0958', '442079460958'],
  ['+44 7400 123456', '447400123456'],
  ['+1 (201) 555-0123', '12015550123'],
  ['+1 212 555 1234', '12125551234'],
  ['+1.212.555.1234', '12125551234'],
  ['+90 501 234 56 78', '905012345678'],
  ['+33 6 12 34 56 78', '33612345678'],
  ['+49 1512 3456789', '4915123456789'],
  // Outside the sliced metadata: explicit + or 00 and a plausible length for a real calling code.
  ['+39 06 1234 5678', '390612345678'],
  ['0039 312 345 6789', '393123456789'],
  ['+7 912 345 67 89', '79123456789'],
];

describe('findPhoneNumbers: foreign numbers in international form', () => {
  it.each(foreign)('%j → %s (default SA)', (text, dial) => {
    expect(dials(`Contact ${text} today`)).toEqual([dial]);
  });
  it.each(foreign)('%j → %s (default EG)', (text, dial) => {
    expect(dials(text, 'EG')).toEqual([dial]);
  });
  it.each(foreign.filter(([, dial]) => !/^(39|7)/.test(dial)))(
    '%j is valid for libphonenumber-js/max',
    (text, dial) => {
      const parsed = parsePhoneNumber(text.replace(/^00/, '+'));
      expect(parsed.isValid()).toBe(true);
      expect(parsed.number).toBe(`+${dial}`);
    },
  );
});

/** Numbers written nationally are found only when the default country is theirs. */
const local: Array<[string, string, string]> = [
  ['010 01234567', 'EG', '201001234567'],
  ['02 2345 6789', 'EG', '20223456789'],
  ['04 212 3456', 'AE', '97142123456'],
  ['500 12345', 'KW', '96550012345'],
  ['3312 3456', 'QA', '97433123456'],
  ['07 9012 3456', 'JO', '962790123456'],
  ['0301 2345678', 'PK', '923012345678'],
  ['0917 123 4567', 'PH', '639171234567'],
  ['01812-345678', 'BD', '8801812345678'],
  ['07400 123456', 'GB', '447400123456'],
  ['020 7946 0958', 'GB', '442079460958'],
  ['(201) 555-0123', 'US', '12015550123'],
  ['1 201 555 0123', 'US', '12015550123'],
];

describe('findPhoneNumbers: local forms of other countries', () => {
  it.each(local)('%j with default %s → %s', (text, country, dial) => {
    expect(dials(text, country)).toEqual([dial]);
  });
  it.each(local)('%j is not offered with default SA', (text) => {
    expect(dials(text)).toEqual([]);
  });
  it.each(['9200 12345', '920012345', '800 123 4567'])(
    'Saudi unified/toll-free %j written nationally is not offered when the default country is EG',
    (text) => {
      expect(dials(text, 'EG')).toEqual([]);
    },
  );
  it.each([
    ['+966 920012345', '966920012345'],
    ['+966 800 123 4567', '9668001234567'],
  ])(
    'Saudi unified/toll-free %j with its calling code is %s whatever the default',
    (text, dial) => {
      expect(dials(text, 'EG')).toEqual([dial]);
    },
  );
});

describe('findPhoneNumbers: several numbers, offsets and order', () => {
  it.each([
    ['Mobile: 0551234567 / Home: 011 234 5678', ['966551234567', '966112345678']],
    ['0551234567, 0501234567', ['966551234567', '966501234567']],
    ['0551234567 0501234567', ['966551234567', '966501234567']],
    ['0551234567/0501234567', ['966551234567', '966501234567']],
    ['0551234567 - 0501234567', ['966551234567', '966501234567']],
    ['٠٥٥١٢٣٤٥٦٧، ٠٥٠١٢٣٤٥٦٧', ['966551234567', '966501234567']],
    ['Tel: +966 11 234 5678 Fax: +966 11 234 5679', ['966112345678', '966112345679']],
    ['اتصل على 0551234567 و0501234567', ['966551234567', '966501234567']],
    ['اتصل ب٠٥٥١٢٣٤٥٦٧ أو ل+966501234567', ['966551234567', '966501234567']],
    ['جوال ٠٥٥١٢٣٤٥٦٧ أو \u200e+20 100 123 4567\u200e', ['966551234567', '201001234567']],
    ['2024-05-01 called 0551234567 about ORD-2024-000123', ['966551234567']],
    ['+966 55 123 4567\n+966 50 123 4567', ['966551234567', '966501234567']],
  ])('%j', (text, expected) => {
    const matches = findPhoneNumbers(text, 'SA');
    expect(matches.map((m) => m.dial)).toEqual(expected);
    let previousEnd = 0;
    for (const match of matches) {
      expect(match.start).toBeGreaterThanOrEqual(previousEnd);
      expect(match.end).toBeGreaterThan(match.start);
      expect(text.slice(match.start, match.end)).toBe(match.text);
      previousEnd = match.end;
    }
  });

  it('keeps offsets in the original text when digits are Arabic-Indic and marks are present', () => {
    const text = 'الاسم: محمد \u200fجوال: \u200e٠٥٥ ١٢٣ ٤٥٦٧\u200e — ثابت: ٠١١\u00a0٢٣٤\u00a0٥٦٧٨';
    const matches = findPhoneNumbers(text, 'SA');
    expect(matches.map((m) => [m.text, m.dial])).toEqual([
      ['٠٥٥ ١٢٣ ٤٥٦٧', '966551234567'],
      ['٠١١\u00a0٢٣٤\u00a0٥٦٧٨', '966112345678'],
    ]);
    for (const m of matches) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  it('returns nothing for text without digits', () => {
    expect(findPhoneNumbers('', 'SA')).toEqual([]);
    expect(findPhoneNumbers('لا يوجد رقم هنا', 'SA')).toEqual([]);
  });
});

describe('read as libphonenumber reads them (its own test suites)', () => {
  it.each<[string, string, string, string]>([
    // Another country's international call prefix, as the default country dials it.
    ['Call 01164 3 331 6005 now', 'US', '6433316005', '01164 3 331 6005'],
    ['Call 0011-650-333-6000 now', 'SG', '16503336000', '0011-650-333-6000'],
    ['Call 0191-650-333-6000 now', 'SG', '16503336000', '0191-650-333-6000'],
    ['Call 0~01-650-333-6000 now', 'PL', '16503336000', '0~01-650-333-6000'],
    // A slash, then an extension: the number ends at the slash.
    ['Call 03-331 6005/x12 more', 'NZ', '6433316005', '03-331 6005'],
  ])('%j (%s) → %s', (text, country, dial, written) => {
    const matches = findPhoneNumbers(text, country);
    expect(matches.map((m) => [m.dial, m.text])).toEqual([[dial, written]]);
  });

  it.each<[string, string]>([
    // 00 is not how the US dials abroad (it reaches the operator): not read as a calling code.
    ['Call 00 61 2 9876 5432 now', 'US'],
    // Brackets that do not pair up, or too many of them: numbers in a table, not a phone number.
    ['80.585 ((79.964)', 'US'],
    ['(80).(585) (79).(9)64', 'US'],
    ['213)373-4253', 'US'],
    // A combining accent glued to the digits, with no letter before it or after a space: a
    // Latin letter's mark, not a number's start.
    ['\u0301415-666-7777', 'US'],
    ['x \u0301415-666-7777', 'US'],
    ['\u03010551234567', 'SA'],
  ])('%j (%s) → nothing', (text, country) => {
    expect(findPhoneNumbers(text, country)).toEqual([]);
  });
});
