/**
 * Finding and normalising phone numbers. Pure functions: no DOM, no browser APIs, no zod.
 * Validation is exact (libphonenumber-js "max" metadata, sliced: see scripts/slice-metadata.ts).
 */
export type {
  CountryCode,
  FindOptions,
  NormalizeFailure,
  NormalizeResult,
  PhoneMatch,
} from './types';
export { findPhoneNumbers } from './find';
export { normalizePhone } from './normalize';
export { numberInSelection, type SelectedNumber } from './selection';
export { countryOfDial, formatInternational, withPlus } from './format';
export { isInternationalDial } from './resolve';
export { isPhoneLabel } from './phone-label';
export { addNumberTypes, DEFAULT_COUNTRY_CHOICES, PlansPending, type PlanType } from './numbering';
export { mayContainPhone, toAsciiDigits } from './digits';
export { MIN_DIGITS } from './candidates';
