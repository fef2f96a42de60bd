/**
 * zod schemas for every message the background accepts (background only). They are also the
 * messages' types: what a sender passes is a schema's input (MessageData in ./protocol.ts).
 */
import { z } from 'zod';
import type { BridgeForm, DispatchForm, OrderForm } from '../calls/records/types';
import {
  MAX_BATCH_ROWS,
  MAX_DO_NOT_CALL,
  MAX_LENGTH,
  MAX_PAGE_TEXT,
  messageLength,
} from '../limits';
import { callListMessageSchemas } from '../call-lists/message-schemas';
import { orderMessageSchemas } from '../orders/message-schemas';
import { settingsMessageSchemas } from '../settings/message-schemas';
import { empty, textUpTo, optionalNumber, typedText as text } from '../schema-parts';

/**
 * Call forms: types and sizes only. What the values mean (a real phone number, a time not in the
 * past, a range) is checked by utils/calls, which answers 'invalid-input' with a message per field.
 */
const bridgeFormShape = {
  customerNumber: textUpTo(MAX_LENGTH.phone),
  customerName: textUpTo(messageLength(MAX_LENGTH.name)),
  agentNumber: textUpTo(MAX_LENGTH.phone),
  agentName: textUpTo(messageLength(MAX_LENGTH.name)),
  callFlowId: textUpTo(messageLength(MAX_LENGTH.callFlowId)),
  durationMinutes: z.number({ message: 'Duration: enter a whole number of minutes.' }),
  callAt: z.number({ message: 'Call time: choose a date and time, or now.' }).nullable(),
};
const callIdData = z.object({ callId: textUpTo(200) }).strict();
/** The person chose "Call again" after a duplicate-call refusal. */
const repeat = z.boolean().optional();
const callMessageSchemas = {
  createBridge: z.object({ ...bridgeFormShape, repeat }).strict(),
  editBridge: z.object({ ...bridgeFormShape, callId: textUpTo(200) }).strict(),
  cancelBridge: callIdData,
  listCalls: empty,
  refreshCalls: empty,
  clearCalls: empty,
  confirmOrder: z
    .object({
      phone: textUpTo(MAX_LENGTH.phone),
      orderNumber: textUpTo(messageLength(MAX_LENGTH.orderNumber)),
      itemsCount: optionalNumber('Items count: enter a whole number.'),
      orderCost: optionalNumber('Order cost: enter an amount, like 149.90.'),
      tries: optionalNumber('Tries: enter a whole number.'),
      tryDelayMinutes: optionalNumber('Minutes between tries: enter a whole number.'),
      type: textUpTo(messageLength(MAX_LENGTH.orderType)).optional(),
      callFlowId: textUpTo(messageLength(MAX_LENGTH.callFlowId)),
      repeat,
    })
    .strict(),
  dispatchCall: z
    .object({
      phone: textUpTo(MAX_LENGTH.phone),
      number1: textUpTo(32),
      number2: textUpTo(32),
      webhookUrl: textUpTo(MAX_LENGTH.url),
      repeat,
    })
    .strict(),
  getPopupContext: empty,
};

/** Page actions and site access. A content script's payload is bounded and re-checked. */
const pageMessageSchemas = {
  placeCall: z
    .object({
      dial: z.string().min(1).max(MAX_LENGTH.phone),
      display: textUpTo(MAX_PAGE_TEXT),
      action: z.enum(['webrtc', 'bridge', 'schedule', 'order']),
      /** The customer's name the page shows for the number (absent: none). */
      name: textUpTo(MAX_PAGE_TEXT).optional(),
      /** The person chose "Call again" after a 'duplicate-call' refusal. */
      repeat,
      /** 'bridge' booked for this time (epoch ms): "Book for …" after the calling hours refused. */
      callAt: z.number().optional(),
      /** The tab whose page lists the number (the popup's "This page"): checked for click-only. */
      fromTab: z.number().int().nonnegative().optional(),
    })
    .strict(),
  getPageConfig: empty,
  // A page shows numbers of a few countries at most; a code is 1 to 3 digits.
  getNumberTypes: z
    .object({
      codes: z
        .array(z.string().regex(/^[1-9]\d{0,2}$/))
        .min(1)
        .max(20),
    })
    .strict(),
  getSiteAccess: z.object({ origin: text.min(1) }).strict(),
  setSiteAccess: z.object({ origin: text.min(1), enabled: z.boolean() }).strict(),
  setAllSites: z.object({ enabled: z.boolean() }).strict(),
};

/** A number list sent by the options page: up to the policy's limit, each as written. */
const numberList = z.array(z.string().max(MAX_LENGTH.phone)).max(MAX_DO_NOT_CALL);
const callingRuleSchemas = {
  markDoNotCall: z.object({ dial: z.string().min(1).max(MAX_LENGTH.phone) }).strict(),
  undoDoNotCall: z.object({ dial: z.string().min(1).max(MAX_LENGTH.phone) }).strict(),
  getNumberRules: z.object({ dial: z.string().min(1).max(MAX_LENGTH.phone) }).strict(),
  getDoNotCall: empty,
  listedNumbers: z
    .object({ dials: z.array(z.string().regex(/^\d{6,15}$/)).max(MAX_BATCH_ROWS) })
    .strict(),
  changeDoNotCall: z.object({ add: numberList.optional(), remove: numberList.optional() }).strict(),
};

const teamSystemSchemas = {
  getTeamSystem: empty,
  saveTeamSystem: z
    .object({
      eventsUrl: text,
      doNotCallUrl: text,
      doNotCallRefreshMinutes: z.union([z.number(), textUpTo(20)]),
      eventsSecret: textUpTo(MAX_LENGTH.token).optional(),
    })
    .strict(),
  changeTeamOutbox: z.discriminatedUnion('action', [
    z.object({ action: z.literal('send-again'), seq: z.number().int().min(1) }).strict(),
    z.object({ action: z.literal('discard'), seq: z.number().int().min(1) }).strict(),
    z.object({ action: z.literal('send-now') }).strict(),
  ]),
  refreshTeamList: empty,
};

export const messageSchemas = {
  ...settingsMessageSchemas,
  ...callMessageSchemas,
  ...pageMessageSchemas,
  ...callListMessageSchemas,
  ...orderMessageSchemas,
  ...callingRuleSchemas,
  ...teamSystemSchemas,
} satisfies Record<string, z.ZodType>;
export type MessageSchemas = typeof messageSchemas;

export const envelopeSchema = z.object({
  channel: z.literal('dialbridge'),
  type: z.string().max(64),
  data: z.unknown(),
});

/**
 * The call forms' types (utils/calls/records/types.ts) are what these schemas give the handlers: a field
 * changed in one and not the other fails to compile.
 */
type Parsed<K extends keyof MessageSchemas> = z.output<MessageSchemas[K]>;
type Same<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : never
  : never;
export const FORMS_MATCH_THEIR_SCHEMAS: [
  Same<Omit<Parsed<'createBridge'>, 'repeat'>, BridgeForm>,
  Same<Omit<Parsed<'confirmOrder'>, 'repeat'>, OrderForm>,
  Same<Omit<Parsed<'dispatchCall'>, 'repeat'>, DispatchForm>,
] = [true, true, true];
