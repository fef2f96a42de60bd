/**
 * Written forms of issue 8, each as must-find and must-not-find tables, alone and inside an
 * English and an Arabic sentence. Expected dials are written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  findPhoneNumbers,
  formatInternational,
  normalizePhone,
  type FindOptions,
} from '../../../utils/phone';

type Row = [text: string, country: string, dial: string, written: string];

const found = (text: string, country: string, options?: FindOptions) =>
  findPhoneNumbers(text, country, options).map((m) => [m.text, m.dial]);

/** Must be found: text, default country, dial, the text marked. */
const mustFind: Array<[string, Row[]]> = [
  [
    'fullwidth and doubled signs',
    [
      ['＋1 (650) 253-0000', 'SA', '16502530000', '＋1 (650) 253-0000'],
      [
        '＋９６６　５５　１２３　４５６７',
        'SA',
        '966551234567',
        '＋９６６　５５　１２３　４５６７',
      ],
      ['（０５５）１２３－４５６７', 'SA', '966551234567', '（０５５）１２３－４５６７'],
      ['++1 (650) 333-6000', 'SA', '16503336000', '++1 (650) 333-6000'],
      ['+(966) 572860157', 'SA', '966572860157', '+(966) 572860157'],
      ['(+966) 050 123 4567', 'SA', '966501234567', '(+966) 050 123 4567'],
    ],
  ],
  [
    'glued to words in other scripts, or to a leading + or (',
    [
      ['رقم0551234567', 'SA', '966551234567', '0551234567'],
      ['0551234567للاستفسار', 'SA', '966551234567', '0551234567'],
      ['رقم0551234567ب', 'SA', '966551234567', '0551234567'],
      ['我的电话号码是415-666-7777', 'US', '14156667777', '415-666-7777'],
      ['call+1 (650) 333-6000', 'SA', '16503336000', '+1 (650) 333-6000'],
      ['at(800) 901-3355', 'US', '18009013355', '(800) 901-3355'],
    ],
  ],
  [
    'separators with a dot, sentence ends, soft hyphen, combining mark',
    [
      ['(1800) 7493.524', 'US', '18007493524', '(1800) 7493.524'],
      ['415-666-7777.Nice day', 'US', '14156667777', '415-666-7777'],
      ['0551234567.', 'SA', '966551234567', '0551234567'],
      ['055\u00ad123\u00ad4567', 'SA', '966551234567', '055\u00ad123\u00ad4567'],
      ['055\u0301 123 4567', 'SA', '966551234567', '055\u0301 123 4567'],
    ],
  ],
  [
    'extensions up to 7 digits (the extension is not called)',
    [
      ['0112345678 ext. 1234567', 'SA', '966112345678', '0112345678'],
      ['0112345678x1234567', 'SA', '966112345678', '0112345678'],
      ['+966112345678;ext=123', 'SA', '966112345678', '+966112345678'],
      ['0112345678,,123#', 'SA', '966112345678', '0112345678'],
      ['0112345678ｅｘｔｎ１２３', 'SA', '966112345678', '0112345678'],
      ['011 234 5678 تحويلة 1234567', 'SA', '966112345678', '011 234 5678'],
      ['011 234 5678 داخلي ١٢٣', 'SA', '966112345678', '011 234 5678'],
    ],
  ],
  [
    'national numbers without the trunk 0, labelled as a phone',
    [
      ['Mobile: 551874302', 'SA', '966551874302', '551874302'],
      ['Phone 591 648 207', 'SA', '966591648207', '591 648 207'],
      ['Tel: 5 6224 7931', 'SA', '966562247931', '5 6224 7931'],
      ['جوال: ٥٥١٨٧٤٣٠٢', 'SA', '966551874302', '٥٥١٨٧٤٣٠٢'],
      ['رقم الجوال ٥٩١٦٤٨٢٠٧', 'SA', '966591648207', '٥٩١٦٤٨٢٠٧'],
      ['الهاتف: 114658203', 'SA', '966114658203', '114658203'],
      ['Mobile No: 551874302', 'SA', '966551874302', '551874302'],
      ['Phone number 591 648 207', 'SA', '966591648207', '591 648 207'],
      ['PhoneNo.551874302', 'SA', '966551874302', '551874302'],
      ['WhatsApp – 551874302', 'SA', '966551874302', '551874302'],
      ['Tel # 551874302', 'SA', '966551874302', '551874302'],
      ['الجوال: ٥٥١٨٧٤٣٠٢', 'SA', '966551874302', '٥٥١٨٧٤٣٠٢'],
    ],
  ],
];

