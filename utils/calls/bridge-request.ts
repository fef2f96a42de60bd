/**
 * Turns the bridge form as typed into the service request: numbers normalised for the default
 * country, names and flow required, empty agent fields and flow filled from settings, the time
 * checked and written in the service's zone. Every problem is reported at once, one message per
 * form field ('invalid-input' with `fields` keyed by BridgeForm names), and nothing is sent.
 */
import { lengthProblem, requiredText, requiredTextProblem, wholeProblem } from '../field-rules';
import { MAX_LENGTH } from '../limits';
import { HandledError } from '../errors';
import { normalizePhone, type NormalizeFailure } from '../phone';
import type { BridgeEditRequest, BridgeRequest } from '../service/requests';
import type { Settings } from '../settings/store';
import { formatServiceTime } from '../time';
import type { BridgeForm, CallRecord } from './records/types';

/**
 * second_callee_name when no name is known (a page that shows none). The interface makes the
 * field required and says nothing of an empty value, which a service may refuse (the sandbox
 * does, as Laravel's `required` does): a plain word is accepted by any, and is never mistaken
 * for the number. The record keeps no name, so lists and notifications show the number.
 */
export const UNNAMED_CUSTOMER = 'Customer';

/** A time picked this much in the past still counts as "now" (the agent took a moment to click). */
export const PAST_GRACE_MS = 30_000;

/** A bridge form checked and normalised: the fields a call record keeps of it (./types.ts). */
export type ValidBridge = Pick<
  CallRecord,
  'callFlowId' | 'agent' | 'customer' | 'durationMinutes' | 'callTime' | 'scheduledAt'
>;

/** The record's copy of a checked bridge, for a new call and for an edited one alike. */
export function bridgeRecordFields(valid: ValidBridge): ValidBridge {
  const { callFlowId, agent, customer, durationMinutes, callTime, scheduledAt } = valid;
  return { callFlowId, agent, customer, durationMinutes, callTime, scheduledAt };
}

type Fields = Partial<Record<keyof BridgeForm, string>>;

/** The bridge form's fields a setting fills when empty, and the organisation's policy can lock. */
export const MANAGED_BRIDGE_FIELDS = {
  callFlowId: 'bridgeFlowId',
  agentNumber: 'agentNumber',
  agentName: 'agentName',
} as const satisfies Partial<Record<keyof BridgeForm, keyof Settings>>;

export function validateBridgeForm(form: BridgeForm, settings: Settings, now: number): ValidBridge {
  const fields: Fields = {};
  const callFlowId = (form.callFlowId.trim() || settings.bridgeFlowId).trim();
  const customer = typedPhone(
    form.customerNumber,
    'Customer number',
    settings,
    fields,
    'customerNumber',
  );
  const customerNumber = customer.dial;
  const agentNumber = phone(
    form.agentNumber.trim() || settings.agentNumber,
    'Agent number',
    settings,
    fields,
    'agentNumber',
  );
  if (customerNumber && agentNumber && customerNumber === agentNumber) {
    fields.customerNumber =
      'Customer number: this is the agent number. Enter the customer’s number.';
  }
  const customerName = name(form.customerName, 'Customer name', fields, 'customerName', false);
  const agentName = name(
    form.agentName.trim() || settings.agentName,
    'Agent name',
    fields,
    'agentName',
  );
  const callFlowIdProblem = requiredTextProblem('callFlowId', callFlowId);
  if (callFlowIdProblem) fields.callFlowId = callFlowIdProblem;
  const duration = form.durationMinutes;
  const durationProblem = wholeProblem('bridgeDurationMinutes', duration);
  if (durationProblem) fields.durationMinutes = durationProblem;
  let callTime: string | null = null;
  let scheduledAt: number | null = null;
  if (form.callAt !== null) {
    if (!Number.isFinite(form.callAt)) {
      fields.callAt = 'Call time: choose a date and time, or now.';
    } else if (form.callAt < now - PAST_GRACE_MS) {
      fields.callAt = 'Call time: this time has already passed. Choose a later time, or now.';
    } else if (form.callAt > now) {
      // A time within the grace is placed now: a call_time already behind the service's clock
      // could be refused or read differently by it.
      scheduledAt = Math.floor(form.callAt / 1000) * 1000;
      callTime = formatServiceTime(new Date(scheduledAt), settings.serviceTimeZone);
    }
  }
  if (Object.keys(fields).length > 0) throw invalidForm(fields);
  return {
    callFlowId,
    agent: { name: agentName, number: agentNumber },
    customer: {
      name: customerName,
      number: customerNumber,
      ...(customer.extension !== undefined && { extension: customer.extension }),
    },
    durationMinutes: duration,
    callTime,
    scheduledAt,
  };
}

