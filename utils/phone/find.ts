/**
 * Every phone number in running text, never a false one, fast.
 *
 * A regular expression finds where a run of 7+ digits may start (candidates.ts); a character loop
 * collects its digit groups, joined by the separators people write inside numbers (runs.ts).
 * Structural rules drop runs that are something else (runs.ts: dates, postal codes, decimals,
 * card numbers, IPs; edges.ts: glued to letters, amounts, times); then each run is split into the
 * longest spans of whole groups that validate exactly (spans.ts, resolve.ts); finally the
 * words around a valid span are checked (context.ts: "Order #", "Invoice", "رقم الطلب", "SAR").
 * Offsets are into the given text.
 */
import { digitValue, isCombiningMark, isLatinLetter, isPlus } from './characters';
import { CANDIDATE, MIN_DIGITS } from './candidates';
import { hasCurrencyBefore, hasLabelBefore, hasUnitAfter } from './context';
import { hasPhoneLabelBefore } from './phone-label';
import { badLeft, badRight, bracketsPair, code, mayHaveLabel, visibleBefore } from './edges';
import { PlansPending } from './numbering';
import { lastSpanDial, longestSpan } from './spans';
import {
  blocked,
  blockGluedFromLeft,
  blockGluedFromRight,
  blockStructures,
  CLOSE_BIT,
  collectGroups,
  groupEnd,
  groupLength,
  groupStart,
  isTightSlash,
  isGlued,
  OPEN_BIT,
  separatorMask,
} from './runs';
import type { CountryCode, FindOptions, PhoneMatch } from './types';

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
  // A combining accent glued to the digits (skipped as invisible above) belongs to a letter, or
  // to nothing at all: either way the digits are not a number's start.
  const accented = !signed && isCombiningMark(code(text, start - 1));
  if (accented || (badLeft(text, before) && !(signed && isLatinLetter(code(text, before))))) {
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
    const bestDial = lastSpanDial();
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
      if (!labelled && !unit && bracketsPair(text, matchStart, end)) {
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
    const found = matches.length;
    let runEnd: number;
    try {
      runEnd = scanRun(text, candidate.index, defaultCountry, options, matches);
    } catch (error) {
      if (!(error instanceof PlansPending) || !options.onPending) throw error;
      // The whole run waits: a part of it read alone could be another number (the national
      // digits of "+7 912 345 67 89" after their code).
      options.onPending(error.callingCode);
      matches.length = found;
      runEnd = groupEnd[collectGroups(text, candidate.index) - 1]!;
    }
    CANDIDATE.lastIndex = Math.max(runEnd, candidate.index + 1);
  }
  return matches;
}
