/**
 * The number types numbering-plans.json leaves out, from numbering-types.json. The background and
 * the extension's pages add them all at start (size does not matter there); a content script gets
 * only those of the calling codes a page shows, from the background (utils/page/read/plans-on-demand.ts),
 * and must never import this module (eslint.config.js).
 */
import typesJson from './numbering-types.json';
import { addNumberTypes, callingCodeOf, type PlanType } from './numbering';

const ON_DEMAND = typesJson.countries as unknown as Record<string, PlanType[]>;

/** Every country's number types, for code that validates any number (background, pages). */
export function addEveryNumberType(): void {
  addNumberTypes(ON_DEMAND);
}

/** The left-out number types of the countries under `codes`, by country. */
export function numberTypesOf(codes: readonly string[]): Record<string, PlanType[]> {
  const wanted = new Set(codes);
  const types: Record<string, PlanType[]> = {};
  for (const [country, list] of Object.entries(ON_DEMAND)) {
    if (wanted.has(callingCodeOf(country) ?? '')) types[country] = list;
  }
  return types;
}