/** The create request: first callee = agent, second = customer. */
export function bridgeRequest(valid: ValidBridge): BridgeRequest {
  return {
    callFlowId: valid.callFlowId,
    firstCalleeNumber: valid.agent.number,
    firstCalleeName: valid.agent.name,
    secondCalleeNumber: valid.customer.number,
    secondCalleeName: valid.customer.name || UNNAMED_CUSTOMER,
    durationMinutes: valid.durationMinutes,
    ...(valid.callTime !== null && { callTime: valid.callTime }),
  };
}

/** The edit (PUT) request: every field required, so "now" is sent as the current time. */
export function bridgeEditRequest(
  valid: ValidBridge,
  now: number,
  timeZone: string,
): BridgeEditRequest {
  return {
    ...bridgeRequest(valid),
    callTime: valid.callTime ?? formatServiceTime(new Date(now), timeZone),
  };
}

/** Service field names (of a 400's field errors) → the bridge form's own names. */
const SERVICE_TO_FORM: Record<string, keyof BridgeForm> = {
  firstCalleeNumber: 'agentNumber',
  firstCalleeName: 'agentName',
  secondCalleeNumber: 'customerNumber',
  secondCalleeName: 'customerName',
  callTime: 'callAt',
  durationMinutes: 'durationMinutes',
  callFlowId: 'callFlowId',
};

export function toFormFields(
  fields: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields))
    mapped[SERVICE_TO_FORM[key] ?? key] = message;
  return mapped;
}

export function invalidForm(fields: Record<string, string>): HandledError {
  return new HandledError({
    code: 'invalid-input',
    message: Object.values(fields).join(' '),
    fields,
  });
}

function phone(
  input: string,
  label: string,
  settings: Settings,
  fields: Fields,
  key: keyof BridgeForm,
): string {
  return typedPhone(input, label, settings, fields, key).dial;
}

/** A typed number's dial ('' when refused, with the field's message) and any extension written after it. */
function typedPhone(
  input: string,
  label: string,
  settings: Settings,
  fields: Fields,
  key: keyof BridgeForm,
): { dial: string; extension?: string } {
  const text = input.trim();
  if (!text) {
    fields[key] =
      key === 'agentNumber'
        ? `${label}: this field is required. Save your number in Settings to have it filled in.`
        : `${label}: this field is required.`;
    return { dial: '' };
  }
  const result = normalizePhone(text, settings.defaultCountry);
  if (result.ok) return { dial: result.dial, extension: result.extension };
  fields[key] = phoneProblem(label, result.reason, settings.defaultCountry);
  return { dial: '' };
}

/** One clear sentence for a number normalizePhone refused. */
export function phoneProblem(label: string, reason: NormalizeFailure, country: string): string {
  const how = `Write it with the country code (like +966 55 123 4567) or as dialled in ${country}.`;
  switch (reason) {
    case 'empty':
      return `${label}: this field is required.`;
    case 'too-short':
      return `${label}: this number is too short. ${how}`;
    case 'too-long':
      return `${label}: this number is too long. ${how}`;
    case 'not-a-number':
      return `${label}: use only digits, spaces, dashes, brackets and a leading +.`;
    default:
      return `${label}: this is not a valid phone number. ${how}`;
  }
}

function name(
  input: string,
  label: string,
  fields: Fields,
  key: keyof BridgeForm,
  required = true,
): string {
  const text = input.trim();
  const problem =
    !text && required ? requiredText({ label }) : lengthProblem(text, MAX_LENGTH.name, label);
  if (problem) fields[key] = problem;
  return text;
}
