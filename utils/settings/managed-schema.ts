/**
 * Chrome's and Edge's managed_schema (schema.json in the build, written by wxt.config.ts from
 * this): a policy value for a key it does not declare, or of another type, never reaches the
 * extension. Every setting gets its entry from the settings' table (./fields.ts: its title, and
 * for a whole number the bounds its rule checks), so the schema cannot drift from the settings;
 * the keys a policy holds beyond the settings are below (the type says each must have one).
 * Chrome loads a subset of JSON Schema: top level an object, every property exactly one `type`.
 *
 * Read by the build's configuration too, so this module imports nothing that needs the bundler
 * (the settings' schema reads import.meta.env): the table, the limits and types.
 */
import {
  DEFAULT_DO_NOT_CALL_REFRESH_MINUTES,
  DO_NOT_CALL_REFRESH_MINUTES,
  EVENTS_SECRET_LENGTH,
  type Bounds,
} from '../limits';
import { SETTING_FIELDS, SETTING_KEYS, type SettingField, type SettingKey } from './fields';
import type { TeamManagedKey } from './team';

export type ManagedKey = SettingKey | TeamManagedKey | 'token' | 'sites' | 'doNotCall';

type Property =
  | { type: 'string' | 'integer' | 'boolean'; title: string }
  | { type: 'array'; title: string; items: { type: 'string' } }
  | { type: 'object'; title: string; properties: Record<string, unknown> };

const text = (title: string): Property => ({ title, type: 'string' });
const texts = (title: string): Property => ({ title, type: 'array', items: { type: 'string' } });
const range = ({ min, max }: Bounds) => `${min}-${max}`;

const SERVICE_URL = 'https://; http:// only for this computer';
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A setting's entry, by its kind. */
function settingProperty(field: SettingField): Property {
  switch (field.kind) {
    case 'whole':
      return { title: field.title(range(field.bounds)), type: 'integer' };
    case 'onOff':
      return { title: field.title, type: 'boolean' };
    case 'callingHours':
      return {
        title: field.title,
        type: 'object',
        properties: {
          days: {
            type: 'object',
            properties: Object.fromEntries(DAYS.map((day) => [day, { type: 'string' }])),
          },
          closedDates: { type: 'array', items: { type: 'string' } },
          timeZone: { type: 'string' },
        },
      };
    default:
      return text(field.title);
  }
}

/** The keys a policy holds beyond the settings. */
const BEYOND_SETTINGS: Record<Exclude<ManagedKey, SettingKey>, Property> = {
  token: text(
    "API token of the Voice Call Service. Never shown in Dialbridge, but a policy value is visible at chrome://policy to anyone at the computer and readable by the extension's own page scripts: prefer one token per agent, entered in the options page",
  ),
  sites: texts('Web pages Dialbridge scans (origins, e.g. https://crm.example.com)'),
  doNotCall: texts('Numbers that must never be called, written in any form (e.g. +966551234567)'),
  eventsUrl: text(
    `Where every call event is sent, signed (${SERVICE_URL}). Set together with eventsSecret`,
  ),
  eventsSecret: text(
    `The secret events are signed with (HMAC-SHA256, at least ${EVENTS_SECRET_LENGTH.min} characters); the receiver holds the same. Visible at chrome://policy like any policy value`,
  ),
  doNotCallUrl: text(
    `Where the team's do-not-call list is served: one number per line, or a CSV whose first column is the number (${SERVICE_URL})`,
  ),
  doNotCallRefreshMinutes: {
    title: `Minutes between two reads of the do-not-call list (${range(DO_NOT_CALL_REFRESH_MINUTES)}, default ${DEFAULT_DO_NOT_CALL_REFRESH_MINUTES})`,
    type: 'integer',
  },
};

/** Every managed key: the settings in their table's order, then the rest. */
export function managedSchema(): { type: 'object'; properties: Record<ManagedKey, Property> } {
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, settingProperty(SETTING_FIELDS[key])]),
  ) as Record<SettingKey, Property>;
  return { type: 'object', properties: { ...settings, ...BEYOND_SETTINGS } };
}
