/**
 * The quick-bridge form as typed (all text, so nothing typed is ever lost), its checks, and the
 * BridgeForm it becomes. Pure: the component owns the state, this decides what is valid.
 */
import type { BridgeForm, CallRecord } from '../../utils/calls/records/types';
import type { SettingsView } from '../../utils/settings/store';
import { checkPhone, checkText, checkWhole, type Check } from '../ui/field-checks';
import { defaultLaterValue, fromLocalInputValue, toLocalInputValue } from '../ui/local-time';
import { withPlus } from '../../utils/phone';

export interface BridgeValues {
  customerNumber: string;
  customerName: string;
  agentNumber: string;
  agentName: string;
  callFlowId: string;
  durationMinutes: string;
  when: 'now' | 'later';
  /** datetime-local value in the agent's zone. */
  callAtLocal: string;
}
export type BridgeField = keyof BridgeValues;

/** Element ids of the fields, for labels, focus and error links. */
export const BRIDGE_FIELD_IDS: Record<BridgeField, string> = {
  customerNumber: 'bridge-customer-number',
  customerName: 'bridge-customer-name',
  agentNumber: 'bridge-agent-number',
  agentName: 'bridge-agent-name',
  callFlowId: 'bridge-call-flow',
  durationMinutes: 'bridge-duration',
  when: 'bridge-when',
  callAtLocal: 'bridge-call-at',
};

export function initialBridgeValues(settings: SettingsView, customerNumber = ''): BridgeValues {
  return {
    customerNumber,
    customerName: '',
    agentNumber: withPlus(settings.agentNumber),
    agentName: settings.agentName,
    callFlowId: settings.bridgeFlowId,
    durationMinutes: String(settings.bridgeDurationMinutes),
    when: 'now',
    callAtLocal: defaultLaterValue(),
  };
}

/** The form prefilled from a recorded call, for editing it. */
export function valuesFromCall(call: CallRecord): BridgeValues {
  return {
    customerNumber: numberWithExtension(call.customer),
    customerName: call.customer.name,
    agentNumber: withPlus(call.agent.number),
    agentName: call.agent.name,
    callFlowId: call.callFlowId,
    durationMinutes: String(call.durationMinutes),
    when: 'later',
    callAtLocal: call.scheduledAt ? toLocalInputValue(call.scheduledAt) : defaultLaterValue(),
  };
}

export interface BridgeCheck {
  errors: Partial<Record<BridgeField, Check>>;
  /** International form of the customer number, shown under the field while typing. */
  customerInternational?: string;
  /** Digits the service will dial for the customer. */
  customerDial?: string;
  /** The extension typed after the customer's number: the agent asks for it. */
  customerExtension?: string;
  form: BridgeForm | null;
}

export function checkBridge(values: BridgeValues, country: string, now = Date.now()): BridgeCheck {
  const customer = checkPhone(values.customerNumber, country);
  const agent = checkPhone(values.agentNumber, country);
  const callAt = values.when === 'later' ? fromLocalInputValue(values.callAtLocal) : null;
  const errors: Partial<Record<BridgeField, Check>> = {
    customerNumber: customer.error,
    // Optional: a quick call often has no name at hand (the background sends a placeholder).
    customerName: checkText(values.customerName, 'customerName', true),
    agentNumber: agent.error,
    agentName: checkText(values.agentName, 'agentName'),
    callFlowId: checkText(values.callFlowId, 'callFlowId'),
    durationMinutes: checkWhole(values.durationMinutes, 'bridgeDurationMinutes'),
    callAtLocal:
      values.when === 'now'
        ? null
        : callAt === null
          ? { key: 'popup.bridge.chooseTime' }
          : callAt <= now
            ? { key: 'popup.bridge.pastTime' }
            : null,
  };
  const valid = Object.values(errors).every((error) => error === null);
  return {
    errors,
    customerInternational: customer.international,
    customerDial: customer.dial,
    customerExtension: customer.extension,
    form: valid
      ? {
          customerNumber: values.customerNumber.trim(),
          customerName: values.customerName.trim(),
          agentNumber: values.agentNumber.trim(),
          agentName: values.agentName.trim(),
          callFlowId: values.callFlowId.trim(),
          durationMinutes: Number(values.durationMinutes),
          callAt,
        }
      : null,
  };
}

/** The background's messages per field (BridgeForm names) as the form's fields. */
export function bridgeFieldMessages(
  fields: Record<string, string> | undefined,
): Partial<Record<BridgeField, string>> {
  const mapped: Partial<Record<BridgeField, string>> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = name === 'callAt' ? 'callAtLocal' : name;
    if (field in BRIDGE_FIELD_IDS && field !== 'when') mapped[field as BridgeField] = message;
  }
  return mapped;
}

/** A recorded customer's number as the form shows it again, its extension written after it. */
function numberWithExtension(customer: CallRecord['customer']): string {
  const number = withPlus(customer.number);
  return customer.extension ? `${number} ext. ${customer.extension}` : number;
}
