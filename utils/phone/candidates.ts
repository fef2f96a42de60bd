/**
 * Where a phone number may start in running text, found by the regular expression engine in
 * native code: it skips the text between candidates, which keeps the first scan of a page fast
 * too, before the JavaScript in runs.ts and find.ts is optimised.
 */

/** Fewer digits than this cannot be a number anywhere (shortest: 7 with a calling code). */
export const MIN_DIGITS = 7;
/** Bidi and zero-width marks included, at most this many characters between two groups. */
export const MAX_GAP_CHARS = 8;

const DIGIT = '[0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19]';
const GAP =
  '[ \\u00a0\\u00ad\\u0300-\\u036f\\u2000-\\u200f\\u202a-\\u202f\\u205f-\\u2069\\u3000\\ufeff\\u061c\\-\\u2010-\\u2015\\u2212./()\\uff08\\uff09\\uff0d-\\uff0f~\\u2053\\u223c\\uff5e\\u30fc]';
const SEPARATOR = '[-/.]';
/** A run that is only a date (2024-05-01, 01/05/2024, 1445/10/22): blocked by blockStructures anyway. */
const DATE_ONLY =
  `(?:${DIGIT}{4}(${SEPARATOR})${DIGIT}{1,2}\\1${DIGIT}{1,2}` +
  `|${DIGIT}{1,2}(${SEPARATOR})${DIGIT}{1,2}\\2(?:${DIGIT}{4}|${DIGIT}{2}))` +
  `(?!${GAP}{0,${MAX_GAP_CHARS}}${DIGIT})`;
/**
 * Where a run of at least MIN_DIGITS digits may start (gaps as collectGroups allows, or looser).
 * It also skips, as badLeft (edges.ts) and blockStructures (runs.ts) would, runs glued to a
 * Latin letter or digit (AB12…, ORD-2024-…) and runs that are only a date.
 */
export const CANDIDATE = new RegExp(
  // The class lists combining marks (U+0300–036F) on purpose: each one alone is a gap character.
  // eslint-disable-next-line no-misleading-character-class
  `(?<!${DIGIT}|[A-Za-z]|[A-Za-z0-9][-_/\\\\])(?!${DATE_ONLY})` +
    `${DIGIT}(?:${GAP}{0,${MAX_GAP_CHARS}}${DIGIT}){${MIN_DIGITS - 1}}`,
  'g',
);
