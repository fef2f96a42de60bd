/**
 * The one path that places a bridged call, for the popup (createBridge) and for pages
 * (placeCall): validate, ask the service once, record the call, schedule its polling.
 *
 * Never retried here: creating a call is not idempotent, and the service client already retries
 * only when the service said it did not process the request (429, 503). If the service fails,
 * nothing is recorded and its error is passed on as is (field names mapped to the form's).
 * A second call to the same customer is refused while the first is under way or live
 * (./duplicate-guard.ts), and asked about when the customer was called earlier today
 * (./earlier-today.ts), unless `repeat` says the person chose to call again.
 */
import { requiredText } from '../field-rules';
import { log } from '../log';
import type { ErrorInfo } from '../errors';
import { HandledError } from '../errors';
import { withManagedFields } from '../settings/managed';
import {
  bridgeRecordFields,
  bridgeRequest,
  MANAGED_BRIDGE_FIELDS,
  toFormFields,
  validateBridgeForm,
  type ValidBridge,
} from './bridge-request';
import { enforceCallingRules } from '../calling-rules/enforce';
import { customerCallKey, guardedCreate } from './duplicate-guard';
import { askIfCalledToday } from './earlier-today';
import { loadServiceContext, notConfigured } from './service-context';
import { schedulePollingQuietly } from './schedule';
import { addCall, listCalls } from './records/store';
import type { BridgeForm, CallPlace, CallRecord } from './records/types';

export async function createBridgeCall(
  form: BridgeForm,
  origin: CallRecord['origin'],
  place: CallPlace = {},
  repeat = false,
  /**
   * Ask whether the customer was called earlier today. False where the agent asked for this call
   * knowing they were (a call list's call back, "Call the not answered again"): the guard against
   * a live or just-placed call to them still holds.
   */
  askAboutToday = !repeat,
): Promise<CallRecord> {
  const { settings, managed, client } = await loadServiceContext('bridge');
  form = withManagedFields(form, MANAGED_BRIDGE_FIELDS, managed);
  if (!form.callFlowId.trim() && !settings.bridgeFlowId) {
    throw notConfigured(
      'No call flow is set for bridged calls. Enter one, or open Settings to set a default.',
      { callFlowId: requiredText('callFlowId') },
    );
  }
  const now = Date.now();
  const valid = validateBridgeForm(form, settings, now);
  const claim = {
    key: customerCallKey(valid.customer.number),
    dial: valid.customer.number,
    ringsAt: valid.scheduledAt ?? now,
  };
  const options = { repeat, records: listCalls, recorded: (call: CallRecord) => !call.lastError };
  return guardedCreate(claim, options, async () => {
    // Inside the guard: a live call's refusal comes first; the team's rules hold even for "Call
    // again"; the day's question places nothing either.
    await enforceCallingRules({
      dial: claim.dial,
      ...(valid.scheduledAt !== null && { ringsAt: valid.scheduledAt }),
      kind: 'bridge',
      origin,
      place,
      name: valid.customer.name,
    });
    if (askAboutToday) {
      const same = { kind: 'bridge' as const, dial: claim.dial };
      askIfCalledToday(await listCalls(), same, now, claim.ringsAt);
    }
    let created: { callId: string };
    try {
      created = await client.createBridge(bridgeRequest(valid));
    } catch (error) {
      throw withFormFields(error);
    }
    return record(created.callId, valid, now, origin, place);
  });
}

/** Records the placed call and schedules its polling; the call is answered even if that fails. */
async function record(
  callId: string,
  valid: ValidBridge,
  now: number,
  origin: CallRecord['origin'],
  place: CallPlace,
): Promise<CallRecord> {
  const record: CallRecord = {
    callId,
    ...bridgeRecordFields(valid),
    createdAt: now,
    origin,
    ...place,
    state: valid.callTime === null ? 'calling' : 'scheduled',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
  };
  try {
    await addCall(record);
  } catch (error) {
    // The call is placed: answer with it, so nobody places it again because a list write failed.
    log.error('recording a call failed:', error instanceof Error ? error.name : typeof error);
    return {
      ...record,
      lastError: {
        code: 'internal',
        message: 'The call was placed, but Dialbridge could not add it to your list of calls.',
      },
    };
  }
  await schedulePollingQuietly();
  return record;
}

/** A service error with its field names turned into the bridge form's; other errors unchanged. */
export function withFormFields(error: unknown): unknown {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  if (!info || typeof info.code !== 'string' || !info.fields) return error;
  const fields = toFormFields(info.fields);
  return new HandledError({ ...info, ...(fields && { fields }) });
}
