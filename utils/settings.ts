/**
 * Every stored item, defined once. Background-only for the token; extension pages read and change
 * settings through the background (messages getSettings / saveSettings), never directly.
 */
import { storage } from '#imports';
import { z } from 'zod';

export const CLICK_ACTIONS = ['webrtc', 'bridge', 'ask'] as const;
export type ClickAction = (typeof CLICK_ACTIONS)[number];

/** Base URL of a service host: http(s), no query or fragment, stored without a trailing slash. */
export const serviceUrlSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isHttpUrl(value), { message: 'Enter an http:// or https:// address.' })
  .transform((value) => value.replace(/\/+$/, ''));

export const settingsSchema = z.object({
  ecommerceUrl: serviceUrlSchema,
  bridgeUrl: serviceUrlSchema,
  dispatchUrl: serviceUrlSchema,
  webrtcUrl: serviceUrlSchema,
  /** Default call_flow_id for order confirmation and for bridged calls. Dispatch takes none (spec 2.5). */
  orderFlowId: z.string().trim().max(200),
  bridgeFlowId: z.string().trim().max(200),
  agentName: z.string().trim().max(100),
  /** Normalised to the service's form (966551234567) or empty. */
  agentNumber: z.string().regex(/^(\d{8,15})?$/, 'Enter a valid phone number.'),
  /** ISO 3166 country for numbers written without a country code. */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  clickAction: z.enum(CLICK_ACTIONS),
  bridgeDurationMinutes: z.number().int().min(1).max(600),
  /** The service's time zone for call_time; the interface does not state it. */
  serviceTimeZone: z.string().refine(isTimeZone, { message: 'Enter an IANA time zone such as Asia/Riyadh.' }),
  language: z.enum(['auto', 'en', 'ar']),
  notifications: z.boolean(),
  orderTries: z.number().int().min(0).max(10),
  orderTryDelayMinutes: z.number().int().min(0).max(1440),
  dispatchWebhookUrl: serviceUrlSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  ecommerceUrl: '',
  bridgeUrl: '',
  dispatchUrl: '',
  webrtcUrl: '',
  orderFlowId: '',
  bridgeFlowId: '',
  agentName: '',
  agentNumber: '',
  defaultCountry: 'SA',
  clickAction: 'webrtc',
  bridgeDurationMinutes: 10,
  serviceTimeZone: 'Asia/Riyadh',
  language: 'auto',
  notifications: true,
  orderTries: 1,
  orderTryDelayMinutes: 5,
  dispatchWebhookUrl: '',
};

/** What extension pages see: the settings and whether a token is stored, never the token. */
export type SettingsView = Settings & { tokenSet: boolean };

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
});

/** The API token. Read only by the background; never sent to a content script or logged. */
export const tokenItem = storage.defineItem<string>('local:token', { fallback: '', version: 1 });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
