/**
 * A digit run: digit groups joined by the separators people write inside numbers, collected into
 * scratch arrays reused by every call (the scanner calls findPhoneNumbers tens of thousands of
 * times per page), and the structures that are not phone numbers (dates, postal codes, decimals,
 * IPs, versions, card numbers).
 */
import { digitValue, separatorKind, Sep } from './characters';
import { MAX_GAP_CHARS } from './candidates';

const MAX_GROUPS = 64;
/** More visible separator characters than this between two groups ends a run ("55 ( 0 ) 1" is fine). */
export const MAX_SEPARATOR_CHARS = 3;

export const groupStart = new Int32Array(MAX_GROUPS);
export const groupEnd = new Int32Array(MAX_GROUPS);
/** Bit mask of separator kinds between group g-1 and group g. */
export const separatorMask = new Int32Array(MAX_GROUPS);
/** Visible separator characters between group g-1 and group g. */
const separatorChars = new Int32Array(MAX_GROUPS);
/** Groups that cannot be part of a number. */
export const blocked = new Uint8Array(MAX_GROUPS);

const bit = (kind: number): number => 1 << kind;
const SPACE_BIT = bit(Sep.space);
export const DOT_BIT = bit(Sep.dot);
export const NOT_DOT_BITS =
  bit(Sep.space) | bit(Sep.dash) | bit(Sep.slash) | bit(Sep.open) | bit(Sep.close);
export const OPEN_BIT = bit(Sep.open);
const PAREN_BITS = bit(Sep.open) | bit(Sep.close);
const DASH_BIT = bit(Sep.dash);

/** Parentheses, or a dash with no space beside it ("415-666"): a phone number's structure, never
 *  a decimal's. A spaced dash ("925 - 84.3794") is how lists are written, so it is not one. */
export function isNumberStructure(mask: number): boolean {
  return (mask & PAREN_BITS) !== 0 || ((mask & DASH_BIT) !== 0 && (mask & SPACE_BIT) === 0);
}
export const CLOSE_BIT = bit(Sep.close);

function isDigitAt(text: string, index: number): boolean {
  return index < text.length && digitValue(text.charCodeAt(index)) >= 0;
}

/** A single dash, dot or slash with nothing else (except invisible marks): "2024-05-01". */
function tightKind(group: number): number {
  if (separatorChars[group] !== 1) return Sep.none;
  const mask = separatorMask[group]! & ~bit(Sep.invisible);
  if (mask === bit(Sep.dash)) return Sep.dash;
  if (mask === bit(Sep.dot)) return Sep.dot;
  if (mask === bit(Sep.slash)) return Sep.slash;
  return Sep.none;
}

/** A slash alone between group g-1 and group g: "651-234-2345/332-445-1234" lists two numbers. */
export function isTightSlash(group: number): boolean {
  return tightKind(group) === Sep.slash;
}

/** Separator between group g-1 and g has no space: the two groups read as one token. */
export function isGlued(group: number): boolean {
  return (separatorMask[group]! & SPACE_BIT) === 0;
}

export const groupLength = (group: number): number => groupEnd[group]! - groupStart[group]!;

/** Marks groups that are dates, postal codes, decimals, IPs, versions or card numbers. */
export function blockStructures(groups: number, plus: boolean, phoneContext: boolean): boolean {
  // Decimal number (24.713600) or postal code with extension (12345-6789) — unless the caller says
  // the text is a phone number's place, where the normaliser reads 500.000966 as a number too.
  if (groups === 2 && !phoneContext) {
    const kind = tightKind(1);
    if (kind === Sep.dot) return true;
    if (kind === Sep.dash && groupLength(0) === 5 && groupLength(1) === 4) return true;
  }
  // IP addresses and version numbers: dot-separated with one-digit parts or no part over 3 digits.
  let allDots = groups > 2;
  let shortParts = true;
  let oneDigitPart = false;
  for (let g = 0; g < groups; g++) {
    if (g > 0 && tightKind(g) !== Sep.dot) allDots = false;
    if (groupLength(g) > 3) shortParts = false;
    if (groupLength(g) === 1 && !(g === 0 && plus)) oneDigitPart = true;
  }
  if (allDots && (shortParts || oneDigitPart)) return true;
  // Dates: 2024-05-01, 01/05/2024, 1445/10/22, 1.5.24.
  for (let g = 0; g + 2 < groups; g++) {
    const kind = tightKind(g + 1);
    if (kind === Sep.none || tightKind(g + 2) !== kind) continue;
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

/** Collects a run's groups starting at a digit; returns the number of groups. */
export function collectGroups(text: string, start: number): number {
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
      if (kind === Sep.none) break;
      mask |= bit(kind);
      if (kind !== Sep.invisible) visible++;
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
export function blockGluedFromLeft(groups: number): void {
  for (let g = 0; g < groups; g++) {
    blocked[g] = 1;
    if (g + 1 < groups && !isGlued(g + 1)) return;
  }
}
export function blockGluedFromRight(groups: number): void {
  for (let g = groups - 1; g >= 0; g--) {
    blocked[g] = 1;
    if (!isGlued(g)) return;
  }
}
