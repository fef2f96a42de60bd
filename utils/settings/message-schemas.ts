import { z } from 'zod';
import { MAX_LENGTH, messageLength } from '../limits';
import { empty, textUpTo, typedText as text } from '../schema-parts';
import { SETTING_FIELDS, SETTING_KEYS, type FieldKind, type SettingKey } from './fields';

/**
 * What saveSettings carries for each kind of setting (./fields.ts): types and sizes only. What
 * each value means (a valid URL, a real phone number, a range) is checked by the background's
 * saveSettings, which answers with a message per field ('invalid-input') instead of one
 * 'bad-message' for the whole form.
 */
const KIND_INPUTS = {
  serviceUrl: text,
  webhookUrl: text,
  browserPhoneUrl: text,
  callFlowId: text,
  name: text,
  agentNumber: textUpTo(MAX_LENGTH.phone),
  country: z.string().max(8),
  clickAction: z.string().max(16),
  timeZone: z.string().max(64),
  language: z.string().max(8),
  nameSelectors: textUpTo(messageLength(MAX_LENGTH.nameSelectors)),
  onOff: z.boolean(),
  callingHours: z
    .object({
      days: z.record(z.string().max(3), textUpTo(messageLength(MAX_LENGTH.callingHoursDay))),
      closedDates: textUpTo(messageLength(MAX_LENGTH.closedDates)),
      timeZone: z.string().max(64).optional(),
    })
    .strict()
    .nullable(),
  /** A number, or the text of its field as typed. */
  whole: z.union([z.number(), z.string().max(32)]),
} satisfies Record<FieldKind, z.ZodType>;

type InputShape = { [K in SettingKey]: (typeof KIND_INPUTS)[(typeof SETTING_FIELDS)[K]['kind']] };
const settingsInputShape = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, KIND_INPUTS[SETTING_FIELDS[key].kind]]),
) as InputShape;

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
