/**
 * Chrome's and Edge's managed_schema (schema.json in the build, written by wxt.config.ts from
 * this): a policy value for a key it does not declare, or of another type, never reaches the
 * extension. Every managed key must have its entry here (the type below says so: a setting added
 * without one does not compile), and a whole number's title states the bounds its rule checks
 * (utils/limits.ts), so the schema cannot drift from the settings. Chrome loads a subset of JSON
 * Schema: top level an object, every property exactly one `type`.
 *
 * Read by the build's configuration too, so this module imports nothing that needs the bundler
 * (the settings' schema reads import.meta.env): types only, and the limits.
 */
import {
  DEFAULT_DO_NOT_CALL_REFRESH_MINUTES,
  EVENTS_SECRET_LENGTH,
  SETTING_BOUNDS,
  type SettingWithBounds,
} from '../limits';
import type { Settings } from './schema';
import type { TeamManagedKey } from './team';

export type ManagedKey = keyof Settings | TeamManagedKey | 'token' | 'sites' | 'doNotCall';

type Property =
  | { type: 'string' | 'integer' | 'boolean'; title: string }
  | { type: 'array'; title: string; items: { type: 'string' } }
  | { type: 'object'; title: string; properties: Record<string, unknown> };

const text = (title: string): Property => ({ title, type: 'string' });
const yesNo = (title: string): Property => ({ title, type: 'boolean' });
const texts = (title: string): Property => ({ title, type: 'array', items: { type: 'string' } });
/** A whole number, titled with the bounds its rule checks. */
const whole = (field: SettingWithBounds, title: (range: string) => string): Property => ({
  title: title(`${SETTING_BOUNDS[field].min}-${SETTING_BOUNDS[field].max}`),
  type: 'integer',
});

const SERVICE_URL = 'https://; http:// only for this computer';
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Every managed key, in the order the schema lists them. */
const PROPERTIES: Record<ManagedKey, Property> = {
  ecommerceUrl: text(`Order confirmation service URL (${SERVICE_URL})`),
  bridgeUrl: text('Bridge service URL'),
  dispatchUrl: text('Dispatch service URL'),
  webrtcUrl: text('Browser phone URL'),
  token: text(
    "API token of the Voice Call Service. Never shown in Dialbridge, but a policy value is visible at chrome://policy to anyone at the computer and readable by the extension's own page scripts: prefer one token per agent, entered in the options page",
  ),
  orderFlowId: text('Call flow for order confirmation'),
  bridgeFlowId: text('Call flow for bridged calls'),
  bridgeDurationMinutes: whole('bridgeDurationMinutes', (r) => `Bridge duration in minutes (${r})`),
  serviceTimeZone: text("The service's time zone for call_time (IANA, e.g. Asia/Riyadh)"),
  orderTries: whole('orderTries', (r) => `Order confirmation tries (${r})`),
  orderTryDelayMinutes: whole('orderTryDelayMinutes', (r) => `Minutes between order tries (${r})`),
  dispatchWebhookUrl: text('Dispatch webhook URL'),
  agentName: text('Agent name'),
  agentNumber: text('Agent phone number, with its country code'),
  defaultCountry: text('Country for numbers written without a country code (ISO 3166, e.g. SA)'),
  clickAction: text('What a click on a number does: webrtc, bridge or ask'),
  language: text('Language: auto, en or ar'),
  nameSelectors: text(
    "Where the customer's name is, per site: one line each, 'https://crm.example.com .contact-name'",
  ),
  notifications: yesNo('Notify the agent when a call ends'),
  sites: texts('Web pages Dialbridge scans (origins, e.g. https://crm.example.com)'),
  callingHours: {
    title:
      'When customers may be called, in their own local time: per weekday (sun, mon, tue, wed, thu, fri, sat) its windows, e.g. "09:00-12:00, 16:00-21:00" (a day left out has no calls), and dates with no calls',
    type: 'object',
    properties: {
      days: {
        type: 'object',
        properties: Object.fromEntries(DAYS.map((day) => [day, { type: 'string' }])),
      },
      closedDates: { type: 'array', items: { type: 'string' } },
      timeZone: { type: 'string' },
    },
  },
  maxCallsPerCustomerPerDay: whole(
    'maxCallsPerCustomerPerDay',
    (r) => `Most calls to one customer per day, all kinds (${r}; 0 = no limit)`,
  ),
  clickOnly: yesNo('Calls start only from a page, a call list or a file: no number typed by hand'),
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
  doNotCallRefreshMinutes: whole(
    'doNotCallRefreshMinutes',
    (r) =>
      `Minutes between two reads of the do-not-call list (${r}, default ${DEFAULT_DO_NOT_CALL_REFRESH_MINUTES})`,
  ),
};

export function managedSchema(): { type: 'object'; properties: Record<ManagedKey, Property> } {
  return { type: 'object', properties: PROPERTIES };
}
