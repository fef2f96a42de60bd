/** The messages of the team's own system: its addresses and secret, the outbox, the list. */
import { z } from 'zod';
import { MAX_LENGTH } from '../limits';
import { empty, textUpTo, typedText as text } from '../schema-parts';

export const teamSystemMessageSchemas = {
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