describe.each(mustFind)('must find: %s', (_form, rows) => {
  it.each(rows)('%j (default %s) → %s', (text, country, dial, written) => {
    expect(found(text, country)).toEqual([[written, dial]]);
  });
  it.each(rows)('%j inside an English sentence', (text, country, dial, written) => {
    expect(found(`Please reach the customer on ${text} tomorrow`, country)).toEqual([
      [written, dial],
    ]);
  });
  it.each(rows)('%j inside an Arabic sentence', (text, country, dial, written) => {
    expect(found(`يرجى التواصل مع العميل على ${text} غدا`, country)).toEqual([[written, dial]]);
  });
});

/** Phone context said by the caller (alone in a phone cell or an input type=tel). */
describe('phoneContext: national numbers without the trunk 0', () => {
  it.each([
    ['551874302', 'SA', '966551874302'],
    ['591 648 207', 'SA', '966591648207'],
    ['5 6224 7931', 'SA', '966562247931'],
    ['٥٩١٦٤٨٢٠٧', 'SA', '966591648207'],
    ['114658203', 'SA', '966114658203'],
    ['1001234567', 'EG', '201001234567'],
    ['501234567', 'AE', '971501234567'],
    // One dot between two groups reads as a decimal in running text, not in a phone's place
    // (the normaliser accepts it typed there).
    ['500.000966', 'SA', '966500000966'],
    ['055.1234567', 'SA', '966551234567'],
  ])('%j (default %s) → %s only in a phone context', (text, country, dial) => {
    expect(found(text, country, { phoneContext: true })).toEqual([[text, dial]]);
    expect(found(text, country)).toEqual([]);
    expect(found(`Customer ${text} joined`, country)).toEqual([]);
    expect(found(`انضم العميل ${text} أمس`, country)).toEqual([]);
  });

  it('international: digits without + read as international (a tel: link)', () => {
    expect(found('14155552671', 'SA', { international: true })).toEqual([
      ['14155552671', '14155552671'],
    ]);
    expect(found('14155552671', 'SA')).toEqual([]);
    // A trunk 0 is still national.
    expect(found('0551234567', 'SA', { international: true })).toEqual([
      ['0551234567', '966551234567'],
    ]);
  });
});

/** Must not be found, alone and in sentences. */
const mustNotFind: Array<[string, string, string]> = [
  ['5512345678', 'SA', 'Brazil from bare digits'],
  ['3912345678', 'SA', 'Italy from bare digits'],
  ['71234567890', 'SA', 'Russia from bare digits'],
  ['415-666-7777$', 'US', 'dollar glued after'],
  ['¥415-666-7777', 'US', 'yen glued before'],
  ['$ 415 666 7777', 'US', 'dollar before'],
  ['SAR 5512345678', 'SA', 'SAR before'],
  ['5512345678 ر.س', 'SA', 'ر.س after'],
  ['0551234567 ر.س', 'SA', 'ر.س after a valid number'],
  ['€0551234567', 'SA', 'euro glued'],
  ['0551234567£', 'SA', 'pound glued'],
  ['0551234567﷼', 'SA', 'rial sign glued'],
  ['USD 4156667777', 'US', 'USD before'],
  ['0551234567 EGP', 'SA', 'EGP after'],
  ['AED 0551234567', 'SA', 'AED before'],
  ['0551234567 ريال', 'SA', 'ريال after'],
  ['0551234567 ج.م', 'SA', 'ج.م after'],
  ['abc0551234567', 'SA', 'Latin letters glued'],
  ['ID5512345678', 'SA', 'Latin code'],
  ['0551234567abc', 'SA', 'Latin letters glued after'],
  ['551874302', 'SA', 'bare 9 digits in running text'],
  ['Customer 551874302', 'SA', 'bare 9 digits after a word'],
  ['Customer number 551874302', 'SA', '"number" after a word that is not a phone label'],
  ['Hotel 551874302', 'SA', 'a word ending in "tel"'],
  ['telco: 551874302', 'SA', 'a word starting with "tel"'],
  ['Casino 551874302', 'SA', 'a word ending in "no"'],
  ['5Mobile 551874302', 'SA', 'a label glued to a digit'],
  ['الهواتف 551874302', 'SA', 'an Arabic word that is not the label'],
  ['0551234567.html', 'SA', 'file name'],
  ['+376 312 345', 'SA', 'short foreign number in running text'],
  ['925 - 84.3794', 'SA', 'a coordinate after a spaced dash'],
  ['Qty 29 - 715 - 92.4452, 92.3452 - 925 - 84.3794', 'SA', 'coordinates in a list'],
];

