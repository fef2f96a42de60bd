/** Digits in any supported script → ASCII, without changing the text's length or offsets. */
import { digitValue } from './characters';

const FOREIGN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;
const FOREIGN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;

/** Arabic-Indic (U+0660–0669), Persian (U+06F0–06F9) and fullwidth (U+FF10–FF19) digits → ASCII. */
export function toAsciiDigits(text: string): string {
  if (!FOREIGN_DIGIT.test(text)) return text;
  return text.replace(FOREIGN_DIGITS, (digit) => String(digitValue(digit.charCodeAt(0))));
}

/** Cheap pre-filter: could this text hold (part of) a phone number? Any digit in a supported script. */
export function mayContainPhone(text: string): boolean {
  return ANY_DIGIT.test(text);
}
