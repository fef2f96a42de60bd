import { z } from 'zod';
import {
  DIAL_PATTERN,
  LIST_PAUSE_SECONDS,
  MAX_LIST_CANDIDATES,
  MAX_LIST_ENTRIES,
  MAX_PAGE_TEXT,
} from '../limits';
import { empty, textUpTo } from '../schema-parts';

/** Call lists: bounded like the forms; numbers are normalised again by utils/call-lists. */
const handedNumber = z
  .object({
    text: textUpTo(MAX_PAGE_TEXT),
    dial: z.string().regex(DIAL_PATTERN),
    name: textUpTo(MAX_PAGE_TEXT).optional(),
  })
  .strict();
const pauseSeconds = z
  .number()
  .int()
  .min(LIST_PAUSE_SECONDS.min)
  .max(LIST_PAUSE_SECONDS.max)
  .nullable();
const entryId = textUpTo(32);
export const callListMessageSchemas = {
  getCallList: empty,
  makeCallList: z
    .object({
      source: z.enum(['page', 'text', 'file']),
      candidates: z
        .array(z.object({ number: textUpTo(200), name: textUpTo(500) }).strict())
        .max(MAX_LIST_CANDIDATES),
      pauseSeconds,
      /** A file's mapped columns, remembered for the next file. */
      columns: z
        .object({ phone: textUpTo(200), name: textUpTo(200) })
        .strict()
        .optional(),
    })
    .strict(),
  controlCallList: z
    .object({
      action: z.enum([
        'start',
        'pause',
        'resume',
        'stop',
        'next',
        'skip',
        'retry',
        'retryNotAnswered',
        'discard',
        'setPause',
      ]),
      entryId: entryId.optional(),
      pauseSeconds: pauseSeconds.optional(),
    })
    .strict(),
  markListEntry: z
    .object({
      entryId,
      outcome: z.enum(['', 'reached', 'no-answer', 'wrong-number', 'call-back', 'do-not-call']),
      note: textUpTo(2000),
      callBackAt: z.number().int().positive().optional(),
    })
    .strict(),
  answerListAttempt: z.object({ entryId, placed: z.boolean() }).strict(),
  handOverListNumbers: z.object({ numbers: z.array(handedNumber).max(MAX_LIST_ENTRIES) }).strict(),
  takeListNumbers: empty,
};
