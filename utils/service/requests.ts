/**
 * zod schemas for every request of the Voice Call Service (spec sections 2.2, 2.3, 2.5, 4.3, 4.4).
 * TypeScript names are camelCase; `requestForm` below writes them under their wire names.
 * Every failed check carries a message that names the field and says what to fix, so the UI can
 * show it next to the field as is.
 */
import {
  FIELD_LABELS,
  labelled,
  REQUEST_WHOLE_FIELDS,
  requiredText,
  tooLongText,
  wholeProblem,
  wholeText,
  type LabelledField,
} from '../field-rules';
import { MAX_LENGTH, ORDER_COST } from '../limits';
import { z } from 'zod';
import { SPOKEN_NUMBER } from './spoken-number';
import { isInternationalDial } from '../phone';
import { isServiceTimeText } from '../time';
import { URL_PROBLEM_MESSAGES, urlProblem } from '../url-rules';

/** Digits with the country code, as the service wants them (966551234567). */
export const SERVICE_NUMBER = /^[1-9]\d{7,14}$/;

/** The interface wants every number "with international country code prefix": the digits must
 *  read as a known calling code and a national number valid for it. A Saudi 920012345 sent bare
 *  would read as Pakistan (+92), so it is refused here, before anything is sent. */
export function isServiceNumber(digits: string): boolean {
  return SERVICE_NUMBER.test(digits) && isInternationalDial(digits);
}

type Field = LabelledField;

const label = (field: Field) => FIELD_LABELS[field];

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A required missing value and a value of the wrong type get their own sentence. */
const typeError =
  (field: Field, expected: string) =>
  (issue: { input?: unknown }): string =>
    isMissing(issue.input) ? requiredText(field) : `${label(field)}: ${expected}.`;

function text(field: Field, max: number) {
  return z
    .string({ error: typeError(field, 'enter text') })
    .trim()
    .min(1, requiredText(field))
    .max(max, tooLongText(max, label(field)));
}

function serviceNumber(field: Field) {
  return z
    .string({ error: typeError(field, 'enter digits') })
    .trim()
    .refine(isServiceNumber, {
      message: `${label(field)}: enter digits with the country code, like 966551234567.`,
    });
}

/** A whole number inside the bounds of the field's rule (utils/field-rules.ts). */
function wholeNumber(field: keyof typeof REQUEST_WHOLE_FIELDS) {
  const rule = REQUEST_WHOLE_FIELDS[field];
  const message = labelled(label(field), wholeText(rule));
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? requiredText(field) : message) })
    .refine((value) => wholeProblem(rule, value) === null, message);
}

/** number_1 / number_2 of a dispatch: a number the call reads out; digit strings keep leading zeros. */
function spokenNumber(field: Field) {
  const message = `${label(field)}: enter a number, like 1250.`;
  // Each branch carries the message too: zod reports the branch whose type matched.
  return z.union(
    [
      z.number(message).nonnegative(message).max(Number.MAX_SAFE_INTEGER, message),
      z.string(message).trim().regex(SPOKEN_NUMBER, message),
    ],
    {
      error: (issue) => (issue.input === undefined ? requiredText(field) : message),
    },
  );
}

const callTime = z
  .string({ error: typeError('callTime', 'enter a date and time') })
  .trim()
  .refine(isServiceTimeText, {
    message: `${label('callTime')}: enter a date and time shaped YYYY-MM-DD HH:MM:SS, like 2026-03-01 14:30:00.`,
  });

const webhookUrl = z
  .string({ error: typeError('webhookUrl', 'enter an address') })
  .trim()
  .superRefine((value, context) => {
    const problem = urlProblem('webhook', value);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: `${label('webhookUrl')}: ${URL_PROBLEM_MESSAGES[problem]}`,
      });
  });

