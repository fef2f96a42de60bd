/**
 * zod schemas for every message the background accepts (background only). They are also the
 * messages' types: what a sender passes is a schema's input (MessageData in ./protocol.ts). Each
 * feature keeps its messages' schemas beside its logic (utils/<feature>/message-schemas.ts); the
 * page script's own messages are here, because utils/page sits above this layer.
 */
import { z } from 'zod';
import { MAX_LENGTH, MAX_PAGE_TEXT } from '../limits';
import { callListMessageSchemas } from '../call-lists/message-schemas';
import { callingRuleMessageSchemas } from '../calling-rules/message-schemas';
import { callMessageSchemas } from '../calls/message-schemas';
import { orderMessageSchemas } from '../orders/message-schemas';
import { settingsMessageSchemas } from '../settings/message-schemas';
import { siteMessageSchemas } from '../sites/message-schemas';
import { teamSystemMessageSchemas } from '../team-system/message-schemas';
import { empty, repeat, textUpTo } from '../schema-parts';

/** The page script's messages. A content script's payload is bounded and re-checked. */
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
};

export const messageSchemas = {
  ...settingsMessageSchemas,
  ...siteMessageSchemas,
  ...callMessageSchemas,
  ...pageMessageSchemas,
  ...callListMessageSchemas,
  ...orderMessageSchemas,
  ...callingRuleMessageSchemas,
  ...teamSystemMessageSchemas,
} satisfies Record<string, z.ZodType>;
export type MessageSchemas = typeof messageSchemas;

export const envelopeSchema = z.object({
  channel: z.literal('dialbridge'),
  type: z.string().max(64),
  data: z.unknown(),
});
