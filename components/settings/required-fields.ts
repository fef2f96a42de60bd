/**
 * Which settings must be filled before the form can be saved: the ones without which a call the
 * setup offers cannot be made. Checked on this page only (on Save and while a field is
 * corrected); the background still accepts an incomplete setup, where a call then fails with
 * "not set up" — it keeps only what is safe to store, this keeps a person from saving a setup
 * that cannot call.
 *
 * The rule:
 * - the token, unless one is stored, as soon as any address it goes to is set;
 * - what a click on a number does needs its host: the browser phone URL ("Open the browser
 *   phone"), the bridge service URL ("Bridge me now"), both for "Ask each time";
 * - a bridge service needs its call flow, and your number and name (the first party of every
 *   bridged call; the interface requires first_callee_number and first_callee_name);
 * - an order confirmation service needs its call flow.
 * The dispatch service takes no call flow, and its webhook is asked for on each dispatch.
 */
import type { FieldErrors, FormValues } from './form-values';

export type RequiredReason = 'token' | 'click' | 'bridge' | 'order';
type RequiredKey = keyof FieldErrors;

export function requiredFields(
  values: FormValues,
  token: { typed: string; stored: boolean },
): Partial<Record<RequiredKey, RequiredReason>> {
  const set = (value: string) => value.trim() !== '';
  const required: Partial<Record<RequiredKey, RequiredReason>> = {};
  if (values.clickAction !== 'bridge') required.webrtcUrl = 'click';
  if (values.clickAction !== 'webrtc') required.bridgeUrl = 'click';
  if (set(values.bridgeUrl) || required.bridgeUrl) {
    required.bridgeFlowId = 'bridge';
    required.agentNumber = 'bridge';
    required.agentName = 'bridge';
  }
  if (set(values.ecommerceUrl)) required.orderFlowId = 'order';
  const tokenGoesSomewhere = [values.ecommerceUrl, values.bridgeUrl, values.dispatchUrl].some(set);
  if (!token.stored && (tokenGoesSomewhere || required.bridgeUrl)) required.token = 'token';
  return required;
}

/** The required fields left empty, each with the message key that says why it is needed. */
export function missingFields(
  values: FormValues,
  token: { typed: string; stored: boolean },
): Partial<Record<RequiredKey, string>> {
  const missing: Partial<Record<RequiredKey, string>> = {};
  for (const [key, reason] of Object.entries(requiredFields(values, token)) as [
    RequiredKey,
    RequiredReason,
  ][]) {
    const value = key === 'token' ? token.typed : String(values[key]);
    if (value.trim() === '') missing[key] = `options.required.${reason}`;
  }
  return missing;
}
