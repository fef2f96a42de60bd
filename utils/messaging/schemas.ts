/** zod schemas for every message the background accepts (background only). */
import { z } from 'zod';
import { settingsSchema } from '../settings';
import type { MessageType } from './protocol';

const empty = z.object({}).strict();

export const messageSchemas: { [K in MessageType]: z.ZodType } = {
  getSettings: empty,
  saveSettings: z.object({ settings: settingsSchema, token: z.string().max(4096).optional() }).strict(),
  testConnection: z
    .object({
      token: z.string().max(4096).optional(),
      bridgeUrl: z.string().max(2048),
      ecommerceUrl: z.string().max(2048),
      dispatchUrl: z.string().max(2048),
    })
    .strict(),
};

export const envelopeSchema = z.object({
  channel: z.literal('dialbridge'),
  type: z.string().max(64),
  data: z.unknown(),
});
