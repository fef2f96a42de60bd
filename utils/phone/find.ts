/**
 * Every phone number in running text, never a false one, fast.
 *
 * A regular expression finds where a run of 7+ digits may start (candidates.ts); a character loop
 * collects its digit groups, joined by the separators people write inside numbers (runs.ts).
 * Structural rules drop runs that are something else (runs.ts: dates, postal codes, decimals,
 * card numbers, IPs; edges.ts: glued to letters, amounts, times); then each run is split into the
 * longest spans of whole groups that validate exactly (resolve.ts, cached here); finally the
 * words around a valid span are checked (context.ts: "Order #", "Invoice", "رقم الطلب", "SAR").
 * Offsets are into the given text.
 */
import { digitValue, isLatinLetter, isPlus } from './characters';
import { CANDIDATE, MIN_DIGITS } from './candidates';
import { hasCurrencyBefore, hasLabelBefore, hasUnitAfter } from './context';
import { hasPhoneLabelBefore } from './phone-label';
import { toAsciiDigits } from './digits';
import { badLeft, badRight, code, mayHaveLabel, visibleBefore } from './edges';
import { resolveUncached, type ResolveMode } from './resolve';
import {
  blocked,
  blockGluedFromLeft,
  blockGluedFromRight,
  blockStructures,
  CLOSE_BIT,
  collectGroups,
  DOT_BIT,
  groupEnd,
  groupLength,
  groupStart,
  isNumberStructure,
  isTightSlash,
  isGlued,
  NOT_DOT_BITS,
  OPEN_BIT,
  separatorMask,
} from './runs';
import type { CountryCode, FindOptions, PhoneMatch } from './types';

/** The longest a written number gets: 00 + 17 digits (Nigerian and German numbers exceed E.164's 15). */
const MAX_DIGITS = 19;

/**
 * Dial form of valid candidates, per default country. Only numbers are kept: ids, amounts and
 * other non-numbers are mostly unique, cost as much to reject again as to look up, and would
 * fill the cache. Keys are numbers, not strings (the digits behind a leading 1 that keeps leading
 * zeros, negated when written after +), so a lookup allocates nothing; exact up to 15 digits,
 * longer spans are rare and go uncached.
 */
const CACHE_LIMIT = 10_000;
const MAX_NUMERIC_KEY_DIGITS = 15;
const caches = new Map<string, Map<number, string>>();
let lastCountry: CountryCode | undefined;
let lastMode: ResolveMode | undefined;
let lastCache = new Map<number, string>();

/** Asked once per digit run: the usual case (same country and mode as the last run) allocates nothing. */
function cacheFor(country: CountryCode, mode: ResolveMode): Map<number, string> {
  if (country === lastCountry && mode === lastMode) return lastCache;
  const key = country + mode;
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  lastCountry = country;
  lastMode = mode;
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
  mode: ResolveMode,
): string {
  if (count > MAX_NUMERIC_KEY_DIGITS) {
    let digits = '';
    for (let g = first; g <= last; g++)
      digits += toAsciiDigits(text.slice(groupStart[g], groupEnd[g]));
    return resolveUncached(digits, international, country, mode)?.dial ?? '';
  }
  const key = international ? -sentinelValue : sentinelValue;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const dial = resolveUncached(String(sentinelValue).slice(1), international, country, mode)?.dial;
  if (!dial) return '';
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, dial);
  return dial;
}

/** Dial of the span longestSpan found last. */
let spanDial = '';

/** The last group of the longest span of whole groups from `g` that is a number (its dial in
 *  spanDial), -1 when none is. */
function longestSpan(
  text: string,
  g: number,
  groups: number,
  international: boolean,
  phoneContext: boolean,
  country: CountryCode,
): number {
  const mode: ResolveMode = phoneContext ? 'context' : 'text';
  const cache = cacheFor(country, mode);
  let value = 1; // sentinel: keeps leading zeros in the numeric key
  let count = 0;
  let best = -1;
  let innerSeparators = 0;
  let structured = false;
  for (let h = g; h < groups && !blocked[h]; h++) {
    if (h > g) {
      innerSeparators |= separatorMask[h]!;
      if (isNumberStructure(separatorMask[h]!)) structured = true;
    }
    // In running text a dot among spaces (27 33.4143, 925 - 84.3794) is a decimal beside other
    // numbers; with parentheses or a tight dash, or in a phone's field, it is a separator
    // ("(1800) 7493.524").
    if (innerSeparators & DOT_BIT && innerSeparators & NOT_DOT_BITS && !structured && !phoneContext)
      break;
    for (let i = groupStart[h]!; i < groupEnd[h]!; i++) {
      value = value * 10 + digitValue(text.charCodeAt(i));
    }
    count += groupLength(h);
    if (count > MAX_DIGITS) break;
    if (count < MIN_DIGITS) continue;
    const dial = dialOf(cache, text, g, h, value, count, international, country, mode);
    if (dial) {
      best = h;
      spanDial = dial;
    }
  }
  return best;
}

