/**
 * A hand-labelled corpus of the ways numbers are written on CRM pages, issue 8's forms included,
 * with the dials a person reading them would call (written by hand), and text that holds no
 * number. Each entry is measured alone and inside an English and an Arabic sentence
 * (tests/unit/phone/corpus-figures.test.ts; figures: tests/unit/phone/figures.ts).
 */
import type { FindOptions } from '../../../utils/phone';

export interface WrittenForm {
  text: string;
  country: string;
  dials: string[];
  /** The caller's context (a phone cell or field): measured alone, not inside a sentence. */
  options?: FindOptions;
}

const form = (text: string, country: string, ...dials: string[]): WrittenForm => ({
  text,
  country,
  dials,
});
const inField = (text: string, country: string, dial: string): WrittenForm => ({
  text,
  country,
  dials: [dial],
  options: { phoneContext: true },
});

export const WRITTEN_FORMS: WrittenForm[] = [
  // Forms found before issue 8.
  form('0551234567', 'SA', '966551234567'),
  form('+966 55 123 4567', 'SA', '966551234567'),
  form('00966551234567', 'SA', '966551234567'),
  form('966551234567', 'SA', '966551234567'),
  form('(055) 123-4567', 'SA', '966551234567'),
  form('٠٥٥١٢٣٤٥٦٧', 'SA', '966551234567'),
  form('۰۵۵۱۲۳۴۵۶۷', 'SA', '966551234567'),
  form('011 234 5678', 'SA', '966112345678'),
  form('9200 12345', 'SA', '966920012345'),
  form('800 123 4567', 'SA', '9668001234567'),
  form('+20 10 1234 5678', 'SA', '201012345678'),
  form('+971 50 123 4567', 'SA', '971501234567'),
  form('+44 20 7946 0958', 'SA', '442079460958'),
  form('(787) 234-5678', 'US', '17872345678'),
  form('0551234567 / 0501234567', 'SA', '966551234567', '966501234567'),
  form('جوال: 0551234567 - هاتف: 011 234 5678', 'SA', '966551234567', '966112345678'),
  // Fullwidth and doubled signs, fullwidth digits.
  form('＋1 (650) 253-0000', 'SA', '16502530000'),
  form('＋９６６　５５　１２３　４５６７', 'SA', '966551234567'),
  form('（０５５）１２３－４５６７', 'SA', '966551234567'),
  form('++1 (650) 333-6000', 'SA', '16503336000'),
  form('+(966) 572860157', 'SA', '966572860157'),
  form('(+966) 050 123 4567', 'SA', '966501234567'),
  // Glued to words in other scripts, or to a leading + or (.
  form('رقم0551234567', 'SA', '966551234567'),
  form('0551234567للاستفسار', 'SA', '966551234567'),
  form('للتواصل0551234567ب', 'SA', '966551234567'),
  form('我的电话号码是415-666-7777', 'US', '14156667777'),
  form('電話03-1234-5678まで', 'SA'),
  form('call+1 (650) 333-6000', 'SA', '16503336000'),
  form('at(800) 901-3355', 'US', '18009013355'),
  // Separators with a dot, sentence ends, lists, soft hyphens, combining marks.
  form('(1800) 7493.524', 'US', '18007493524'),
  form('415-666-7777.Nice day', 'US', '14156667777'),
  form('651-234-2345/332-445-1234', 'US', '16512342345', '13324451234'),
  form('اتصل على 0551234567.', 'SA', '966551234567'),
  form('055\u00ad123\u00ad4567', 'SA', '966551234567'),
  form('055\u0301 123 4567', 'SA', '966551234567'),
  // Extensions up to 7 digits: the main number is called.
  form('011 234 5678 ext. 1234567', 'SA', '966112345678'),
  form('0112345678x123', 'SA', '966112345678'),
  form('+966112345678;ext=123', 'SA', '966112345678'),
  form('0112345678,,123#', 'SA', '966112345678'),
  form('0112345678ｅｘｔｎ１２３', 'SA', '966112345678'),
  form('011 234 5678 تحويلة 1234567', 'SA', '966112345678'),
  form('011 234 5678 داخلي ١٢٣', 'SA', '966112345678'),
  // National numbers without the trunk 0, labelled as phones in the same text…
  form('Mobile: 551874302', 'SA', '966551874302'),
  form('Phone No. 591 648 207', 'SA', '966591648207'),
  form('Tel: 5 6224 7931', 'SA', '966562247931'),
  form('جوال: ٥٥١٨٧٤٣٠٢', 'SA', '966551874302'),
  form('رقم الجوال ٥٩١٦٤٨٢٠٧', 'SA', '966591648207'),
  form('الهاتف: 114658203', 'SA', '966114658203'),
  // …or alone in a phone cell or field (the scanner says so).
  inField('551874302', 'SA', '966551874302'),
  inField('591 648 207', 'SA', '966591648207'),
  inField('٥٩١٦٤٨٢٠٧', 'SA', '966591648207'),
  inField('114658203', 'SA', '966114658203'),
  inField('1001234567', 'EG', '201001234567'),
  inField('501234567', 'AE', '971501234567'),
  // Never a number: money, wrong countries, identifiers, unlabelled bare digits.
  form('415-666-7777$', 'US'),
  form('¥415-666-7777', 'US'),
  form('SAR 5512345678', 'SA'),
  form('5512345678 ر.س', 'SA'),
  form('0551234567 ر.س', 'SA'),
  form('€0551234567', 'SA'),
  form('0551234567 EGP', 'SA'),
  form('AED 0551234567', 'SA'),
  form('0551234567 ريال', 'SA'),
  form('5512345678', 'SA'),
  form('3912345678', 'SA'),
  form('71234567890', 'SA'),
  form('abc0551234567', 'SA'),
  form('ID5512345678', 'SA'),
  form('551874302', 'SA'),
  form('Customer 551874302', 'SA'),
  form('Customer number 551874302', 'SA'),
  form('Order #0551234567', 'SA'),
  form('رقم الطلب: 0551234567', 'SA'),
  form('فاتورة 0551234567', 'SA'),
  form('0551234567.html', 'SA'),
  form('SA03 8000 0000 6080 1016 7519', 'SA'),
  form('2024-05-01 10:30', 'SA'),
  form('925 - 84.3794', 'SA'),
  form('+39 892 123', 'SA'),
];

/** Each entry alone, and (outside a field) inside an English and an Arabic sentence. */
export function writtenFormTexts(): WrittenForm[] {
  return WRITTEN_FORMS.flatMap((entry) =>
    entry.options
      ? [entry]
      : [
          entry,
          { ...entry, text: `Please reach the customer on ${entry.text} tomorrow` },
          { ...entry, text: `يرجى التواصل مع العميل على ${entry.text} غدا` },
        ],
  );
}
