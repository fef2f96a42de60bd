/**
 * "Mobile:", "Tel", "جوال", "رقم الهاتف" right before the digits: the context says it is a phone
 * number, so a national number without its trunk 0 (Mobile: 551874302) is one.
 *
 * Read as a word, backwards from the digits, and compared in place with the labels of its length:
 * the scanner asks this for every digit run with a word before it, and a regular expression
 * anchored at the end of the text before would be tried from every position of it.
 */
import { digitValue, isInvisible, isLetter, isSpace } from './characters';

const LABELS = [
  'mobile',
  'mob',
  'cell',
  'cellphone',
  'phone',
  'telephone',
  'tel',
  'whatsapp',
  'جوال',
  'هاتف',
  'موبايل',
  'تلفون',
  'واتساب',
];
/** "Phone No", "Mobile number", "Tel nr", also glued ("PhoneNo"). */
const SUFFIXES = ['number', 'no', 'nr'];
const ARTICLE = 'ال';
const ARABIC = /^[\u0600-\u06ff]/;

/** Words by length, so a word is compared in place with the few of its length. */
function byLength(words: string[]): string[][] {
  const table: string[][] = [];
  for (const word of words) (table[word.length] ??= []).push(word);
  return table;
}
const bareLabels = LABELS.flatMap((label) =>
  ARABIC.test(label) ? [label, ARTICLE + label] : [label],
);
/** A label alone ("Mobile", "الجوال"). */
const BARE_LABELS = byLength(bareLabels);
/** A label, or a label glued to its suffix ("PhoneNo"). */
const LABEL_WORDS = byLength([
  ...bareLabels,
  ...bareLabels.flatMap((label) => SUFFIXES.map((suffix) => label + suffix)),
]);
const SUFFIX_WORDS = byLength(SUFFIXES);
/** The letters labels and suffixes end with: most words before a number are refused on their
 *  last letter, without being read. */
const LAST_LETTERS = new Set(
  [...LABELS, ...SUFFIXES].map((word) => word.charCodeAt(word.length - 1)),
);
/** The longest word that can be a label: "الموبايل", "cellphone" + "number". */
const MAX_WORD = Math.max(...LABEL_WORDS.flat().map((word) => word.length));

/** Whether text[start, end) is one of `table`'s words, ASCII letters in any case. */
function isOneOf(text: string, start: number, end: number, table: string[][]): boolean {
  const words = table[end - start];
  if (!words) return false;
  next: for (const word of words) {
    for (let k = 0; k < word.length; k++) {
      let c = text.charCodeAt(start + k);
      if (c >= 65 && c <= 90) c |= 0x20;
      if (c !== word.charCodeAt(k)) continue next;
    }
    return true;
  }
  return false;
}

/** Spaces, ":", ".", dashes, parentheses and marks between a label and its number. */
function isAfterLabel(code: number): boolean {
  return (
    isSpace(code) ||
    isInvisible(code) ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0x3a ||
    code === 0x2e ||
    code === 0x2d ||
    code === 0x2013 ||
    code === 0x2014 ||
    code === 0x28 ||
    code === 0x29
  );
}

/** Index of the last character at or before `index` that is not one after a label. */
function beforeSeparators(text: string, index: number): number {
  let i = index;
  while (i >= 0 && isAfterLabel(text.charCodeAt(i))) i--;
  return i;
}

function beforeSpaces(text: string, index: number): number {
  let i = index;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  return i;
}

/** Where the word of letters ending at `end` (inclusive) starts; -1 when there is none, it is
 *  longer than any label, or it is glued to a digit before it ("5mobile"). */
function wordStart(text: string, end: number): number {
  let start = end + 1;
  while (start > 0 && end - start < MAX_WORD && isLetter(text.charCodeAt(start - 1))) start--;
  if (start > end || start === 0) return start > end ? -1 : start;
  const before = text.charCodeAt(start - 1);
  return isLetter(before) || digitValue(before) >= 0 ? -1 : start;
}

export function hasPhoneLabelBefore(text: string, start: number): boolean {
  return phoneLabelStart(text, start) >= 0;
}

/**
 * Whether `text` is a phone label and nothing else ("Phone:", "Mobile No.", "الجوال -"): what
 * a person pastes along with a number.
 */
export function isPhoneLabelOnly(text: string): boolean {
  const start = phoneLabelStart(text, text.length);
  return start >= 0 && beforeSpaces(text, start - 1) < 0;
}

/** Where the phone label right before `start` begins; -1 when there is none. */
function phoneLabelStart(text: string, start: number): number {
  let end = beforeSeparators(text, start - 1);
  const hash = end >= 0 && text.charCodeAt(end) === 0x23;
  if (hash) end = beforeSpaces(text, end - 1);
  const last = end >= 0 ? text.charCodeAt(end) : 0;
  if (!LAST_LETTERS.has(last < 0x80 ? last | 0x20 : last)) return -1;
  const word = wordStart(text, end);
  if (word < 0) return -1;
  if (isOneOf(text, word, end + 1, LABEL_WORDS)) return word;
  // "Mobile No", "Phone number": the suffix is the word before the digits.
  if (hash || !isOneOf(text, word, end + 1, SUFFIX_WORDS)) return -1;
  const labelEnd = beforeSpaces(text, word - 1);
  const label = wordStart(text, labelEnd);
  return label >= 0 && isOneOf(text, label, labelEnd + 1, BARE_LABELS) ? label : -1;
}

/**
 * A page's label for a phone: the same words ending it ("Mobile", "Phone number", "رقم الجوال"),
 * or an Arabic one starting it, since Arabic puts the qualifier after ("هاتف المكتب", "جوال العمل",
 * "رقم هاتف المنزل").
 */
export function isPhoneLabel(text: string): boolean {
  return hasPhoneLabelBefore(text, text.length) || startsWithArabicPhoneWord(text.trim());
}

const NUMBER_WORD = 'رقم';

function startsWithArabicPhoneWord(text: string): boolean {
  let start = 0;
  if (text.startsWith(NUMBER_WORD) && isSpace(text.charCodeAt(NUMBER_WORD.length))) {
    start = NUMBER_WORD.length;
    while (isSpace(text.charCodeAt(start))) start++;
  }
  let end = start;
  while (end < text.length && isLetter(text.charCodeAt(end))) end++;
  return ARABIC.test(text.slice(start, end)) && isOneOf(text, start, end, BARE_LABELS);
}
