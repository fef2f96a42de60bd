// Field validation for every endpoint. Messages name the field and what is wrong, Laravel-style,
// because the client shows the service's own words next to the field.
import { isDateTime } from './clock';

export type FieldErrors = Record<string, string[]>;
/** Returns an error message for a present, non-empty value, or null when it is fine. */
type Rule = (value: string, field: string) => string | null;
export type FieldSpecs = Record<string, { required: boolean; rule: Rule }>;

const MAX_TEXT = 255;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text: Rule = (value, field) =>
  value.trim() === ''
    ? `The ${field} field is required.`
    : value.length > MAX_TEXT
      ? `The ${field} field must not be longer than ${MAX_TEXT} characters.`
      : null;

export const phoneRule: Rule = (value, field) => {
  if (!/^\d+$/.test(value))
    return `The ${field} field must contain digits only, with the country code and no + or spaces (e.g. 966551234567).`;
  if (value.length < 8 || value.length > 15)
    return `The ${field} field must be 8 to 15 digits long, including the country code.`;
  if (value.startsWith('0'))
    return `The ${field} field must start with the country code, not 0 or 00 (e.g. 966551234567).`;
  return null;
};

const dateTime: Rule = (value, field) =>
  isDateTime(value)
    ? null
    : `The ${field} field must be a real date and time shaped YYYY-MM-DD HH:MM:SS.`;

const positiveInteger: Rule = (value, field) =>
  /^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))
    ? null
    : `The ${field} field must be a whole number greater than 0.`;

const nonNegativeInteger: Rule = (value, field) =>
  /^\d+$/.test(value) && Number.isSafeInteger(Number(value))
    ? null
    : `The ${field} field must be a whole number, 0 or more.`;

const number: Rule = (value, field) =>
  /^-?\d+(\.\d+)?$/.test(value) && Number.isFinite(Number(value))
    ? null
    : `The ${field} field must be a number.`;

const httpUrl: Rule = (value, field) => {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // fall through to the message below
  }
  return `The ${field} field must be an http or https URL.`;
};

export const uuidRule: Rule = (value, field) =>
  UUID.test(value) ? null : `The ${field} field must be a call id (a UUID).`;

const required = (rule: Rule) => ({ required: true, rule });
const optional = (rule: Rule) => ({ required: false, rule });

export const ORDER_FIELDS: FieldSpecs = {
  phone: required(phoneRule),
  call_flow_id: required(text),
  order_number: required(text),
  tries: optional(nonNegativeInteger),
  try_delay: optional(nonNegativeInteger),
  items_count: optional(nonNegativeInteger),
  order_cost: optional(number),
  type: optional(text),
};

export const BRIDGE_FIELDS: FieldSpecs = {
  call_flow_id: required(text),
  first_callee_number: required(phoneRule),
  first_callee_name: required(text),
  second_callee_number: required(phoneRule),
  second_callee_name: required(text),
  call_time: optional(dateTime),
  duration: required(positiveInteger),
};

/** Edit (4.4): the same fields, all required. */
export const BRIDGE_EDIT_FIELDS: FieldSpecs = { ...BRIDGE_FIELDS, call_time: required(dateTime) };

export const STATUS_FIELDS: FieldSpecs = {
  call_id: required(uuidRule),
  call_flow_id: required(text),
};

export const DISPATCH_FIELDS: FieldSpecs = {
  phone: required(phoneRule),
  number_1: required(number),
  number_2: required(number),
  webhook: required(httpUrl),
};

/** Checks `input` against `specs`. An empty optional field counts as absent. */
export function validateFields(input: Record<string, string>, specs: FieldSpecs): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, spec] of Object.entries(specs)) {
    const value = input[field];
    if (value === undefined || value === '') {
      if (spec.required) errors[field] = [`The ${field} field is required.`];
      continue;
    }
    const message = spec.rule(value, field);
    if (message) errors[field] = [message];
  }
  return errors;
}
