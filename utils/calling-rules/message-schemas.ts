/** The messages of the calling rules: the do-not-call list, a number's rules. */
import { z } from 'zod';
import { MAX_BATCH_ROWS, MAX_DO_NOT_CALL, MAX_LENGTH } from '../limits';
import { empty } from '../schema-parts';

/** A number list sent by the options page: up to the policy's limit, each as written. */
const numberList = z.array(z.string().max(MAX_LENGTH.phone)).max(MAX_DO_NOT_CALL);
const dialData = z.object({ dial: z.string().min(1).max(MAX_LENGTH.phone) }).strict();

export const callingRuleMessageSchemas = {
  markDoNotCall: dialData,
  undoDoNotCall: dialData,
  getNumberRules: dialData,
  getDoNotCall: empty,
  listedNumbers: z
    .object({ dials: z.array(z.string().regex(/^\d{6,15}$/)).max(MAX_BATCH_ROWS) })
    .strict(),
  changeDoNotCall: z.object({ add: numberList.optional(), remove: numberList.optional() }).strict(),
};