describe('must not find', () => {
  it.each(mustNotFind)('%j (default %s): %s', (text, country) => {
    expect(found(text, country)).toEqual([]);
  });
  it.each(mustNotFind)('%j in an English sentence', (text, country) => {
    expect(found(`Customer note: ${text} — see file.`, country)).toEqual([]);
  });
  it.each(mustNotFind)('%j in an Arabic sentence', (text, country) => {
    expect(found(`ملاحظة العميل: ${text} — انظر الملف.`, country)).toEqual([]);
  });
});

/** The normaliser (popup, options) and the finder in a phone field give the same answer. */
describe('typed input and the finder in a phone field agree', () => {
  it.each([
    // One comma before digits is not a dialling pause: the run is not a number.
    ['60096696600,0', 'SA'],
    ['0551234567,12', 'SA'],
    // Fewer than 7 digits: never a number for the finder, so not for the normaliser either.
    ['80050', 'AE'],
    ['8000\u061c0', 'AE'],
  ])('%j (default %s): neither accepts it', (text, country) => {
    expect(normalizePhone(text, country).ok).toBe(false);
    expect(found(text, country, { phoneContext: true })).toEqual([]);
  });

  it.each([
    ['0551234567,,12', 'SA', '966551234567'],
    ['500.000966', 'SA', '966500000966'],
  ])('%j (default %s): both give %s', (text, country, dial) => {
    expect(normalizePhone(text, country)).toMatchObject({ ok: true, dial });
    expect(found(text, country, { phoneContext: true }).map(([, d]) => d)).toEqual([dial]);
  });
});

describe('a slash between two numbers lists them', () => {
  it.each([
    ['651-234-2345/332-445-1234', 'US', ['16512342345', '13324451234']],
    ['055-123-4567/050-123-4567', 'SA', ['966551234567', '966501234567']],
    ['جوال: 055 123 4567/011 234 5678', 'SA', ['966551234567', '966112345678']],
  ])('%j (default %s) → %j', (text, country, dials) => {
    expect(findPhoneNumbers(text, country).map((m) => m.dial)).toEqual(dials);
  });

  it.each([
    ['0551234567/12', 'SA'],
    ['055-123-4567/12', 'SA'],
    ['651-234-2345/332', 'US'],
  ])(
    '%j (default %s): digits after the slash that are no number keep it one token',
    (text, country) => {
      expect(findPhoneNumbers(text, country)).toEqual([]);
    },
  );
});

/** The other countries of a full-detail country's calling code write numbers as it does. */
describe('numbers of a calling code’s other countries, written nationally', () => {
  it.each([
    ['Call (787) 234-5678 today', 'US', '17872345678', '+1 787 234 5678'],
    ['268 460 1234', 'US', '12684601234', '+1 268 460 1234'],
    ['Guernsey 01481 256789', 'GB', '441481256789', '+44 1481 256789'],
  ])('%j (default %s) → %s, shown %s', (text, country, dial, display) => {
    expect(findPhoneNumbers(text, country).map((m) => m.dial)).toEqual([dial]);
    expect(formatInternational(dial)).toBe(display);
  });
});
