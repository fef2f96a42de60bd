/**
 * Character classes for phone text, as char-code tests (the scanner runs on every text node of a
 * page, so no regular expressions or allocations on the hot path).
 */

/** Value 0–9 of a digit in a supported script (ASCII, Arabic-Indic, Persian, fullwidth), else -1. */
export function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code < 0x0660) return -1;
  if (code <= 0x0669) return code - 0x0660;
  if (code >= 0x06f0 && code <= 0x06f9) return code - 0x06f0;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10;
  return -1;
}

/** Invisible marks that WhatsApp, Arabic text and copy-paste leave inside numbers. */
export function isInvisible(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200f) || // zero-width space/joiners, LRM, RLM
    (code >= 0x202a && code <= 0x202e) || // bidi embeddings and overrides
    (code >= 0x2066 && code <= 0x2069) || // bidi isolates
    code === 0x061c || // Arabic letter mark
    code === 0x2060 || // word joiner
    code === 0xfeff || // zero-width no-break space
    code === 0x00ad || // soft hyphen (hyphenation hints copied with the text)
    isCombiningMark(code) // combining marks left over from rich text
  );
}

/** U+0300–U+036F: the accents Latin, Greek and Cyrillic text combines with the letter before. */
export function isCombiningMark(code: number): boolean {
  return code >= 0x0300 && code <= 0x036f;
}

/** Spaces people and CRMs put between digit groups (not tab or newline: those end a number). */
export function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** Hyphen-minus, the Unicode hyphens and dashes (U+2010–U+2015, minus sign U+2212), fullwidth －,
 *  and the tildes libphonenumber reads as a dash (the wait for a second dial tone: "0~0 1800…"). */
export function isDash(code: number): boolean {
  return (
    code === 0x2d ||
    (code >= 0x2010 && code <= 0x2015) ||
    code === 0x2212 ||
    code === 0xff0d ||
    code === 0x7e ||
    code === 0x2053 ||
    code === 0x223c ||
    code === 0xff5e ||
    code === 0x30fc // the katakana long-vowel mark Japanese text writes as a dash: ２５３ー００００
  );
}

/** + and fullwidth ＋. */
export function isPlus(code: number): boolean {
  return code === 0x2b || code === 0xff0b;
}

/** Separator kinds inside a written number. */
export const Sep = {
  none: 0,
  invisible: 1,
  space: 2,
  dash: 3,
  dot: 4,
  slash: 5,
  open: 6,
  close: 7,
} as const;
export type Sep = (typeof Sep)[keyof typeof Sep];

export function separatorKind(code: number): Sep {
  if (code === 0x20) return Sep.space;
  if (isDash(code)) return Sep.dash;
  if (code === 0x2e) return Sep.dot;
  if (code === 0x2f) return Sep.slash;
  if (code === 0x28) return Sep.open;
  if (code === 0x29) return Sep.close;
  if (code < 0xa0) return Sep.none;
  if (isSpace(code)) return Sep.space;
  if (isInvisible(code)) return Sep.invisible;
  // Fullwidth punctuation of East Asian text: （０５５）．／
  if (code === 0xff08) return Sep.open;
  if (code === 0xff09) return Sep.close;
  if (code === 0xff0e) return Sep.dot;
  if (code === 0xff0f) return Sep.slash;
  return Sep.none;
}

/** Letters in any script (a number glued to a letter is a code, not a phone number). */
const LETTER = /\p{L}/u;
export function isLetter(code: number): boolean {
  if (code < 0x80) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  // The Arabic letters (hamza to yeh, tatweel included) without building a string: Arabic CRM
  // pages ask this for most characters before a number.
  if (code >= 0x0621 && code <= 0x064a) return true;
  return LETTER.test(String.fromCharCode(code));
}

/** Latin letters (ASCII, Latin-1 and Extended-A/B, fullwidth): a run glued to one is a code such as
 *  ID5512345678; a word in another script glued to a number (رقم0551234567) is just a word. */
export function isLatinLetter(code: number): boolean {
  if (code < 0x80) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  if (code >= 0xc0 && code <= 0x24f) return code !== 0xd7 && code !== 0xf7;
  return (code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a);
}

export function isAlphanumeric(code: number): boolean {
  return digitValue(code) >= 0 || isLetter(code);
}
