/** The edges of a digit run: what is right before and right after it in the text. */
import {
  digitValue,
  isAlphanumeric,
  isInvisible,
  isLetter,
  separatorKind,
  SEP_NONE,
} from './characters';
import { hasExtensionAfter } from './context';

/**
 * Cheap test before the label regular expression: a label word ends in a letter, with only
 * spaces and punctuation (":", "#", ".", "-", "№", parentheses, marks) between it and the number.
 * A number alone in its cell, or after digits or "|", has none.
 */
export function mayHaveLabel(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (isLetter(c)) return true;
    if (
      separatorKind(c) === SEP_NONE &&
      c !== 0x3a &&
      c !== 0x23 &&
      c !== 0x2116 &&
      c !== 0x24 &&
      c !== 0x20ac &&
      c !== 0xa3
    ) {
      return false;
    }
  }
  return false;
}

/** Index of the last visible character before `index` (skipping bidi and zero-width marks). */
export function visibleBefore(text: string, index: number): number {
  let i = index - 1;
  while (i >= 0 && isInvisible(text.charCodeAt(i))) i--;
  return i;
}

export const code = (text: string, index: number): number =>
  index >= 0 && index < text.length ? text.charCodeAt(index) : -1;

/** و (and), ب (at, with), ل (for), ف (so): one-letter Arabic words written glued to the next. */
function isArabicPrefixLetter(c: number): boolean {
  return c === 0x0648 || c === 0x0628 || c === 0x0644 || c === 0x0641;
}

/** Is the run's left edge something other than a phone number's start (ORD-, AB12, #, $, 1+, 1,)? */
export function badLeft(text: string, before: number): boolean {
  const c = code(text, before);
  if (c < 0) return false;
  const previous = code(text, visibleBefore(text, before));
  // Arabic writes "and", "at", "for" as one letter glued to the next word: "و0501234567".
  if (isArabicPrefixLetter(c)) return previous >= 0 && isAlphanumeric(previous);
  if (isAlphanumeric(c)) return true;
  switch (c) {
    case 0x2d: // -
    case 0x5f: // _
    case 0x2f: // /
    case 0x5c: // \
    case 0x2c: // , (thousands: 1,0551234567)
      return previous >= 0 && isAlphanumeric(previous);
    case 0x2e: // . after digits; after a letter it ends an abbreviation ("Tel.0551234567")
    case 0x3a: // : after digits (13:01 27 33…): a time or a ratio
    case 0x066b: // Arabic decimal separator
    case 0x066c: // Arabic thousands separator
      return digitValue(previous) >= 0;
    case 0x23: // #
    case 0x40: // @
    case 0x3d: // =
    case 0x26: // &
    case 0x2a: // * (card masks)
    case 0x25: // %
    case 0x24: // $
    case 0x20ac: // €
    case 0xa3: // £
    case 0x2b: // + after a digit group: arithmetic
      return true;
    default:
      return false;
  }
}

/** Is the run's right edge something other than a phone number's end (letters, %, @, ,000, :30, -abc)? */
export function badRight(text: string, end: number): boolean {
  const c = code(text, end);
  if (c < 0) return false;
  if (isLetter(c)) return !hasExtensionAfter(text, end);
  const next = code(text, end + 1);
  switch (c) {
    case 0x25: // %
    case 0x40: // @
    case 0x2b: // +
      return true;
    case 0x2c: // , 000 (amount)
    case 0x3a: // : 30 (time)
    case 0x066b: // ٫50 (Arabic decimal separator)
    case 0x066c: // ٬000 (Arabic thousands separator)
      return digitValue(next) >= 0;
    case 0x2d: // -
    case 0x5f: // _
    case 0x2f: // /
    case 0x5c: // \
    case 0x2e: // .
      return next >= 0 && isAlphanumeric(next);
    default:
      return false;
  }
}
