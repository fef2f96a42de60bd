import { z } from 'zod';
import { MAX_LENGTH, messageLength } from '../limits';
import { empty, textUpTo, typedText as text } from '../schema-parts';
import type { Settings } from './schema';

const numberOrText = z.union([z.number(), z.string().max(32)]);

/**
 * The shape of saveSettings' settings: types and sizes only. What each value means (a valid URL,
 * a real phone number, a range) is checked by the background's saveSettings, which answers with
 * a message per field ('invalid-input') instead of one 'bad-message' for the whole form.
 * Every setting has its entry: a setting added without one does not compile.
 */
const settingsInputShape = {
  ecommerceUrl: text,
  bridgeUrl: text,
  dispatchUrl: text,
  webrtcUrl: text,
  orderFlowId: text,
  bridgeFlowId: text,
  agentName: text,
  agentNumber: textUpTo(MAX_LENGTH.phone),
  defaultCountry: z.string().max(8),
  clickAction: z.string().max(16),
  bridgeDurationMinutes: numberOrText,
  serviceTimeZone: z.string().max(64),
  language: z.string().max(8),
  nameSelectors: textUpTo(messageLength(MAX_LENGTH.nameSelectors)),
  notifications: z.boolean(),
  orderTries: numberOrText,
  orderTryDelayMinutes: numberOrText,
  dispatchWebhookUrl: text,
  callingHours: z
    .object({
      days: z.record(z.string().max(3), textUpTo(messageLength(MAX_LENGTH.callingHoursDay))),
      closedDates: textUpTo(messageLength(MAX_LENGTH.closedDates)),
      timeZone: z.string().max(64).optional(),
    })
    .strict()
    .nullable(),
  maxCallsPerCustomerPerDay: numberOrText,
  clickOnly: z.boolean(),
} satisfies Record<keyof Settings, z.ZodType>;

/** The settings' messages: read them, save them, and test the service addresses typed. */
export const settingsMessageSchemas = {
  getSettings: empty,
  saveSettings: z
    .object({
      settings: z.object(settingsInputShape).strict(),
      token: textUpTo(MAX_LENGTH.token).optional(),
    })
    .strict(),
  testConnection: z
    .object({
      token: textUpTo(MAX_LENGTH.token).optional(),
      bridgeUrl: text,
      ecommerceUrl: text,
      dispatchUrl: text,
      /** Checked for reachability only, without the token (it never goes there). */
      webrtcUrl: text.optional(),
    })
    .strict(),
};
