/**
 * zod schemas for what the service answers: the envelope of spec 4.0 and the data of each
 * operation. Anything else is a 'bad-response' error, never `undefined` on screen.
 *
 * Strict where a wrong value would mislead (success must be true, ids must be non-empty strings),
 * lenient where the spec is vague and being strict would throw away a call that was placed
 * (the status record's fields may be missing or null and read as '').
 */
import { z } from 'zod';

export const envelopeSchema = z.object({
  /** 200 in the spec; any 2xx integer is accepted (a 201 would not mean failure). */
  status: z.number().int().min(200).max(299),
  success: z.literal(true),
  data: z.record(z.string(), z.unknown()),
});

const id = z.union([z.string().trim().min(1).max(200), z.number().int().transform(String)]);
const message = z.string();

export const messageDataSchema = z.object({ message });

/** 4.2: data.call_id. */
export const bridgeCreatedSchema = z
  .object({ call_id: id })
  .transform((data) => ({ callId: data.call_id }));

/** 4.6: data.message and data.callId (call_id accepted too: the call exists either way). */
export const dispatchedSchema = z
  .object({ message, callId: id.optional(), call_id: id.optional() })
  .refine((data) => data.callId !== undefined || data.call_id !== undefined, {
    message: 'callId is missing',
  })
  .transform((data) => ({
    message: data.message,
    callId: (data.callId ?? data.call_id) as string,
  }));

/** A field of the 2.4 record: a string, or a number printed as one; missing/null read as ''. */
const recordText = z
  .union([z.string(), z.number().transform(String), z.null(), z.undefined()])
  .transform((value) => value ?? '');

/** 2.4, camelCase as the service sends it. Unknown extra fields are dropped. */
export const bridgeStatusSchema = z.object({
  scheduledDateTime: recordText,
  actualDateTime: recordText,
  callDuration: recordText,
  callerId: recordText,
  firstRecipientName: recordText,
  firstRecipientNumber: recordText,
  firstRecipientStatus: recordText,
  secondRecipientName: recordText,
  secondRecipientNumber: recordText,
  secondRecipientStatus: recordText,
  /** The one field a poller cannot do without. */
  callStatus: z.string(),
  callId: recordText,
});
export type BridgeStatus = z.infer<typeof bridgeStatusSchema>;

/** 4.3: data.callStatus is the record. */
export const bridgeStatusDataSchema = z
  .object({ callStatus: bridgeStatusSchema })
  .transform((data) => data.callStatus);
