/**
 * Checks shared by the extension's forms, run as the person types. Each returns a message key of
 * the popup, errors or form-errors area (or null when the value is fine); the forms translate it.
 * The background checks everything again: these only make mistakes visible before anything is
 * sent.
 */
import {
  lengthProblem,
  TEXT_FIELDS,
  WHOLE_FIELDS,
  wholeMessageKey,
  wholeProblem,
  type TextField,
  type WholeField,
} from '../../utils/field-rules';
import { spokenNumberText } from '../../utils/service/spoken-number';
import { normalizePhone } from '../../utils/phone';
import { urlProblem } from '../../utils/url-rules';

export type Check = { key: string; params?: Record<string, string | number> } | null;

const REQUIRED: Check = { key: 'fieldError.required' };

export function required(value: string): Check {
  return value.trim() === '' ? REQUIRED : null;
}

/**
 * A text field as typed, by its one rule (utils/field-rules.ts: the field's longest, the
 * background's own check): required unless `optional`.
 */
export function checkText(value: string, field: TextField, optional = false): Check {
  const text = value.trim();
  if (text === '') return optional ? null : REQUIRED;
  const max = TEXT_FIELDS[field];
  return lengthProblem(text, max) === null ? null : { key: 'fieldError.tooLong', params: { max } };
}

/** A phone number: required and valid for the default country; `dial` is what will be called. */
export function checkPhone(
  value: string,
  country: string,
): { error: Check; international?: string; dial?: string; extension?: string } {
  if (value.trim() === '') return { error: REQUIRED };
  const result = normalizePhone(value, country);
  if (result.ok)
    return {
      error: null,
      international: result.international,
      dial: result.dial,
      extension: result.extension,
    };
  return { error: { key: phoneReasonKey(result.reason) } };
}

function phoneReasonKey(reason: string): string {
  const known: Record<string, string> = {
    empty: 'fieldError.phone.empty',
    'too-short': 'fieldError.phone.tooShort',
    'too-long': 'fieldError.phone.tooLong',
  };
  return known[reason] ?? 'fieldError.phone.invalid';
}

/**
 * A whole-number field as typed, by its one rule (utils/field-rules.ts): the background's check
 * and the message key with the field's bounds. Empty is allowed only when `optional`.
 */
export function checkWhole(value: string, field: WholeField, optional = false): Check {
  if (value.trim() === '') return optional ? null : REQUIRED;
  const { min, max } = WHOLE_FIELDS[field].bounds;
  return wholeProblem(field, Number(value)) === null
    ? null
    : { key: wholeMessageKey(field), params: { min, max } };
}

/** A number ≥ 0 with decimals allowed (an order's cost); empty is allowed only when `optional`. */
export function checkAmount(value: string, optional = true): Check {
  if (value.trim() === '') return optional ? null : REQUIRED;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? null : { key: 'fieldError.amount' };
}

/** A number the service reads out, kept as typed (utils/service/spoken-number.ts). */
export function checkSpokenNumber(value: string): Check {
  if (value.trim() === '') return REQUIRED;
  return spokenNumberText(value) === null ? { key: 'fieldError.spokenNumber' } : null;
}

/** The dispatch webhook: required, and the one webhook rule (utils/url-rules.ts). */
export function checkWebhookUrl(value: string): Check {
  if (value.trim() === '') return REQUIRED;
  const problem = urlProblem('webhook', value);
  return problem ? { key: `urlProblem.${problem}` } : null;
}

/** Empty string → undefined, otherwise the number (only called after the check passed). */
export function optionalNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}
