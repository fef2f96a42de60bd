/**
 * Exact validity from libphonenumber-js's "max" metadata, sliced by scripts/slice-metadata.ts.
 *
 * This re-implements libphonenumber's `getNumberType` (national number pattern, then per-type
 * pattern and possible lengths) over pre-compiled regular expressions, because the content script
 * validates thousands of candidates per page and the library's parse/validate path allocates a
 * Metadata object and recompiles patterns on every call. tests/unit/phone/numbering.test.ts checks
 * that both agree.
 */
import plansJson from './numbering-plans.json';

/** numbering-plans.json's shapes; scripts/slice-metadata.ts writes them. */
/** [pattern, format, internationalFormat ('' = same), lastLeadingDigits ('' = none), national prefix written (1/0)] */
export type PlanFormat = [string, string, string, string, 0 | 1];
/** [type id, pattern, possible lengths (0 = those of the country)] */
export type PlanType = [number, string, number[] | 0];
/** [calling code, national number pattern, possible lengths, national prefix, prefix-for-parsing,
 *  types (0 = in numbering-types.json, added by addNumberTypes), formats (0 = not carried),
 *  prefix transform rule ('' = none), leading digits of a code's secondary country ('' = none),
 *  international call prefix ('' = 00)] */
export type PlanTuple = [
  string,
  string,
  number[],
  string,
  string,
  PlanType[] | 0,
  PlanFormat[] | 0,
  string,
  string,
  string,
];

export interface NumberFormat {
  pattern: RegExp;
  /** Replacement for international display, e.g. '$1 $2 $3'. */
  international: string;
  /** The most specific leading-digits pattern, anchored at the start; null = any. */
  leading: RegExp | null;
  /** Whether national writing of this format includes the national (trunk) prefix. */
  prefixMandatory: boolean;
}

export interface NumberingPlan {
  country: string;
  callingCode: string;
  lengths: number[];
  /** National (trunk) prefix, '' when the country has none. */
  nationalPrefix: string;
  /** Matches a national prefix at the start of national digits; null when there is none. */
  prefixForParsing: RegExp | null;
  /** Rewrites what prefixForParsing captured ('9$1' in Argentina); '' when the prefix is dropped. */
  prefixTransform: string;
  /** A code's secondary country (Åland under 358): numbers starting so are its; null = by validity. */
  leadingDigits: RegExp | null;
  /** The prefix the country dials abroad with (011 in the US), anchored at the start. */
  internationalPrefix: RegExp;
  /** Whether 00 alone is how the country dials abroad (as in most of the world). */
  dialsAbroadWith00: boolean;
  nationalPattern: RegExp;
  /** null: not added yet (addNumberTypes); validating then throws PlansPending. */
  types: Array<{ id: number; pattern: RegExp; lengths: number[] | null }> | null;
  /** null: not carried (only the full-detail countries keep their display formats). */
  formats: NumberFormat[] | null;
}

/** Type ids, in metadata order (see scripts/slice-metadata.ts). */
export const TYPE = {
  FIXED_LINE: 0,
  MOBILE: 1,
  TOLL_FREE: 2,
  PREMIUM_RATE: 3,
  PERSONAL_NUMBER: 4,
  VOICEMAIL: 5,
  UAN: 6,
  PAGER: 7,
  VOIP: 8,
  SHARED_COST: 9,
} as const;

/** libphonenumber's `getNumberType` checks fixed line first, then the others in this order. */
const CHECK_ORDER = [0, 1, 3, 2, 9, 8, 4, 7, 6, 5];

const rawPlans = plansJson.countries as unknown as Record<string, PlanTuple>;
/** Number types of the countries whose plans carry none (numbering-types.json), once added. */
const addedTypes = new Map<string, PlanType[]>();
const plans = new Map<string, NumberingPlan>();
const plansByCode = new Map<string, NumberingPlan[]>();

/**
 * Thrown where a number's validity depends on a country whose number types are not added yet:
 * the content script carries only the default-country choices' and asks the background for the
 * rest (utils/page/read/plans-on-demand.ts). Never a guess at another reading meanwhile.
 */
export class PlansPending extends Error {
  constructor(readonly callingCode: string) {
    super(`number types of +${callingCode} are not loaded`);
    this.name = 'PlansPending';
  }
}

/** Adds number types that numbering-plans.json leaves out; the plans are compiled again. */
export function addNumberTypes(types: Readonly<Record<string, PlanType[]>>): void {
  for (const [country, list] of Object.entries(types)) {
    const raw = rawPlans[country];
    if (!raw || raw[5] !== 0 || addedTypes.has(country)) continue;
    addedTypes.set(country, list);
    plans.delete(country);
    plansByCode.delete(raw[0]);
  }
}

export function callingCodeOf(country: string): string | undefined {
  return rawPlans[country]?.[0];
}

/** The data writes `\d` as `D` (scripts/slice-metadata.ts: it is most of every pattern). */
const expandDigits = (pattern: string): string => pattern.replace(/D/g, '\\d');
const whole = (pattern: string): RegExp => new RegExp(`^(?:${expandDigits(pattern)})$`);
const leadingPart = (pattern: string): RegExp => new RegExp(`^(?:${expandDigits(pattern)})`);