function scanRun(
  text: string,
  start: number,
  country: CountryCode,
  options: FindOptions,
  out: PhoneMatch[],
): number {
  const groups = collectGroups(text, start);
  const runEnd = groupEnd[groups - 1]!;
  let total = 0;
  for (let g = 0; g < groups; g++) total += groupLength(g);
  if (total < MIN_DIGITS) return runEnd;

  // Where the written number begins: + signs (international: "+", "＋", "++1") and an opening
  // parenthesis ("(+966)", "+(966)") belong to it.
  let lead = start;
  let plus = false;
  let openParen = -1;
  let before = visibleBefore(text, start);
  for (let k = 0; k < 3; k++) {
    const c = code(text, before);
    if (isPlus(c)) {
      plus = true;
      lead = before;
    } else if ((c === 0x28 || c === 0xff08) && openParen < 0) {
      openParen = before;
    } else {
      break;
    }
    before = visibleBefore(text, before);
  }
  // A + or ( separates the number from a word glued before it ("call+1 650…", "at(800) 901…").
  const signed = plus || openParen >= 0;
  const written = openParen >= 0 ? Math.min(lead, openParen) : lead;
  const phoneContext =
    options.phoneContext === true || hasPhoneLabelBefore(text, signed ? written : start);
  const firstIsZero = digitValue(text.charCodeAt(start)) === 0;
  const readInternational = plus || (options.international === true && !firstIsZero);

  blocked.fill(0, 0, groups);
  if (blockStructures(groups, plus, phoneContext)) return runEnd;
  if (badLeft(text, before) && !(signed && isLatinLetter(code(text, before)))) {
    blockGluedFromLeft(groups);
  }
  if (badRight(text, runEnd)) blockGluedFromRight(groups);

  let lastMatchedGroup = -2;
  for (let g = 0; g < groups;) {
    if (blocked[g]) {
      g++;
      continue;
    }
    const best = longestSpan(text, g, groups, readInternational && g === 0, phoneContext, country);
    if (best < 0) {
      g++;
      continue;
    }
    const bestDial = spanDial;
    // Part of a longer digit string ("123-0551234567", "0551234567-12"), unless a slash joins two
    // numbers ("651-234-2345/332-445-1234").
    const gluedLeft = g > 0 && isGlued(g) && lastMatchedGroup !== g - 1;
    const gluedRight =
      best + 1 < groups &&
      isGlued(best + 1) &&
      groupLength(best + 1) < MIN_DIGITS &&
      !(
        isTightSlash(best + 1) &&
        longestSpan(text, best + 1, groups, false, phoneContext, country) >= 0
      );
    let matchStart = g === 0 ? lead : groupStart[g]!;
    const end = groupEnd[best]!;
    if (!gluedLeft && !gluedRight) {
      let hasClose = false;
      for (let k = g + 1; k <= best; k++) if (separatorMask[k]! & CLOSE_BIT) hasClose = true;
      if (g === 0 && openParen >= 0 && hasClose) matchStart = Math.min(lead, openParen);
      else if (g > 0 && hasClose && separatorMask[g]! & OPEN_BIT) {
        const paren = text.lastIndexOf('(', groupStart[g]!);
        if (paren > groupEnd[g - 1]!) matchStart = paren;
      }
      const labelled =
        g === 0 && mayHaveLabel(text, matchStart) && hasLabelBefore(text, matchStart);
      const unit =
        (best === groups - 1 && hasUnitAfter(text, end)) ||
        (g === 0 && hasCurrencyBefore(text, matchStart));
      if (!labelled && !unit) {
        out.push({ start: matchStart, end, text: text.slice(matchStart, end), dial: bestDial });
        lastMatchedGroup = best;
      }
    }
    g = best + 1;
  }
  return runEnd;
}

const NO_OPTIONS: FindOptions = {};

/** Every phone number in running text, in order, never a false one. */
export function findPhoneNumbers(
  text: string,
  defaultCountry: CountryCode,
  options: FindOptions = NO_OPTIONS,
): PhoneMatch[] {
  const matches: PhoneMatch[] = [];
  CANDIDATE.lastIndex = 0;
  for (let candidate = CANDIDATE.exec(text); candidate; candidate = CANDIDATE.exec(text)) {
    const runEnd = scanRun(text, candidate.index, defaultCountry, options, matches);
    CANDIDATE.lastIndex = Math.max(runEnd, candidate.index + 1);
  }
  return matches;
}
