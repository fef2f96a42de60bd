/**
 * Generates utils/phone/numbering-plans.json from libphonenumber-js's "max" metadata.
 *
 * Why: the default "min" metadata only checks lengths (it accepts unassigned Saudi ranges such as
 * 052… and 015…), and the full "max" metadata is ~60 kB gzip, too much for a content script that
 * loads into every enabled page. So we keep only what validation and display use: per country the
 * national pattern, per-type patterns and lengths, formats, national prefix rules and leading
 * digits, pre-parsed into tuples (no examples, no carrier or area data).
 *
 * Run: npx tsx scripts/slice-metadata.ts   (re-run after upgrading libphonenumber-js; then
 * npx vitest run tests/unit/phone checks the copy against the library)
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

/** Every country of the metadata, in calling-code order with each code's main country first
 *  (US before CA, GB before GG): a number is offered only when it is valid for its country, so
 *  every country's patterns are carried. Non-geographic codes (+800, +882…) are not. */
export const SLICED_COUNTRIES = Object.values(max.country_calling_codes)
  .flat()
  .filter((country) => country !== '001');

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
  formats(): FormatLike[];
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/** [pattern, format, internationalFormat ('' = same), lastLeadingDigits ('' = none), national prefix written (1/0)] */
type PlanFormat = [string, string, string, string, 0 | 1];
/** [type id, pattern, possible lengths (0 = those of the country)] */
type PlanType = [number, string, number[] | 0];
/** [calling code, national number pattern, possible lengths, national prefix, prefix-for-parsing,
 *  types, formats, prefix transform rule ('' = none), leading digits of a code's secondary country ('' = none)] */
type Plan = [string, string, number[], string, string, PlanType[], PlanFormat[], string, string];

function planOf(country: string): Plan {
  const metadata = new Metadata(max as never) as unknown as { numberingPlan: PlanLike } & {
    selectNumberingPlan(c: string): void;
  };
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan;
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
    plan.nationalPrefixTransformRule() || '',
    plan.leadingDigits() || '',
  ];
}

const countries: Record<string, Plan> = {};
for (const country of SLICED_COUNTRIES) countries[country] = planOf(country);

const output = {
  source: `libphonenumber-js ${libVersion} metadata.max.json`,
  countries,
};
const target = new URL('../utils/phone/numbering-plans.json', import.meta.url);
// Formatted like the rest of the tree so `npm run check` stays green after regenerating.
const prettierOptions = (await resolveConfig(target.pathname)) ?? {};
writeFileSync(target, await format(JSON.stringify(output), { ...prettierOptions, parser: 'json' }));
console.log(`wrote ${target.pathname}: ${SLICED_COUNTRIES.length} countries`);
