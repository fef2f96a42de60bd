/**
 * From the digits of a written number to the service's dial form, exactly validated.
 *
 * The same rules serve running text ('text', strict: a Saudi mobile must carry its 0 when written
 * nationally, so bare digit runs are not taken for numbers) and typed input ('typed', lenient).
 */
import {
  chooseFormat,
  planFor,
  plansForCode,
  splitCallingCode,
  validate,
  withoutNationalPrefix,
  type NumberingPlan,
  type ValidNumber,
} from './numbering';

/**
 * 'text': running text — a national number must carry its national prefix where the country
 * writes one, and a short foreign number is not offered. 'context': the caller says the digits
 * are a phone number (alone in a phone field, labelled Mobile/جوال, a tel: link) — the national
 * prefix may be missing. 'typed': a phone field too, and digits alone may be a dial string given
 * back (the background normalises dial strings again before calling).
 */
export type ResolveMode = 'text' | 'context' | 'typed';

/** In running text, a foreign dial string this short (a few tiny countries: Andorra's +376 312 345)
 *  has too few digits to tell it from a code written after + or 00: not offered there. */
const MIN_FOREIGN_TEXT_DIGITS = 10;

export interface Resolved {
  /** Service form: calling code + national number, digits only. */
  dial: string;
  callingCode: string;
  national: string;
  country?: string;
}

/** Every number, Saudi unified (9200…) and toll-free (800…) ones too, leaves with its calling
 *  code: the interface wants one, and a bare 920012345 would read as Pakistan (+92). */
function resolved(valid: ValidNumber): Resolved {
  const { plan, national } = valid;
  return {
    dial: plan.callingCode + national,
    callingCode: plan.callingCode,
    national,
    country: plan.country,
  };
}

/** After a known calling code: as written, or without a national prefix written by mistake
 *  ("+966 (0) 55…", "9660 55…", "+44 (0) 20…"). */
function resolveAfterCode(callingCode: string, rest: string): Resolved | null {
  const valid = validate(callingCode, rest);
  if (valid) return resolved(valid);
  const main = plansForCode(callingCode)[0];
  const national = main ? withoutNationalPrefix(main, rest) : null;
  const withoutPrefix = national === null ? null : validate(callingCode, national);
  return withoutPrefix ? resolved(withoutPrefix) : null;
}

/** Digits written after + or 00: a calling code, then a number valid for its country. */
function resolveInternational(digits: string): Resolved | null {
  const split = splitCallingCode(digits);
  return split ? resolveAfterCode(split[0], split[1]) : null;
}

/**
 * Whether `digits` is a dial string as the service wants it: a calling code utils/phone knows,
 * then a national number valid for it, already in the form this module gives (no trunk 0 kept).
 * Read without any default country: the service sees the digits alone.
 */
export function isInternationalDial(digits: string): boolean {
  return /^\d+$/.test(digits) && resolveInternational(digits)?.dial === digits;
}

/** What follows the country's international call prefix, read as international. As in
 *  libphonenumber, a prefix followed by 0 is not one (no calling code starts with 0). */
function afterInternationalPrefix(plan: NumberingPlan, digits: string): Resolved | null {
  const prefix = plan.internationalPrefix.exec(digits)?.[0];
  if (!prefix || digits.startsWith('0', prefix.length)) return null;
  return resolveInternational(digits.slice(prefix.length));
}

/** Whether a valid national number, written nationally, must carry the national prefix. */
function prefixMandatory(valid: ValidNumber): boolean {
  if (!valid.plan.nationalPrefix) return false;
  return chooseFormat(valid.plan, valid.national)?.prefixMandatory ?? true;
}

/** A national number written with its national prefix: 0551234567. */
function resolvePrefixed(plan: NumberingPlan, digits: string): Resolved | null {
  const national = withoutNationalPrefix(plan, digits);
  const valid = national === null ? null : validate(plan.callingCode, national);
  return valid ? resolved(valid) : null;
}

