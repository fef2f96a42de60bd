/**
 * Words around a digit run that say it is not a phone number: labels before it ("Order #",
 * "Invoice", "رقم الطلب") and units after it ("SAR", "%"). Checked only for runs that already
 * validate as numbers, so these regular expressions run rarely.
 */
import { toAsciiDigits } from './digits';

const EN_LABELS = [
  'orders?',
  'invoices?',
  'inv',
  'bill',
  'tickets?',
  'tkt',
  'case',
  'tracking',
  'track',
  'awb',
  'waybill',
  'shipment',
  'consignment',
  'ref',
  'reference',
  'po',
  'so',
  'sku',
  'upc',
  'ean',
  'isbn',
  'barcode',
  'batch',
  'lot',
  'model',
  'part',
  'item',
  'code',
  'pin',
  'otp',
  'serial',
  's/n',
  'imei',
  'iban',
  'account',
  'acct',
  'acc',
  'a/c',
  'id',
  'iqama',
  'passport',
  'cr',
  'c\\.r',
  'vat',
  'tax',
  'trn',
  'tin',
  'receipt',
  'txn',
  'transaction',
  'booking',
  'reservation',
  'pnr',
  'policy',
  'contract',
  'claim',
  'amount',
  'total',
  'price',
  'balance',
  'sar',
  'usd',
  'aed',
  'egp',
  'qar',
  'kwd',
  'bhd',
  'omr',
  'inr',
  'pkr',
  'rs',
  'sr',
  'eur',
  'gbp',
  'jod',
  'jpy',
  'cny',
  'rmb',
];

const AR_LABELS = [
  '(?:ال)?طلب(?:ية)?',
  '(?:ال)?فاتورة',
  '(?:ال)?تذكرة',
  '(?:ال)?بلاغ',
  '(?:ال)?شحنة',
  '(?:ال)?شحن',
  '(?:ال)?بوليصة',
  '(?:ال)?تتبع',
  '(?:ال)?مرجع',
  'مرجعي',
  '(?:ال)?هوي[ةه]',
  '(?:ال)?[إا]قام[ةه]',
  '(?:ال)?سجل',
  '(?:ال)?تجاري',
  '(?:ال)?ضريب[يةه]',
  '(?:ال)?حساب',
  '(?:ال)?[آا]يبان',
  '(?:ال)?عقد',
  '(?:ال)?حجز',
  '(?:ال)?[إا]يصال',
  '(?:ال)?سند',
  '(?:ال)?معاملة',
  '(?:ال)?عملية',
  '(?:ال)?مبلغ',
  '(?:ال)?[إا]جمالي',
  '(?:ال)?سعر',
  'ريال',
  'ر\\.\\s?س',
  'ج\\.\\s?م',
  'د\\.\\s?إ',
  'جنيه',
  'درهم',
  'دينار',
  'س\\.\\s?ت', // commercial registration (سجل تجاري)
  '(?:ال)?جواز',
  '(?:ال)?رمز',
  '(?:ال)?كود',
  '(?:ال)?تسلسلي',
  '(?:ال)?باركود',
  '(?:ال)?بطاقة',
];

/**
 * "Order", "Order No.", "Invoice #", "رقم الطلب:" … right before the digits. The word's start is
 * a lookbehind, not an alternative of "^" and a character: every page load meets this expression
 * cold, and the alternative made its first uses cost about twice as much (3.5–4.9 ms against
 * 1.6–2.0 ms on the 200-row benchmark page's texts).
 */
const LABEL_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...EN_LABELS, ...AR_LABELS].join('|')})` +
    `(?:\\s*(?:no|nr|num|number|nbr|id|code))?[\\s:#.\\-\\u2013\\u2014\\u2116()\\u200e\\u200f\\u061c\\p{Sc}]*$`,
  'iu',
);

/** "SAR", "%", "ريال", "€" … right after the digits: an amount or a measure. */
const UNIT_AFTER =
  /^[\s\u00a0\u200e\u200f]*(?:%|\p{Sc}|(?:sar|usd|aed|egp|eur|gbp|kwd|qar|bhd|omr|jod|kg|km)\b|ريال|ر\.\s?س|ج\.\s?م|د\.\s?إ|جنيه|درهم|دينار)/iu;

