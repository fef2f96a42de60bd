/** Display form of a dial string, as libphonenumber-js formats it ('+966 55 123 4567'). */
import { chooseFormat, PlansPending, splitCallingCode, validate } from './numbering';
import type { CountryCode } from './types';

/** libphonenumber's applyInternationalSeparatorStyle: punctuation runs become one space. */
const PUNCTUATION =
  /[-\u2010-\u2015\u2212\u30fc\uff0d-\uff0f \u00a0\u00ad\u200b\u2060\u3000()\uff08\uff09\uff3b\uff3d.[\]/~\u2053\u223c\uff5e]+/g;

/** Where a country's formats are not carried: groups of three, the last of two to four digits
 *  ('+39 061 234 5678'), readable without claiming the country's own grouping. */
function groupedGenerically(national: string): string {
  const groups = national.match(/\d{1,3}/g) ?? [];
  const last = groups.length > 1 && groups[groups.length - 1]!.length === 1 ? groups.pop()! : '';
  if (last) groups[groups.length - 1] += last;
  return groups.join(' ');
}

const cache = new Map<string, string>();

/** Where the country's number types are not loaded (the page script), the generic grouping. */
function validOrPending(callingCode: string, national: string) {
  try {
    return validate(callingCode, national);
  } catch (error) {
    if (error instanceof PlansPending) return 'pending';
    throw error;
  }
}

function formatUncached(dial: string): string {
  const split = splitCallingCode(dial);
  if (!split) return dial;
  const [callingCode, national] = split;
  const valid = validOrPending(callingCode, national);
  if (valid === 'pending' || (valid && !valid.plan.formats))
    return `+${callingCode} ${groupedGenerically(national)}`;
  const format = valid && chooseFormat(valid.plan, national);
  const grouped = format
    ? national.replace(format.pattern, format.international).replace(PUNCTUATION, ' ').trim()
    : national;
  return `+${callingCode} ${grouped}`;
}

/** Display form for UI, e.g. '+966 55 123 4567', '+966 9200 12345'. */
export function formatInternational(dial: string): string {
  let formatted = cache.get(dial);
  if (formatted === undefined) {
    formatted = formatUncached(dial.replace(/\D/g, ''));
    if (cache.size > 5_000) cache.clear();
    cache.set(dial, formatted);
  }
  return formatted;
}

/**
 * The country of a dial string (country code first, as normalizePhone answers it), by the numbering
 * plan that takes it: a lookup in the metadata, not another reading of written text, so it does not
 * depend on the default country. Undefined when no plan takes the number.
 */
export function countryOfDial(dial: string): CountryCode | undefined {
  const split = splitCallingCode(dial);
  return split ? validate(split[0], split[1])?.plan.country : undefined;
}

/**
 * A dial string (country code first, as normalizePhone answers it) written back as text for a
 * form, a list or the clipboard: with its +, so reading it again takes its own country code, never
 * the default country's. Anything else (text as typed) is left as it is.
 */
export function withPlus(dial: string): string {
  return /^[1-9]\d*$/.test(dial) ? `+${dial}` : dial;
}