function compile(country: string, raw: PlanTuple): NumberingPlan {
  const [callingCode, nationalPattern, lengths, nationalPrefix, forParsing, carried, formats] = raw;
  const [, , , , , , , prefixTransform, leadingDigits, internationalPrefix] = raw;
  const prefixSource = forParsing || nationalPrefix;
  const types = carried || addedTypes.get(country);
  const typeById = new Map(
    (types ?? []).map(([id, pattern, typeLengths]) => [
      id,
      { id, pattern: whole(pattern), lengths: typeLengths || null },
    ]),
  );
  return {
    country,
    callingCode,
    lengths,
    nationalPrefix,
    prefixForParsing: prefixSource ? leadingPart(prefixSource) : null,
    prefixTransform,
    leadingDigits: leadingDigits ? leadingPart(leadingDigits) : null,
    internationalPrefix: leadingPart(internationalPrefix || '00'),
    dialsAbroadWith00: whole(internationalPrefix || '00').test('00'),
    nationalPattern: whole(nationalPattern),
    types: types ? CHECK_ORDER.flatMap((id) => typeById.get(id) ?? []) : null,
    formats: formats
      ? formats.map(([pattern, format, international, leading, prefixMandatory]) => ({
          pattern: whole(pattern),
          international: international || format,
          leading: leading ? leadingPart(leading) : null,
          prefixMandatory: prefixMandatory === 1,
        }))
      : null,
  };
}

/**
 * The countries whose plans are carried in full detail (every number type, trunk-prefix rules):
 * the ones offered, and accepted, as the default country for numbers written without a code.
 */
export const DEFAULT_COUNTRY_CHOICES: readonly string[] = plansJson.fullDetail;

export function planFor(country: string): NumberingPlan | undefined {
  let plan = plans.get(country);
  if (!plan) {
    const raw = rawPlans[country];
    if (!raw) return undefined;
    plan = compile(country, raw);
    plans.set(country, plan);
  }
  return plan;
}

/**
 * The sliced countries of each calling code, main country first (US before CA), in one pass over
 * the plans on first use: a page's candidates ask about hundreds of codes ("1", "12", "123"… for
 * every digit run read as international), and filtering all the plans for each took about 2 ms
 * of a 200-row page's load.
 */
let countriesByCode: Map<string, string[]> | null = null;

function countriesOf(callingCode: string): readonly string[] {
  if (!countriesByCode) {
    countriesByCode = new Map();
    for (const [country, raw] of Object.entries(rawPlans)) {
      const list = countriesByCode.get(raw[0]);
      if (list) list.push(country);
      else countriesByCode.set(raw[0], [country]);
    }
  }
  return countriesByCode.get(callingCode) ?? [];
}

/** Sliced countries sharing a calling code, main country first (US before CA). */
export function plansForCode(callingCode: string): NumberingPlan[] {
  let list = plansByCode.get(callingCode);
  if (!list) {
    list = countriesOf(callingCode).flatMap((country) => planFor(country) ?? []);
    plansByCode.set(callingCode, list);
  }
  return list;
}

/** Type id of a national significant number, or -1 when it is not a valid number of the plan. */
export function numberType(plan: NumberingPlan, national: string): number {
  if (!plan.nationalPattern.test(national)) return -1;
  if (!plan.types) throw new PlansPending(plan.callingCode);
  for (const type of plan.types) {
    if (type.lengths && !type.lengths.includes(national.length)) continue;
    if (type.pattern.test(national)) return type.id;
  }
  return -1;
}

export interface ValidNumber {
  plan: NumberingPlan;
  national: string;
  type: number;
}

/** The country (if any) for which `national` is a valid number under `callingCode`, chosen as
 *  libphonenumber's getCountryByNationalNumber does: leading digits decide, else the first valid. */
export function validate(callingCode: string, national: string): ValidNumber | null {
  for (const plan of plansForCode(callingCode)) {
    if (plan.leadingDigits && !plan.leadingDigits.test(national)) continue;
    const type = numberType(plan, national);
    if (type >= 0) return { plan, national, type };
    if (plan.leadingDigits) return null;
  }
  return null;
}

/** National digits without a national prefix written before them ('0' in 0551234567), as
 *  libphonenumber extracts it (with the country's transform rule); null when none is written. */
export function withoutNationalPrefix(plan: NumberingPlan, digits: string): string | null {
  const match = plan.prefixForParsing?.exec(digits);
  if (!match) return null;
  const captured = match.length > 1 ? match[match.length - 1] : undefined;
  if (plan.prefixTransform && captured) {
    const rule = plan.prefixTransform.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
    return rule + digits.slice(match[0].length);
  }
  return match[0].length > 0 ? digits.slice(match[0].length) : null;
}

/** Whether any sliced country has the code; no plan is compiled to answer it. */
export function isSlicedCode(callingCode: string): boolean {
  return countriesOf(callingCode).length > 0;
}

/** Splits international digits (no + or 00) into a known calling code and the rest. */
export function splitCallingCode(digits: string): [string, string] | null {
  for (let length = 1; length <= 3 && length < digits.length; length++) {
    const code = digits.slice(0, length);
    if (isSlicedCode(code)) return [code, digits.slice(length)];
  }
  return null;
}

/** The format libphonenumber would choose for a national number (its `chooseFormatForNumber`);
 *  undefined when none fits or the country's formats are not carried. */
export function chooseFormat(plan: NumberingPlan, national: string): NumberFormat | undefined {
  return plan.formats?.find(
    (format) => (!format.leading || format.leading.test(national)) && format.pattern.test(national),
  );
}
