/**
 * Generates utils/phone/numbering-plans.json from libphonenumber-js's "max" metadata.
 *
 * Why: the default "min" metadata only checks lengths (it accepts unassigned Saudi ranges such as
 * 052… and 015…), and the full "max" metadata is ~60 kB gzip, too much for a content script that
 * loads into every enabled page. So we keep the exact per-type patterns ("max") for the countries
 * agents meet, plus a tiny table of every other calling code with its possible national lengths
 * (used only for numbers written in international form with an explicit + or 00).
 *
 * Run: npx tsx scripts/slice-metadata.ts   (re-run after upgrading libphonenumber-js)
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Metadata } from 'libphonenumber-js/core';
import { format, resolveConfig } from 'prettier';

const require = createRequire(import.meta.url);
const max = require('libphonenumber-js/metadata.max.json') as {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
  nonGeographic: Record<string, unknown[]>;
};
const { version: libVersion } = require('libphonenumber-js/package.json') as { version: string };

/** Countries whose numbers agents in Saudi call centres meet: home, Gulf, Arab world, the
 *  countries most customers and workers come from, and a few large international partners. */
export const SLICED_COUNTRIES = (
  'SA AE KW QA BH OM YE IQ JO SY LB PS EG SD LY TN DZ MA ' +
  'DJ MR KM PK IN BD LK NP AF IR PH ID MY MM CN ET ER SO KE UG TD NG TR GB US CA FR DE'
).split(' ');

/** Order of type patterns in libphonenumber-js metadata (index = our type id). */
const TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'PERSONAL_NUMBER',
  'VOICEMAIL',
  'UAN',
  'PAGER',
  'VOIP',
  'SHARED_COST',
] as const;

// The Metadata class is typed thinly in libphonenumber-js; these are the accessors it really has.
interface FormatLike {
  pattern(): string;
  format(): string;
  internationalFormat(): string;
  leadingDigitsPatterns(): string[];
  nationalPrefixIsMandatoryWhenFormattingInNationalFormat(): boolean;
}
interface PlanLike {
  callingCode(): string;
  nationalNumberPattern(): string;
  possibleLengths(): number[];
  nationalPrefix(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  formats(): FormatLike[];
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/** [pattern, format, internationalFormat ('' = same), lastLeadingDigits ('' = none), national prefix written (1/0)] */
type PlanFormat = [string, string, string, string, 0 | 1];
/** [type id, pattern, possible lengths (0 = those of the country)] */
type PlanType = [number, string, number[] | 0];
/** [calling code, national number pattern, possible lengths, national prefix, prefix-for-parsing, types, formats] */
type Plan = [string, string, number[], string, string, PlanType[], PlanFormat[]];

function planOf(country: string): Plan {
  const metadata = new Metadata(max as never) as unknown as { numberingPlan: PlanLike } & {
    selectNumberingPlan(c: string): void;
  };
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan;
  if (plan.nationalPrefixTransformRule()) {
    throw new Error(`${country}: national prefix transform rules are not supported by utils/phone`);
  }
  const types: PlanType[] = [];
  TYPES.forEach((name, id) => {
    const type = plan.type(name);
    if (!type || !type.pattern()) return;
    types.push([id, type.pattern(), type.possibleLengths() ?? 0]);
  });
  const formats: PlanFormat[] = plan.formats().map((format) => {
    const leading = format.leadingDigitsPatterns();
    const international = format.internationalFormat();
    return [
      format.pattern(),
      format.format(),
      international === format.format() ? '' : international,
      leading.length > 0 ? (leading[leading.length - 1] ?? '') : '',
      format.nationalPrefixIsMandatoryWhenFormattingInNationalFormat() ? 1 : 0,
    ];
  });
  const nationalPrefix = plan.nationalPrefix() || '';
  const forParsing = plan.nationalPrefixForParsing() || '';
  return [
    plan.callingCode(),
    plan.nationalNumberPattern(),
    plan.possibleLengths(),
    nationalPrefix,
    forParsing === nationalPrefix ? '' : forParsing,
    types,
    formats,
  ];
}

function lengthRange(lengths: number[]): [number, number] {
  return [Math.min(...lengths), Math.max(...lengths)];
}

const countries: Record<string, Plan> = {};
for (const country of SLICED_COUNTRIES) countries[country] = planOf(country);

// Every other calling code: the range of national number lengths over its countries.
const otherCodes: Record<string, [number, number]> = {};
const slicedCodes = new Set(Object.values(countries).map((plan) => plan[0]));
for (const [code, members] of Object.entries(max.country_calling_codes)) {
  if (slicedCodes.has(code)) continue;
  const lengths = members.flatMap((member) => {
    const metadata = new Metadata(max as never) as unknown as { numberingPlan: PlanLike } & {
      selectNumberingPlan(c: string): void;
    };
    metadata.selectNumberingPlan(member === '001' ? code : member);
    return metadata.numberingPlan.possibleLengths();
  });
  otherCodes[code] = lengthRange(lengths);
}

const output = {
  source: `libphonenumber-js ${libVersion} metadata.max.json`,
  countries,
  otherCodes,
};
const target = new URL('../utils/phone/numbering-plans.json', import.meta.url);
// Formatted like the rest of the tree so `npm run check` stays green after regenerating.
const prettierOptions = (await resolveConfig(target.pathname)) ?? {};
writeFileSync(target, await format(JSON.stringify(output), { ...prettierOptions, parser: 'json' }));
console.log(
  `wrote ${target.pathname}: ${SLICED_COUNTRIES.length} countries, ${Object.keys(otherCodes).length} other codes`,
);
