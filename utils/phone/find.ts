/**
 * Every phone number in running text, never a false one, fast.
 *
 * One pass over the characters finds digit runs: digit groups joined by the separators people
 * write inside numbers (spaces of every kind, dashes, dots, slashes, parentheses, bidi marks).
 * Structural rules drop runs that are something else (glued to letters, dates, postal codes,
 * decimals, card numbers, IPs, amounts); then each run is split into the longest spans of whole
 * groups that validate exactly (utils/phone/resolve.ts, cached); finally the words around a valid
 * span are checked ("Order #", "Invoice", "رقم الطلب", "SAR"). Offsets are into the given text.
 */
import {
  digitValue,
  isAlphanumeric,
  isInvisible,
  isLetter,
  separatorKind,
  SEP_CLOSE,
  SEP_DASH,
  SEP_DOT,
  SEP_INVISIBLE,
  SEP_NONE,
  SEP_OPEN,
  SEP_SLASH,
  SEP_SPACE,
} from './characters';
import { hasExtensionAfter, hasLabelBefore, hasUnitAfter } from './context';
import { toAsciiDigits } from './digits';
import { resolveUncached } from './resolve';
import type { CountryCode, PhoneMatch } from './types';

const MAX_GROUPS = 64;
/** Fewer digits than this cannot be a number anywhere (shortest: 7 with a calling code). */
const MIN_DIGITS = 7;
/** The longest a written number gets: 00 + 17 digits (Nigerian and German numbers exceed E.164's 15). */
const MAX_DIGITS = 19;
/** More visible separator characters than this between two groups ends a run ("55 ( 0 ) 1" is fine). */
const MAX_SEPARATOR_CHARS = 3;
/** Bidi and zero-width marks included, at most this many characters between two groups. */
const MAX_GAP_CHARS = 8;

const DIGIT = '[0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19]';
const GAP =
  '[ \\u00a0\\u2000-\\u200f\\u202a-\\u202f\\u205f-\\u2069\\u3000\\ufeff\\u061c\\-\\u2010-\\u2015\\u2212./()]';
const SEPARATOR = '[-/.]';
/** A run that is only a date (2024-05-01, 01/05/2024, 1445/10/22): blocked by blockStructures anyway. */
const DATE_ONLY =
  `(?:${DIGIT}{4}(${SEPARATOR})${DIGIT}{1,2}\\1${DIGIT}{1,2}` +
  `|${DIGIT}{1,2}(${SEPARATOR})${DIGIT}{1,2}\\2(?:${DIGIT}{4}|${DIGIT}{2}))` +
  `(?!${GAP}{0,${MAX_GAP_CHARS}}${DIGIT})`;
/**
 * Where a run of at least MIN_DIGITS digits may start (gaps as collectGroups allows, or looser).
 * The regular expression engine skips the text between candidates in native code, which keeps
 * the first scan of a page fast too, before the JavaScript here is optimised. It also skips, as
 * badLeft and blockStructures would, runs glued to a Latin letter or digit (AB12…, ORD-2024-…)
 * and runs that are only a date.
 */
const CANDIDATE = new RegExp(
  `(?<!${DIGIT}|[A-Za-z]|[A-Za-z0-9][-_/\\\\])(?!${DATE_ONLY})` +
    `${DIGIT}(?:${GAP}{0,${MAX_GAP_CHARS}}${DIGIT}){${MIN_DIGITS - 1}}`,
  'g',
);

// Scratch space reused by every call (the scanner calls this tens of thousands of times per page).
const groupStart = new Int32Array(MAX_GROUPS);
const groupEnd = new Int32Array(MAX_GROUPS);
/** Bit mask of separator kinds between group g-1 and group g. */
const separatorMask = new Int32Array(MAX_GROUPS);
/** Visible separator characters between group g-1 and group g. */
const separatorChars = new Int32Array(MAX_GROUPS);
const blocked = new Uint8Array(MAX_GROUPS);