export const orderConfirmationSchema = z.object({
  phone: serviceNumber('phone'),
  callFlowId: text('callFlowId', MAX_LENGTH.callFlowId),
  orderNumber: text('orderNumber', MAX_LENGTH.orderNumber),
  tries: wholeNumber('tries').optional(),
  tryDelayMinutes: wholeNumber('tryDelayMinutes').optional(),
  itemsCount: wholeNumber('itemsCount').optional(),
  orderCost: z
    .number({ error: typeError('orderCost', 'enter an amount, like 149.90') })
    .nonnegative(`${label('orderCost')}: enter an amount of 0 or more.`)
    .max(ORDER_COST.max, `${label('orderCost')}: enter a smaller amount.`)
    .optional(),
  type: text('type', MAX_LENGTH.orderType).optional(),
});

const bridgeFields = {
  callFlowId: text('callFlowId', MAX_LENGTH.callFlowId),
  firstCalleeNumber: serviceNumber('firstCalleeNumber'),
  firstCalleeName: text('firstCalleeName', MAX_LENGTH.name),
  secondCalleeNumber: serviceNumber('secondCalleeNumber'),
  secondCalleeName: text('secondCalleeName', MAX_LENGTH.name),
  durationMinutes: wholeNumber('durationMinutes'),
};

export const bridgeSchema = z.object({ ...bridgeFields, callTime: callTime.optional() });
export const bridgeEditSchema = z.object({ ...bridgeFields, callTime });

/** Path and query parameter: any non-empty id without spaces or slashes (UUID-shaped in the spec). */
export const callIdSchema = z
  .string({ error: typeError('callId', 'enter the call ID') })
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, `${label('callId')}: this is not a call ID the service gave.`);

/** Edit (4.4) with its path parameter, validated together. */
export const bridgeEditWithIdSchema = bridgeEditSchema.extend({ callId: callIdSchema });

export const bridgeStatusRequestSchema = z.object({
  callId: callIdSchema,
  callFlowId: text('callFlowId', 200),
});

export const dispatchSchema = z.object({
  phone: serviceNumber('phone'),
  number1: spokenNumber('number1'),
  number2: spokenNumber('number2'),
  webhookUrl,
});

export type OrderConfirmationRequest = z.input<typeof orderConfirmationSchema>;
export type BridgeRequest = z.input<typeof bridgeSchema>;
export type BridgeEditRequest = z.input<typeof bridgeEditSchema>;
export type BridgeStatusRequest = z.input<typeof bridgeStatusRequestSchema>;
export type DispatchRequest = z.input<typeof dispatchSchema>;

/** Each form field's name on the wire, in the order of the spec's tables. */
const WIRE_NAMES = {
  phone: 'phone',
  callFlowId: 'call_flow_id',
  orderNumber: 'order_number',
  tries: 'tries',
  tryDelayMinutes: 'try_delay',
  itemsCount: 'items_count',
  orderCost: 'order_cost',
  type: 'type',
  firstCalleeNumber: 'first_callee_number',
  firstCalleeName: 'first_callee_name',
  secondCalleeNumber: 'second_callee_number',
  secondCalleeName: 'second_callee_name',
  callTime: 'call_time',
  durationMinutes: 'duration',
  number1: 'number_1',
  number2: 'number_2',
  webhookUrl: 'webhook',
} as const satisfies Partial<Record<Field, string>>;

/**
 * A checked request as form fields: those its schema kept (zod drops any other key), under their
 * wire names; absent optional fields are not sent at all.
 */
export function requestForm(
  request: Partial<Record<keyof typeof WIRE_NAMES, string | number>>,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [field, wire] of Object.entries(WIRE_NAMES)) {
    const value = request[field as keyof typeof WIRE_NAMES];
    if (value !== undefined) body.append(wire, String(value));
  }
  return body;
}

/** Wire name → request field, to put a 400's field errors next to the right field. */
export const WIRE_TO_FIELD: Record<string, Field> = {
  ...Object.fromEntries(Object.entries(WIRE_NAMES).map(([field, wire]) => [wire, field as Field])),
  call_id: 'callId',
  call_uuid: 'callId',
};
