/**
 * The messages of the calls: a bridge made, edited or cancelled, the history, a dispatched call.
 * Types and sizes only: what the values mean (a real phone number, a time not in the past, a
 * range) is checked by ./bridge-request.ts, which answers 'invalid-input' with a message per field.
 */
import { z } from 'zod';
import { MAX_LENGTH, messageLength } from '../limits';
import { empty, repeat, textUpTo, type SameShape } from '../schema-parts';
import type { BridgeForm, DispatchForm } from './records/types';

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

export const callMessageSchemas = {
  createBridge: z.object({ ...bridgeFormShape, repeat }).strict(),
  editBridge: z.object({ ...bridgeFormShape, callId: textUpTo(200) }).strict(),
  cancelBridge: callIdData,
  listCalls: empty,
  refreshCalls: empty,
  clearCalls: empty,
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

type Parsed<K extends keyof typeof callMessageSchemas> = z.output<(typeof callMessageSchemas)[K]>;
export const CALL_FORMS_MATCH_THEIR_SCHEMAS: [
  SameShape<Omit<Parsed<'createBridge'>, 'repeat'>, BridgeForm>,
  SameShape<Omit<Parsed<'dispatchCall'>, 'repeat'>, DispatchForm>,
] = [true, true];