const bit = (kind: number): number => 1 << kind;
const SPACE_BIT = bit(SEP_SPACE);
const DOT_BIT = bit(SEP_DOT);
const NOT_DOT_BITS =
  bit(SEP_SPACE) | bit(SEP_DASH) | bit(SEP_SLASH) | bit(SEP_OPEN) | bit(SEP_CLOSE);

function isDigitAt(text: string, index: number): boolean {
  return index < text.length && digitValue(text.charCodeAt(index)) >= 0;
}

/** A single dash, dot or slash with nothing else (except invisible marks): "2024-05-01". */
function tightKind(group: number): number {
  if (separatorChars[group] !== 1) return SEP_NONE;
  const mask = separatorMask[group]! & ~bit(SEP_INVISIBLE);
  if (mask === bit(SEP_DASH)) return SEP_DASH;
  if (mask === bit(SEP_DOT)) return SEP_DOT;
  if (mask === bit(SEP_SLASH)) return SEP_SLASH;
  return SEP_NONE;
}

/** Separator between group g-1 and g has no space: the two groups read as one token. */
function isGlued(group: number): boolean {
  return (separatorMask[group]! & SPACE_BIT) === 0;
}

const groupLength = (group: number): number => groupEnd[group]! - groupStart[group]!;

/** Marks groups that are dates, postal codes, decimals, IPs, versions or card numbers. */
function blockStructures(groups: number, plus: boolean): boolean {
  // Decimal number (24.713600) or postal code with extension (12345-6789).
  if (groups === 2) {
    const kind = tightKind(1);
    if (kind === SEP_DOT) return true;
    if (kind === SEP_DASH && groupLength(0) === 5 && groupLength(1) === 4) return true;
  }
  // IP addresses and version numbers: dot-separated with one-digit parts or no part over 3 digits.
  let allDots = groups > 2;
  let shortParts = true;
  let oneDigitPart = false;
  for (let g = 0; g < groups; g++) {
    if (g > 0 && tightKind(g) !== SEP_DOT) allDots = false;
    if (groupLength(g) > 3) shortParts = false;
    if (groupLength(g) === 1 && !(g === 0 && plus)) oneDigitPart = true;
  }
  if (allDots && (shortParts || oneDigitPart)) return true;
  // Dates: 2024-05-01, 01/05/2024, 1445/10/22, 1.5.24.
  for (let g = 0; g + 2 < groups; g++) {
    const kind = tightKind(g + 1);
    if (kind === SEP_NONE || tightKind(g + 2) !== kind) continue;
    const a = groupLength(g);
    const b = groupLength(g + 1);
    const c = groupLength(g + 2);
    const yearFirst = a === 4 && b <= 2 && c <= 2;
    const yearLast = a <= 2 && b <= 2 && (c === 2 || c === 4);
    if (yearFirst || yearLast) blocked[g] = blocked[g + 1] = blocked[g + 2] = 1;
  }
  // Card numbers and masks: four or more groups of exactly four digits.
  for (let g = 0; g < groups;) {
    let h = g;
    while (h < groups && groupLength(h) === 4) h++;
    if (h - g >= 4) for (let k = g; k < h; k++) blocked[k] = 1;
    g = h + 1;
  }
  return false;
}

/**
 * Cheap test before the label regular expression: a label word ends in a letter, with only
 * spaces and punctuation (":", "#", ".", "-", "№", parentheses, marks) between it and the number.
 * A number alone in its cell, or after digits or "|", has none.
 */
