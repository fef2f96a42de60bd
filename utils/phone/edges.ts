/** The edges of a digit run: what is right before and right after it in the text. */
import {
  digitValue,
  isAlphanumeric,
  isInvisible,
  isLatinLetter,
  isLetter,
  separatorKind,
  Sep,
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
      separatorKind(c) === Sep.none &&
      c !== 0x3a &&
      c !== 0x23 &&
      c !== 0x2116 &&
      !isCurrencySign(c)
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

const CURRENCY_SIGN = /\p{Sc}/u;
/** $ € £ ¥ ﷼ ₹ …: money, not a phone number, when glued to the digits. */
export function isCurrencySign(c: number): boolean {
  return c >= 0x24 && (c === 0x24 || (c >= 0xa2 && CURRENCY_SIGN.test(String.fromCharCode(c))));
}

/** Is the run's left edge something other than a phone number's start (ORD-, AB12, #, $, 1+, 1,)? */
export function badLeft(text: string, before: number): boolean {
  const c = code(text, before);
  if (c < 0) return false;
  const previous = code(text, visibleBefore(text, before));
  // A Latin letter glued to the digits makes a code (ID5512345678); a word in another script is
  // written glued to the number that follows it (رقم0551234567, و0501234567, 电话是0551234567).
  if (isLetter(c)) return isLatinLetter(c);
  if (isAlphanumeric(c)) return true;
  if (isCurrencySign(c)) return true;
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
    case 0x2b: // + after a digit group: arithmetic
      return true;
    default:
      return false;
  }
}

function isUpperCase(c: number): boolean {
  const letter = String.fromCharCode(c);
  return letter !== letter.toLowerCase();
}

/** Is the run's right edge something other than a phone number's end (letters, %, @, ,000, :30, -abc)? */
export function badRight(text: string, end: number): boolean {
  const c = code(text, end);
  if (c < 0) return false;
  if (isLatinLetter(c)) return !hasExtensionAfter(text, end);
  if (isLetter(c)) return false;
  if (isCurrencySign(c)) return true;
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
    case 0x2f: // / then an extension ("…6005/x12"): the number ends at the slash
      return next >= 0 && isAlphanumeric(next) && !hasExtensionAfter(text, end + 1);
    case 0x2d: // -
    case 0x5f: // _
    case 0x5c: // \
      return next >= 0 && isAlphanumeric(next);
    case 0x2e: // . a sentence ends ("….Nice day"); ".html", ".5" or "./x" continue a token
      return next >= 0 && isAlphanumeric(next) && !(isLetter(next) && isUpperCase(next));
    default:
      return false;
  }
}

/** Most bracket pairs a written number has: "(+966) (0) 55…", "(0xx) (11)…". */
const MAX_BRACKET_PAIRS = 3;

/**
 * Whether the brackets inside a number pair up, none nested, as libphonenumber requires: an open
 * bracket never closed ("80.585 ((79.964)") or a close never opened ("213)373-4253") is text
 * around digits, not a number.
 */
export function bracketsPair(text: string, start: number, end: number): boolean {
  let open = false;
  let pairs = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28 || c === 0xff08 || c === 0x5b) {
      if (open) return false;
      open = true;
    } else if (c === 0x29 || c === 0xff09 || c === 0x5d) {
      if (!open) return false;
      open = false;
      pairs++;
    }
  }
  return !open && pairs <= MAX_BRACKET_PAIRS;
}