/** A currency sign before the digits, spaces between ("$ 415 666 7777", "€ 0551234567"). */
const CURRENCY_BEFORE = /\p{Sc}[\s\u00a0\u200e\u200f]*$/u;

const LOOK_BEHIND = 48;

export function hasLabelBefore(text: string, start: number): boolean {
  return LABEL_BEFORE.test(text.slice(Math.max(0, start - LOOK_BEHIND), start));
}

export function hasUnitAfter(text: string, end: number): boolean {
  return UNIT_AFTER.test(text.slice(end, end + 12));
}

export function hasCurrencyBefore(text: string, start: number): boolean {
  return CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 8), start));
}

/** Extension words and marks: "ext. 12", "x12", "#12", ";ext=12", ",,12#", "ｅｘｔｎ１２", "تحويلة 12".
 *  Pauses are two commas: one comma before digits is a thousands separator or a list. */
const EXTENSION_WORD = '(?:ext\\.?|extn|extension|x|#|ｅｘｔｎ?|ｘ|＃|تحويلة|تحويله|داخلي)';
/** Up to 7 digits: the longest extensions libphonenumber reads. */
const EXTENSION_DIGITS = '[0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19]{1,7}';
const EXTENSION_BODY =
  `[\\s\\u00a0]*(?:[,;]?[\\s\\u00a0]*${EXTENSION_WORD}[\\s\\u00a0]*[:.=]?|,,)[\\s\\u00a0]*` +
  `${EXTENSION_DIGITS}(?![0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19])#?`;

/** An extension right after a number: the main number is still callable. */
const EXTENSION = new RegExp(EXTENSION_BODY, 'iuy');

export function hasExtensionAfter(text: string, end: number): boolean {
  EXTENSION.lastIndex = end;
  return EXTENSION.test(text);
}

/**
 * What people type after a number to give its extension, with libphonenumber's limits: a word
 * ("ext.", "extension", "xtn", "доб", "تحويلة") and up to 20 digits; a sign ("x", "#", "~",
 * "int") and up to 9; the pauses of auto-dialling (",," or ";") and up to 15; a comma and a space,
 * or a dash and a closing "#" ("-910#"), and up to 7. Typed, the field holds one number, so ", 204"
 * is not a list; a comma glued to digits ("0551234567,12") is still not a pause, as on a page.
 */
const TYPED_DIGITS = (most: number) =>
  `([0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19]{1,${most}})(?![0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19])`;
const BEFORE_LABEL = '[\\s\\u00a0,]*';
const AFTER_LABEL = '[:.．=]?[\\s\\u00a0,-]*';
const TRAILING_EXTENSION = new RegExp(
  `(?:${BEFORE_LABEL}(?:e?xt(?:ensi[oó])?n?|ｅ?ｘｔｎ?|доб|تحويلة|تحويله|داخلي)${AFTER_LABEL}${TYPED_DIGITS(20)}` +
    `|${BEFORE_LABEL}(?:[xｘ#＃~～]|int|ｉｎｔ)${AFTER_LABEL}${TYPED_DIGITS(9)}` +
    `|[\\s\\u00a0]*(?:,,|;)[\\s\\u00a0]*${TYPED_DIGITS(15)}` +
    `|[\\s\\u00a0]*,[\\s\\u00a0]+${TYPED_DIGITS(7)}` +
    `|-${TYPED_DIGITS(7)}(?=#))#?[\\s\\u00a0]*$`,
  'iu',
);

/** A typed number and the extension written after it ("…4567 ext. 204": "204", ASCII digits). */
export function splitExtension(text: string): { number: string; extension?: string } {
  const found = TRAILING_EXTENSION.exec(text);
  if (!found) return { number: text };
  const digits = found.slice(1).find((group) => group !== undefined)!;
  return { number: text.slice(0, found.index), extension: toAsciiDigits(digits) };
}