/** A national number written without a national prefix: in text, only where the country writes it so. */
function resolveUnprefixed(
  plan: NumberingPlan,
  digits: string,
  mode: ResolveMode,
): Resolved | null {
  const valid = validate(plan.callingCode, digits);
  if (!valid || (mode === 'text' && prefixMandatory(valid))) return null;
  return resolved(valid);
}

function resolveAny(
  digits: string,
  international: boolean,
  country: string,
  mode: ResolveMode,
): Resolved | null {
  if (international) return resolveInternational(digits);
  const plan = planFor(country);
  // 00, the prefix most countries dial abroad with, is read first. Where it is not the country's
  // (011 in the US, where 00 reaches the operator) it is not read at all, as in libphonenumber.
  if (digits.startsWith('00') && (!plan || plan.dialsAbroadWith00)) {
    const afterZeros = resolveInternational(digits.slice(2));
    if (afterZeros) return afterZeros;
  }
  if (plan) {
    const prefixed = resolvePrefixed(plan, digits);
    if (prefixed) return prefixed;
    // The home calling code without + (966551234567) is how many Saudi CRMs store numbers. Read
    // before the unprefixed national form so that a dial string given back is read as itself.
    if (digits.startsWith(plan.callingCode)) {
      const bare = resolveAfterCode(plan.callingCode, digits.slice(plan.callingCode.length));
      if (bare) return bare;
    }
    const unprefixed = resolveUnprefixed(plan, digits, mode);
    if (unprefixed) return unprefixed;
    // Dialled abroad as the default country dials: 011 64 3 331 6005 from the US, 0011 650…
    // from Singapore. Read after the national readings, so a home number always wins.
    const abroad = afterInternationalPrefix(plan, digits);
    if (abroad) return abroad;
  }
  // Typed input: a foreign number pasted without + (201001234567), or a dial string given back.
  return mode === 'typed' ? resolveInternational(digits) : null;
}

/** Resolves ASCII digits (`international` when written after +), uncached. */
export function resolveUncached(
  digits: string,
  international: boolean,
  country: string,
  mode: ResolveMode,
): Resolved | null {
  const result = resolveAny(digits, international, country, mode);
  if (!result) return null;
  if (
    mode === 'text' &&
    result.dial.length < MIN_FOREIGN_TEXT_DIGITS &&
    result.callingCode !== planFor(country)?.callingCode
  ) {
    return null;
  }
  // The dial string travels without its +: the background normalises it again with the same
  // default country before calling. A dial that would then read as another number (the Myanmar
  // 95 9200 9660 is also a valid US number 959 200 9660) cannot be called safely: refuse it.
  if (!(international === false && mode === 'typed' && digits === result.dial)) {
    if (resolveAny(result.dial, false, country, 'typed')?.dial !== result.dial) return null;
  }
  return result;
}

const CACHE_LIMIT = 20_000;
const cache = new Map<string, Resolved | null>();

/** Resolves ASCII digits (with `international` when written after +). Cached by its arguments. */
export function resolveDigits(
  digits: string,
  international: boolean,
  country: string,
  mode: ResolveMode,
): Resolved | null {
  const key = `${country}${mode}${international ? '+' : ''}${digits}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = resolveUncached(digits, international, country, mode);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** National number lengths expected for digits that did not resolve (for the failure reason). */
export function expectedLengths(
  digits: string,
  international: boolean,
  country: string,
): [number, number, string] {
  const intl = international || digits.startsWith('00');
  if (intl) {
    const split = splitCallingCode(intl && !international ? digits.slice(2) : digits);
    if (split) {
      const [code, rest] = split;
      const lengths = plansForCode(code).flatMap((plan) => plan.lengths);
      return [Math.min(...lengths), Math.max(...lengths), rest];
    }
    return [4, 14, digits];
  }
  const plan = planFor(country);
  if (!plan) return [4, 14, digits];
  const prefix = plan.prefixForParsing?.exec(digits);
  const national = prefix ? digits.slice(prefix[0].length) : digits;
  return [Math.min(...plan.lengths), Math.max(...plan.lengths), national];
}
