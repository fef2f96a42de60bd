import { describe, expect, it } from 'vitest';
import {
  formatInternational,
  mayContainPhone,
  normalizePhone,
  toAsciiDigits,
} from '../../../utils/phone';

/** What people type or paste in the popup and options → dial and display. */
const typed: Array<[string, string, string, string | undefined]> = [
  ['0551234567', '966551234567', '+966 55 123 4567', 'SA'],
  [' 055 123 4567 ', '966551234567', '+966 55 123 4567', 'SA'],
  ['055-123-4567', '966551234567', '+966 55 123 4567', 'SA'],
  ['(055) 123.4567', '966551234567', '+966 55 123 4567', 'SA'],
  ['551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['+966551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['00966551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['966551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['9660551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['+966 (0) 55 123 4567', '966551234567', '+966 55 123 4567', 'SA'],
  ['tel:+966551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['TEL:0551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['tel:%2B966%20551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['\u200e+966 55 123 4567\u200e', '966551234567', '+966 55 123 4567', 'SA'],
  ['٠٥٥١٢٣٤٥٦٧', '966551234567', '+966 55 123 4567', 'SA'],
  ['۰۵۵ ۱۲۳ ۴۵۶۷', '966551234567', '+966 55 123 4567', 'SA'],
  ['０５５１２３４５６７', '966551234567', '+966 55 123 4567', 'SA'],
  ['055\u00a0123\u202f4567', '966551234567', '+966 55 123 4567', 'SA'],
  // RFC 3966 parameters: a global phone-context is the number's start; a domain one says nothing.
  ['tel:331-6005;phone-context=+64-3', '6433316005', '+64 333 160 05', 'NZ'],
  ['03-331-6005;phone-context=+64', '6433316005', '+64 333 160 05', 'NZ'],
  ['tel:03-331-6005;isub=12345;phone-context=+64', '6433316005', '+64 333 160 05', 'NZ'],
  ['tel:0551234567;phone-context=example.com', '966551234567', '+966 55 123 4567', 'SA'],
  // Unified and toll-free numbers leave with 966 like every other number (920012345 alone reads as +92).
  ['9200 12345', '966920012345', '+966 9200 12345', 'SA'],
  ['920012345', '966920012345', '+966 9200 12345', 'SA'],
  ['+966 920012345', '966920012345', '+966 9200 12345', 'SA'],
  ['966920012345', '966920012345', '+966 9200 12345', 'SA'],
  ['925 123 456', '966925123456', '+966 9251 23456', 'SA'],
  ['800 123 4567', '9668001234567', '+966 800 123 4567', 'SA'],
  ['00966 800 123 4567', '9668001234567', '+966 800 123 4567', 'SA'],
  ['+20 100 123 4567', '201001234567', '+20 10 01234567', 'EG'],
  ['201001234567', '201001234567', '+20 10 01234567', 'EG'],
  ['+971 50 123 4567', '971501234567', '+971 50 123 4567', 'AE'],
  ['+1 (212) 555-1234', '12125551234', '+1 212 555 1234', 'US'],
  ['+44 20 7946 0958', '442079460958', '+44 20 7946 0958', 'GB'],
  ['+39 06 1234 5678', '390612345678', '+39 061 234 5678', 'IT'],
  ['++966551234567', '966551234567', '+966 55 123 4567', 'SA'],
  ['＋1 (650) 253-0000', '16502530000', '+1 650 253 0000', 'US'],
  ['+(966) 572860157', '966572860157', '+966 57 286 0157', 'SA'],
];

describe('normalizePhone: dialled abroad as the default country dials', () => {
  it.each<[string, string, string]>([
    ['011 966 55 123 4567', 'US', '966551234567'],
    ['0011 650 333 6000', 'SG', '16503336000'],
    // 0~0: the wait for a second dial tone, written with a tilde.
    ['0~0 966 55 123 4567', 'PL', '966551234567'],
  ])('%j (default %s) → %s', (input, defaultCountry, dial) => {
    expect(normalizePhone(input, defaultCountry)).toMatchObject({ ok: true, dial });
  });
  it('00 is not read as the international prefix where the country dials 011', () => {
    expect(normalizePhone('00 61 2 9876 5432', 'US').ok).toBe(false);
    expect(normalizePhone('00 61 2 9876 5432', 'SA')).toMatchObject({
      ok: true,
      dial: '61298765432',
    });
  });
});

describe('normalizePhone: typed input (default SA)', () => {
  it.each(typed)('%j → %s', (input, dial, international, country) => {
    const result = normalizePhone(input, 'SA');
    expect(result).toEqual({ ok: true, dial, international, ...(country ? { country } : {}) });
  });
  it.each(typed)('%j: normalising the dial again gives the same dial', (input) => {
    const first = normalizePhone(input, 'SA');
    if (!first.ok) throw new Error('expected ok');
    // The dial carries no extension: only the number is read again.
    const { extension: _extension, ...number } = first;
    expect(normalizePhone(first.dial, 'SA')).toEqual(number);
  });
});

/**
 * What people paste: a label before the number, an extension after it (kept apart: asked for,
 * never dialled), dashes of other scripts. Cases from libphonenumber's own suites where marked.
 */
describe('normalizePhone: pasted forms', () => {
  it.each<[string, string, string, string]>([
    ['011 234 5678 ext. 12', 'SA', '966112345678', '12'],
    ['0112345678 x12', 'SA', '966112345678', '12'],
    ['0112345678 تحويلة ١٢', 'SA', '966112345678', '12'],
    ['0112345678,,123#', 'SA', '966112345678', '123'],
    ['tel:+966-55-123-4567;ext=12', 'SA', '966551234567', '12'],
    ['Tel. +966 55 123 4567 ext. 204', 'SA', '966551234567', '204'],
    // libphonenumber's PhoneNumberUtilTest.testParseExtensions
    ['03 331 6005 ext 3456', 'NZ', '6433316005', '3456'],
    ['03-3316005x3456', 'NZ', '6433316005', '3456'],
    ['03-3316005 int.3456', 'NZ', '6433316005', '3456'],
    ['03 3316005 #3456', 'NZ', '6433316005', '3456'],
    ['+44 2034567890 X  456', 'GB', '442034567890', '456'],
    ['+44-2034567890;ext=456', 'GB', '442034567890', '456'],
    ['+442034567890\uFF45\uFF58\uFF54\uFF4E456', 'GB', '442034567890', '456'],
    ['+442034567890\uFF58\uFF54456', 'GB', '442034567890', '456'],
    ['(800) 901-3355 , ext 7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355 ; 7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355;7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355 , 7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355 ,extensi\u00F3n 7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355 ,extensio\u0301n 7246433', 'US', '18009013355', '7246433'],
    ['(800) 901-3355 ext: 7246433', 'US', '18009013355', '7246433'],
    ['8 (423) 202-25-11, \u0434\u043E\u0431. 100', 'RU', '74232022511', '100'],
    ['8 (423) 202-25-11\u0434\u043E\u0431100', 'RU', '74232022511', '100'],
    ['8 (423) 202-25-11, \u0414\u041E\u0411. 100', 'RU', '74232022511', '100'],
    // Long extensions, up to libphonenumber's limits (testParseHandlesLongExtensionsWithExplicitLabels…)
    ['tel:+6433316005;ext=01234567890123456789', 'NZ', '6433316005', '01234567890123456789'],
    ['03 3316005 extension\t12345678901234567890', 'NZ', '6433316005', '12345678901234567890'],
    ['+12679000000,,123456789012345#', 'US', '12679000000', '123456789012345'],
    ['03 3316005 #123456789#', 'NZ', '6433316005', '123456789'],
    ['03 3316005 ~ 123456789', 'NZ', '6433316005', '123456789'],
  ])('%j (default %s) → %s, extension %s', (input, country, dial, extension) => {
    expect(normalizePhone(input, country)).toMatchObject({ ok: true, dial, extension });
  });

  it.each<[string, string, string]>([
    // libphonenumber-js's legacy/parse.test.js: a label before, a full stop after.
    ['Phone: 8 (800) 555 35 35.', 'RU', '78005553535'],
    ['Phone: +7 (800) 555-35-35.', 'SA', '78005553535'],
    ['Mobile: 0551234567', 'SA', '966551234567'],
    ['Phone No. 055 123 4567', 'SA', '966551234567'],
    ['جوال: ٠٥٥١٢٣٤٥٦٧', 'SA', '966551234567'],
    ['الهاتف - 0551234567', 'SA', '966551234567'],
    // Fullwidth forms and the katakana long-vowel mark written as a dash (PhoneNumberUtilTest).
    [
      '\uFF0B\uFF11\u3000\uFF08\uFF16\uFF15\uFF10\uFF09\u3000\uFF12\uFF15\uFF13\u30FC\uFF10\uFF10\uFF10\uFF10',
      'SG',
      '16502530000',
    ],
    ['055\u2015123\u2015\u20124567', 'SA', '966551234567'],
  ])('%j (default %s) → %s, no extension', (input, country, dial) => {
    const result = normalizePhone(input, country);
    expect(result).toMatchObject({ ok: true, dial });
    expect(result).not.toHaveProperty('extension');
  });

  it.each<[string, string]>([
    // Words that are not a phone's label stay refused: the agent sees what was not read.
    ['call 0551234567', 'SA'],
    ['Order: 0551234567', 'SA'],
    ['Phone: Mobile 0551234567', 'SA'],
    // An extension longer than libphonenumber reads (15 digits after a pause, 9 after a sign)
    // is part of the number, which is then too long.
    ['0551234567;1234567890123456', 'SA'],
    ['0551234567 x1234567890', 'SA'],
    // A comma glued to digits is not a pause, as on a page.
    ['0551234567,12', 'SA'],
  ])('%j (default %s) is not a number', (input, country) => {
    expect(normalizePhone(input, country).ok).toBe(false);
  });
});

describe('normalizePhone: default country applies to local forms', () => {
  it.each([
    ['010 01234567', 'EG', '201001234567'],
    ['07400 123456', 'GB', '447400123456'],
    ['(201) 555-0123', 'US', '12015550123'],
    ['0591234567', 'EG', undefined],
    // Saudi unified and toll-free numbers: Saudi when written with 966, whatever the default
    // country (the service places the call; where it dials from is not the client's to assume);
    // written nationally they are Saudi only with default SA.
    ['+966 9200 12345', 'EG', '966920012345'],
    ['00966 800 123 4567', 'AE', '9668001234567'],
    ['920012345', 'GB', undefined],
    // The dial string travels without +, and is normalised again with the same default country:
    // a foreign number whose dial string is also a local number cannot be called safely.
    ['+95 9 200 9660', 'SA', '9592009660'],
    ['+95 9 200 9660', 'US', undefined],
    ['9592009660', 'US', '19592009660'],
    ['0591234567', 'SA', '966591234567'],
  ])('%j with %s', (input, country, dial) => {
    const result = normalizePhone(input, country);
    expect(result.ok ? result.dial : undefined).toBe(dial);
  });
});

describe('normalizePhone: failures say why', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\u200e\u200f', 'empty'],
    ['abc', 'not-a-number'],
    ['call 0551234567', 'not-a-number'],
    ['0551234567 please', 'not-a-number'],
    ['+', 'not-a-number'],
    ['---', 'not-a-number'],
    ['1+2', 'not-a-number'],
    ['5512345678', 'invalid'],
    ['3912345678', 'invalid'],
    ['71234567890', 'too-long'],
    ['055*123*4567', 'not-a-number'],
    // Four separators between digits end a number on a page; typed, it is two pieces too.
    ['055 ) /1234567', 'not-a-number'],
    ['92000 ) /000', 'not-a-number'],
    ['0551234567.x12', 'not-a-number'],
    // Brackets that do not pair up are text around digits, as the finder reads them.
    ['+966) 55 123 4567', 'not-a-number'],
    ['((055) 123 4567', 'not-a-number'],
    ['tel:+966551234567;ext=012345678901234567890', 'not-a-number'],
    ['x'.repeat(200), 'not-a-number'],
    ['055', 'too-short'],
    ['05512345', 'too-short'],
    ['+966 55', 'too-short'],
    ['055123456789', 'too-long'],
    ['05512345678', 'invalid'],
    ['+966 55 123 4567 8901', 'too-long'],
    ['123456789012345678901', 'too-long'],
    ['0521234567', 'invalid'],
    ['0151234567', 'invalid'],
    ['+966 52 123 4567', 'invalid'],
    ['1012345678', 'invalid'],
    ['+999 1234 5678', 'invalid'],
  ])('%j → %s', (input, reason) => {
    expect(normalizePhone(input, 'SA')).toEqual({ ok: false, reason });
  });
});

describe('formatInternational', () => {
  it.each([
    ['966551234567', '+966 55 123 4567'],
    ['966112345678', '+966 11 234 5678'],
    ['966920012345', '+966 9200 12345'],
    ['9668001234567', '+966 800 123 4567'],
    ['12125551234', '+1 212 555 1234'],
    ['442079460958', '+44 20 7946 0958'],
    ['8801812345678', '+880 1812 345678'],
    // Italy's display formats are not carried (not a full-detail country): groups of three.
    ['390612345678', '+39 061 234 5678'],
  ])('%s → %s', (dial, display) => {
    expect(formatInternational(dial)).toBe(display);
  });
});

describe('toAsciiDigits and mayContainPhone', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['０１２３４５６７８９', '0123456789'],
    ['جوال: ٠٥٥ ١٢٣', 'جوال: 055 123'],
    ['no digits', 'no digits'],
  ])('%j → %j (same length)', (text, ascii) => {
    expect(toAsciiDigits(text)).toBe(ascii);
    expect(toAsciiDigits(text)).toHaveLength(text.length);
  });
  it.each([
    ['0', true],
    ['٣', true],
    ['۳', true],
    ['３', true],
    ['Name: Ahmed', false],
    ['الاسم', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(mayContainPhone(text)).toBe(expected);
  });
});
