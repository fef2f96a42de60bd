/**
 * Generates utils/phone/numbering-plans.json and numbering-types.json from libphonenumber-js's
 * "max" metadata.
 *
 * Why: the default "min" metadata only checks lengths (it accepts unassigned Saudi ranges such as
 * 052… and 015…), and the full "max" metadata is ~60 kB gzip, too much for a content script that
 * loads into every enabled page. So we keep only what validation and display use: per country the
 * national pattern, per-type patterns and lengths, national prefix rules and leading digits, and
 * for the full-detail countries their formats, pre-parsed into tuples (no examples, no carrier or
 * area data). The number types of the countries that are not default-country choices go to
 * numbering-types.json: the background and the extension's pages carry them, and the content
 * script asks for a country's the first time a page shows one of its numbers.
 *
 * Run: npx tsx scripts/slice-metadata.ts   (re-run after upgrading libphonenumber-js; then
 * npx vitest run tests/unit/phone checks the copy against the library)
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Metadata } from 'libphonenumber-js/core';
import { format, resolveConfig } from 'prettier';
import type { PlanFormat, PlanTuple, PlanType } from '../utils/phone/numbering';

const require = createRequire(import.meta.url);
const max = require('libphonenumber-js/metadata.max.json') as {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
  nonGeographic: Record<string, unknown[]>;
};
const { version: libVersion } = require('libphonenumber-js/package.json') as { version: string };

/** Every country of the metadata, in calling-code order with each code's main country first
 *  (US before CA, GB before GG): a number is offered only when it is valid for its country, so
 *  every country's patterns are carried. Non-geographic codes (+800, +882…) are not. */
export const SLICED_COUNTRIES = Object.values(max.country_calling_codes)
  .flat()
  .filter((country) => country !== '001');

/** Countries whose numbers agents in Saudi call centres meet most: home, Gulf, Arab world, the
 *  countries most customers and workers come from, and a few large international partners. They
 *  keep every number type and their display formats, and are the default-country choices. */
export const FULL_DETAIL_COUNTRIES = (
  'SA AE KW QA BH OM YE IQ JO SY LB PS EG SD LY TN DZ MA ' +
  'DJ MR KM PK IN BD LK NP AF IR PH ID MY MM CN ET ER SO KE UG TD NG TR GB US CA FR DE'
).split(' ');

/** The other countries keep what a customer's own number is: fixed line, mobile, toll-free
 *  (type ids below). Premium-rate, shared-cost, VoIP, personal, pager, UAN and voicemail ranges
 *  are left out, as are their display formats: the content script loads into every enabled page,
 *  and these patterns were half its size. Leaving a type out only ever refuses a number. */
const CUSTOMER_TYPES = new Set([0, 1, 2]);

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
  leadingDigits(): string | undefined;
  IDDPrefix(): string;
  formats(): FormatLike[];
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

type Plan = PlanTuple;

/** `\d` is written `D` (utils/phone/numbering.ts expands it): the patterns are mostly `\d`, and
 *  each costs four characters once the bundler has escaped the JSON into a string literal. */
function short(pattern: string): string {
  if (pattern.includes('D')) throw new Error(`pattern already holds a D: ${pattern}`);
  return pattern.replaceAll('\\d', 'D');
}

function numberingPlan(country: string): PlanLike {
  const metadata = new Metadata(max as never) as unknown as { numberingPlan: PlanLike } & {
    selectNumberingPlan(c: string): void;
  };
  metadata.selectNumberingPlan(country);
  return metadata.numberingPlan;
}

function formatsOf(plan: PlanLike): PlanFormat[] {
  return plan.formats().map((format) => {
    const leading = format.leadingDigitsPatterns();
    const international = format.internationalFormat();
    return [
      short(format.pattern()),
      format.format(),
      international === format.format() ? '' : international,
      short(leading.length > 0 ? (leading[leading.length - 1] ?? '') : ''),
      format.nationalPrefixIsMandatoryWhenFormattingInNationalFormat() ? 1 : 0,
    ];
  });
}

/** A country keeps its formats when it is a full-detail one, or when they are those of its
 *  calling code's full-detail main country (Puerto Rico's are the US's: libphonenumber lends
 *  them). They also say whether a national number is written with its trunk prefix, so without
 *  them "(787) 234-5678" would not be found with default country US. */
function carriesFormats(country: string, formats: PlanFormat[], callingCode: string): boolean {
  if (FULL_DETAIL_COUNTRIES.includes(country)) return true;
  const main = max.country_calling_codes[callingCode]?.[0];
  if (!main || main === country || !FULL_DETAIL_COUNTRIES.includes(main)) return false;
  return JSON.stringify(formatsOf(numberingPlan(main))) === JSON.stringify(formats);
}

function planOf(country: string): Plan {
  const full = FULL_DETAIL_COUNTRIES.includes(country);
  const plan = numberingPlan(country);
  const types: PlanType[] = [];
  TYPES.forEach((name, id) => {
    const type = plan.type(name);
    if (!type || !type.pattern() || (!full && !CUSTOMER_TYPES.has(id))) return;
    types.push([id, short(type.pattern()), type.possibleLengths() ?? 0]);
  });
  const formats = formatsOf(plan);
  const nationalPrefix = plan.nationalPrefix() || '';
  const forParsing = plan.nationalPrefixForParsing() || '';
  return [
    plan.callingCode(),
    short(plan.nationalNumberPattern()),
    plan.possibleLengths(),
    nationalPrefix,
    short(forParsing === nationalPrefix ? '' : forParsing),
    types,
    carriesFormats(country, formats, plan.callingCode()) ? formats : 0,
    plan.nationalPrefixTransformRule() || '',
    short(plan.leadingDigits() || ''),
    // How the country dials abroad ("011" from the US, "0[0-3]\d" from Singapore), '' for the
    // "00" most countries use: a number written after it is international.
    plan.IDDPrefix() === '00' ? '' : short(plan.IDDPrefix()),
  ];
}

const countries: Record<string, Plan> = {};
const onDemand: Record<string, PlanType[]> = {};
for (const country of SLICED_COUNTRIES) {
  const plan = planOf(country);
  if (!FULL_DETAIL_COUNTRIES.includes(country)) {
    onDemand[country] = plan[5] as PlanType[];
    plan[5] = 0;
  }
  countries[country] = plan;
}

const source = `libphonenumber-js ${libVersion} metadata.max.json`;
async function write(file: string, data: object): Promise<string> {
  const target = new URL(`../utils/phone/${file}`, import.meta.url);
  // Formatted like the rest of the tree so `npm run check` stays green after regenerating.
  const prettierOptions = (await resolveConfig(target.pathname)) ?? {};
  writeFileSync(target, await format(JSON.stringify(data), { ...prettierOptions, parser: 'json' }));
  return target.pathname;
}
const target = await write('numbering-plans.json', {
  source,
  fullDetail: FULL_DETAIL_COUNTRIES,
  countries,
});
await write('numbering-types.json', { source, countries: onDemand });
console.log(`wrote ${target} and numbering-types.json: ${SLICED_COUNTRIES.length} countries`);
