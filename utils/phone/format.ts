/** Display form of a dial string, as libphonenumber-js formats it ('+966 55 123 4567'). */
import { chooseFormat, splitCallingCode, validate } from './numbering';

/** libphonenumber's applyInternationalSeparatorStyle: punctuation runs become one space. */
const PUNCTUATION =
  /[-\u2010-\u2015\u2212\u30fc\uff0d-\uff0f \u00a0\u00ad\u200b\u2060\u3000()\uff08\uff09\uff3b\uff3d.[\]/~\u2053\u223c\uff5e]+/g;

const cache = new Map<string, string>();

function formatUncached(dial: string): string {
  const split = splitCallingCode(dial);
  if (!split) return dial;
  const [callingCode, national] = split;
  const valid = validate(callingCode, national);
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
