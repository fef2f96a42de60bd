/**
 * The longest span of whole digit groups, from a given group, that is a number — and the cache of
 * the dial forms of valid spans. The groups are runs.ts's scratch arrays.
 */
import { digitValue } from './characters';
import { MIN_DIGITS } from './candidates';
import { toAsciiDigits } from './digits';
import { resolveUncached, type ResolveMode } from './resolve';
import {
  blocked,
  DOT_BIT,
  groupEnd,
  groupLength,
  groupStart,
  isNumberStructure,
  NOT_DOT_BITS,
  separatorMask,
} from './runs';
import type { CountryCode } from './types';

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

let spanDial = '';

/** Dial of the span longestSpan found last. */
export function lastSpanDial(): string {
  return spanDial;
}

/** The last group of the longest span of whole groups from `g` that is a number (its dial in
 *  spanDial), -1 when none is. */
export function longestSpan(
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
