/**
 * The settings' shape, rules and defaults, with no storage: extension pages (the options page
 * checks fields as they are typed) import this without defining the stored items, whose
 * migrations only the background runs. utils/settings/store.ts adds the stored items. Which
 * settings there are, their kinds and defaults: utils/settings/fields.ts; here each kind's rule.
 */
import { tooLongText, wholeProblem, wholeText, type WholeField } from '../field-rules';
import { MAX_LENGTH } from '../limits';
import { z } from 'zod';
import { callingHoursSchema } from '../calling-rules/fields/hours-schema';
import { DEFAULT_COUNTRY_CHOICES } from '../phone';
import { parseNameSelectors } from '../sites/fields/name-selectors';
import { URL_PROBLEM_MESSAGES, urlProblem, type UrlKind } from '../url-rules';
import {
  CLICK_ACTIONS,
  LANGUAGE_SETTINGS,
  SETTING_FIELDS,
  SETTING_KEYS,
  type FieldKind,
  type SettingKey,
  type WholeSettingKey,
} from './fields';

export { CLICK_ACTIONS, LANGUAGE_SETTINGS, type ClickAction } from './fields';

/**
 * A stored address of `kind` (rules in ./url-rules.ts), '' when not set, stored without a
 * trailing slash. The message is the one sentence for what is wrong.
 */
export function storedUrlSchema(kind: UrlKind) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = value === '' ? null : urlProblem(kind, value);
      if (problem) context.addIssue({ code: 'custom', message: URL_PROBLEM_MESSAGES[problem] });
    })
    .transform((value) =>
      kind === 'webhook' || kind === 'team' ? value : value.replace(/\/+$/, ''),
    );
}

/** Base URL of a service host (order confirmation, bridge, dispatch): the rule the token needs. */
export const serviceUrlSchema = storedUrlSchema('service');
/** The dispatch webhook: the customer's server, called by the service (no token goes there). */
export const webhookUrlSchema = storedUrlSchema('webhook');
/** The browser phone, opened in a tab. */
export const browserPhoneUrlSchema = storedUrlSchema('browserPhone');

/**
 * A whole-number setting, checked and worded by its rule (utils/field-rules.ts). Accepts the text
 * of a form field too ("10"), so one schema serves both the stored value and what the options
 * page sends.
 */
export function wholeSetting(field: WholeField) {
  const message = wholeText(field);
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value),
    z.number({ message }).refine((value) => wholeProblem(field, value) === null, { message }),
  );
}

/** Each kind's rule (utils/settings/fields.ts); a whole number's comes from its own bounds. */
const KIND_SCHEMAS = {
  serviceUrl: serviceUrlSchema,
  webhookUrl: webhookUrlSchema,
  browserPhoneUrl: browserPhoneUrlSchema,
  callFlowId: z
    .string()
    .trim()
    .max(MAX_LENGTH.callFlowId, { message: tooLongText(MAX_LENGTH.callFlowId) }),
  name: z
    .string()
    .trim()
    .max(MAX_LENGTH.name, { message: tooLongText(MAX_LENGTH.name) }),
  /** Normalised to the service's form (966551234567) or empty. */
  agentNumber: z.string().regex(/^(\d{8,15})?$/, 'Enter a valid phone number.'),
  country: z
    .string()
    .refine((code) => DEFAULT_COUNTRY_CHOICES.includes(code), { message: 'Choose a country.' }),
  clickAction: z.enum(CLICK_ACTIONS, { message: 'Choose what a click on a number does.' }),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'Enter an IANA time zone such as Asia/Riyadh.' }),
  language: z.enum(LANGUAGE_SETTINGS, { message: 'Choose a language.' }),
  nameSelectors: z
    .string()
    .max(MAX_LENGTH.nameSelectors, {
      message: tooLongText(MAX_LENGTH.nameSelectors, 'Name locations'),
    })
    .superRefine((value, context) => {
      const { badLine } = parseNameSelectors(value);
      if (badLine !== null)
        context.addIssue({
          code: 'custom',
          message: `Name locations, line ${badLine}: write a site address, a space, then a CSS selector (https://crm.example.com .contact-name).`,
        });
    }),
  onOff: z.boolean({ message: 'Choose on or off.' }),
  callingHours: callingHoursSchema,
} satisfies Record<Exclude<FieldKind, 'whole'>, z.ZodType>;

type SchemaOfKind<Kind extends FieldKind> = Kind extends keyof typeof KIND_SCHEMAS
  ? (typeof KIND_SCHEMAS)[Kind]
  : ReturnType<typeof wholeSetting>;
type SettingsShape = { [K in SettingKey]: SchemaOfKind<(typeof SETTING_FIELDS)[K]['kind']> };

function schemaOf(key: SettingKey): z.ZodType {
  const field = SETTING_FIELDS[key];
  return field.kind === 'whole' ? wholeSetting(key as WholeSettingKey) : KIND_SCHEMAS[field.kind];
}

export const settingsSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, schemaOf(key)])) as SettingsShape,
);
export type Settings = z.output<typeof settingsSchema>;
export type { SettingKey };

/**
 * What the options page sends with saveSettings: the same fields, numbers possibly still as the
 * text typed, the agent number as typed (the background normalises it).
 */
export type SettingsInput = {
  [K in SettingKey]: Settings[K] extends number ? number | string : Settings[K];
};

export const DEFAULT_SETTINGS = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTING_FIELDS[key].default]),
) as Settings;

/** A key the organisation can set by policy (utils/settings/managed.ts). */
export type { ManagedKey } from './managed-schema';
import type { ManagedKey } from './managed-schema';

/**
 * What extension pages see: the settings in force and whether a token is stored, never the
 * token; which of them the organisation set (shown locked), and which managed values were
 * refused (broken or unknown keys, so the agent can tell IT).
 */
export type SettingsView = Settings & {
  tokenSet: boolean;
  managed: ManagedKey[];
  managedInvalid: string[];
};

/**
 * Validates a stored (or any unknown) value field by field: each field that fails its schema
 * falls back to its default, the others are kept. `repaired` lists the fields that were replaced.
 */
export function validateStoredSettings(stored: unknown): {
  settings: Settings;
  repaired: SettingKey[];
} {
  const record: Record<string, unknown> =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const settings: Record<string, unknown> = {};
  const repaired: SettingKey[] = [];
  for (const key of SETTING_KEYS) {
    const parsed = settingsSchema.shape[key].safeParse(record[key]);
    if (parsed.success) {
      settings[key] = parsed.data;
    } else {
      settings[key] = DEFAULT_SETTINGS[key];
      repaired.push(key);
    }
  }
  return { settings: settings as Settings, repaired };
}

function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