function mayHaveLabel(text: string, start: number): boolean {
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
function visibleBefore(text: string, index: number): number {
  let i = index - 1;
  while (i >= 0 && isInvisible(text.charCodeAt(i))) i--;
  return i;
}

const code = (text: string, index: number): number =>
  index >= 0 && index < text.length ? text.charCodeAt(index) : -1;

/** و (and), ب (at, with), ل (for), ف (so): one-letter Arabic words written glued to the next. */
function isArabicPrefixLetter(c: number): boolean {
  return c === 0x0648 || c === 0x0628 || c === 0x0644 || c === 0x0641;
}

/** Is the run's left edge something other than a phone number's start (ORD-, AB12, #, $, 1+, 1,)? */
function badLeft(text: string, before: number): boolean {
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
function badRight(text: string, end: number): boolean {
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

/**
 * Dial form of valid candidates, per default country. Only numbers are kept: ids, amounts and
 * other non-numbers are mostly unique, cost as much to reject again as to look up, and would
 * fill the cache. Keys are numbers, not strings (the digits behind a leading 1 that keeps leading
 * zeros, negated when written after +), so a lookup allocates nothing; exact up to 15 digits,
 * longer spans are rare and go uncached.
 */
const CACHE_LIMIT = 10_000;
const MAX_NUMERIC_KEY_DIGITS = 15;
const caches = new Map<CountryCode, Map<number, string>>();
let lastCountry: CountryCode | undefined;
let lastCache = new Map<number, string>();

function cacheFor(country: CountryCode): Map<number, string> {
  if (country === lastCountry) return lastCache;
  let cache = caches.get(country);
  if (!cache) {
    cache = new Map();
    caches.set(country, cache);
  }
  lastCountry = country;
  lastCache = cache;
  return cache;
}

/** Dial form of the digits of groups first..last, '' when they are not a number. */
function dialOf(
  cache: Map<number, string>,
  text: string,
  first: number,
  last: number,
  sentinelValue: number,
  count: number,
  international: boolean,
  country: CountryCode,
): string {
  if (count > MAX_NUMERIC_KEY_DIGITS) {
    let digits = '';
    for (let g = first; g <= last; g++)
      digits += toAsciiDigits(text.slice(groupStart[g], groupEnd[g]));
    return resolveUncached(digits, international, country, 'text')?.dial ?? '';
  }
  const key = international ? -sentinelValue : sentinelValue;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const dial = resolveUncached(
    String(sentinelValue).slice(1),
    international,
    country,
    'text',
  )?.dial;
  if (!dial) return '';
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, dial);
  return dial;
}

/** Collects a run's groups starting at a digit; returns the number of groups. */
function collectGroups(text: string, start: number): number {
  const length = text.length;
  let groups = 0;
  let position = start;
  separatorMask[0] = 0;
  separatorChars[0] = 0;
  for (;;) {
    groupStart[groups] = position;
    // Inlined digit test: this loop runs before the engine has optimised anything on a first scan.
    while (position < length) {
      const c = text.charCodeAt(position);
      if ((c >= 48 && c <= 57) || (c >= 0x0660 && digitValue(c) >= 0)) position++;
      else break;
    }
    groupEnd[groups] = position;
    groups++;
    if (groups === MAX_GROUPS) return groups;
    let next = position;
    let mask = 0;
    let visible = 0;
    while (next < length && visible <= MAX_SEPARATOR_CHARS && next - position <= MAX_GAP_CHARS) {
      const kind = separatorKind(text.charCodeAt(next));
      if (kind === SEP_NONE) break;
      mask |= bit(kind);
      if (kind !== SEP_INVISIBLE) visible++;
      next++;
    }
    if (
      visible > MAX_SEPARATOR_CHARS ||
      next - position > MAX_GAP_CHARS ||
      !isDigitAt(text, next)
    ) {
      return groups;
    }
    separatorMask[groups] = mask;
    separatorChars[groups] = visible;
    position = next;
  }
}

/** Blocks groups glued (no space) to a rejected edge: "ORD-2024-0001" is one token. */
function blockGluedFromLeft(groups: number): void {
  for (let g = 0; g < groups; g++) {
    blocked[g] = 1;
    if (g + 1 < groups && !isGlued(g + 1)) return;
  }
}
function blockGluedFromRight(groups: number): void {
  for (let g = groups - 1; g >= 0; g--) {
    blocked[g] = 1;
    if (!isGlued(g)) return;
  }
}

function scanRun(
  text: string,
  start: number,
  country: CountryCode,
  cache: Map<number, string>,
  out: PhoneMatch[],
): number {
  const groups = collectGroups(text, start);
  const runEnd = groupEnd[groups - 1]!;
  let total = 0;
  for (let g = 0; g < groups; g++) total += groupLength(g);
  if (total < MIN_DIGITS) return runEnd;

  // Where the written number begins: a + (international) and an opening parenthesis belong to it.
  let lead = start;
  let before = visibleBefore(text, start);
  const plus = code(text, before) === 0x2b;
  if (plus) {
    lead = before;
    before = visibleBefore(text, before);
  }
  let openParen = -1;
  if (code(text, before) === 0x28) {
    openParen = before;
    before = visibleBefore(text, before);
  }

  blocked.fill(0, 0, groups);
  if (blockStructures(groups, plus)) return runEnd;
  if (badLeft(text, before)) blockGluedFromLeft(groups);
  if (badRight(text, runEnd)) blockGluedFromRight(groups);

  let lastMatchedGroup = -2;
  for (let g = 0; g < groups;) {
    if (blocked[g]) {
      g++;
      continue;
    }
    const international = plus && g === 0;
    let value = 1; // sentinel: keeps leading zeros in the numeric key
    let count = 0;
    let best = -1;
    let bestDial = '';
    let innerSeparators = 0;
    for (let h = g; h < groups && !blocked[h]; h++) {
      if (h > g) innerSeparators |= separatorMask[h]!;
      // Dots and other separators mixed (27 33.4143): a decimal beside other numbers, not a phone.
      if (innerSeparators & DOT_BIT && innerSeparators & NOT_DOT_BITS) break;
      for (let i = groupStart[h]!; i < groupEnd[h]!; i++) {
        value = value * 10 + digitValue(text.charCodeAt(i));
      }
      count += groupLength(h);
      if (count > MAX_DIGITS) break;
      if (count < MIN_DIGITS) continue;
      const dial = dialOf(cache, text, g, h, value, count, international, country);
      if (dial) {
        best = h;
        bestDial = dial;
      }
    }
    if (best < 0) {
      g++;
      continue;
    }
    // Part of a longer digit string: "123-0551234567", "0551234567-12".
    const gluedLeft = g > 0 && isGlued(g) && lastMatchedGroup !== g - 1;
    const gluedRight = best + 1 < groups && isGlued(best + 1) && groupLength(best + 1) < MIN_DIGITS;
    let matchStart = g === 0 ? lead : groupStart[g]!;
    const end = groupEnd[best]!;
    if (!gluedLeft && !gluedRight) {
      let hasClose = false;
      for (let k = g + 1; k <= best; k++) if (separatorMask[k]! & bit(SEP_CLOSE)) hasClose = true;
      if (g === 0 && openParen >= 0 && hasClose) matchStart = openParen;
      else if (g > 0 && hasClose && separatorMask[g]! & bit(SEP_OPEN)) {
        const paren = text.lastIndexOf('(', groupStart[g]!);
        if (paren > groupEnd[g - 1]!) matchStart = paren;
      }
      const labelled =
        g === 0 && mayHaveLabel(text, matchStart) && hasLabelBefore(text, matchStart);
      const unit = best === groups - 1 && hasUnitAfter(text, end);
      if (!labelled && !unit) {
        out.push({ start: matchStart, end, text: text.slice(matchStart, end), dial: bestDial });
        lastMatchedGroup = best;
      }
    }
    g = best + 1;
  }
  return runEnd;
}

/** Every phone number in running text, in order, never a false one. */
export function findPhoneNumbers(text: string, defaultCountry: CountryCode): PhoneMatch[] {
  const matches: PhoneMatch[] = [];
  const cache = cacheFor(defaultCountry);
  CANDIDATE.lastIndex = 0;
  for (let candidate = CANDIDATE.exec(text); candidate; candidate = CANDIDATE.exec(text)) {
    const runEnd = scanRun(text, candidate.index, defaultCountry, cache, matches);
    CANDIDATE.lastIndex = Math.max(runEnd, candidate.index + 1);
  }
  return matches;
}
