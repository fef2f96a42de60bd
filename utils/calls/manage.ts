/**
 * Changing and cancelling a scheduled bridged call. Only a call that has not started can be
 * changed; we refuse early when our own record already shows it started, and when the service
 * refuses (it knows better than our last poll) we say so plainly, keep its words, and check the
 * call again so the list shows what it is doing.
 */
import { enforceCallingRules } from '../calling-rules/enforce';
import type { ErrorInfo } from '../errors';
import { HandledError } from '../errors';
import { withManagedFields } from '../settings/managed';
import {
  bridgeEditRequest,
  bridgeRecordFields,
  MANAGED_BRIDGE_FIELDS,
  validateBridgeForm,
} from './bridge-request';
import { withFormFields } from './create';
import { pollCall } from './poll';
import { loadServiceContext, type ServiceContext } from './service-context';
import { schedulePollingQuietly } from './schedule';
import { getCall, updateCall } from './records/store';
import type { BridgeForm, CallRecord } from './records/types';

export async function editBridgeCall(form: BridgeForm & { callId: string }): Promise<CallRecord> {
  const context = await loadServiceContext('bridge');
  const current = await scheduledCall(form.callId, 'changed');
  const now = Date.now();
  const locked = withManagedFields(form, MANAGED_BRIDGE_FIELDS, context.managed);
  const valid = validateBridgeForm(locked, context.settings, now);
  await enforceCallingRules({
    dial: valid.customer.number,
    ...(valid.scheduledAt !== null && { ringsAt: valid.scheduledAt }),
    kind: 'bridge',
    origin: current.origin,
    replacing: current.callId,
  });
  let answer: { message: string };
  try {
    answer = await context.client.editBridge(
      current.callId,
      bridgeEditRequest(valid, now, context.settings.serviceTimeZone),
    );
  } catch (error) {
    throw await refused(error, current, context, 'changed');
  }
  const updated = await updateCall(current.callId, (call) => ({
    ...call,
    ...bridgeRecordFields(valid),
    state: valid.callTime === null ? 'calling' : 'scheduled',
    checkedAt: null,
    lastError: null,
    notified: false,
    message: answer.message,
  }));
  await schedulePollingQuietly();
  return updated ?? { ...current, message: answer.message };
}

export async function cancelBridgeCall(callId: string): Promise<CallRecord> {
  const context = await loadServiceContext('bridge');
  const current = await scheduledCall(callId, 'cancelled');
  let message: string;
  try {
    message = (await context.client.deleteBridge(current.callId)).message;
  } catch (error) {
    const info = infoOf(error);
    // Already removed on the service (another device, or our own earlier attempt): done.
    if (info?.status !== 410) throw await refused(error, current, context, 'cancelled');
    message = 'The call was already cancelled.';
  }
  const updated = await updateCall(current.callId, (call) => ({
    ...call,
    state: 'cancelled',
    lastError: null,
    message,
  }));
  await schedulePollingQuietly();
  return updated ?? { ...current, state: 'cancelled', message };
}

async function scheduledCall(callId: string, verb: 'changed' | 'cancelled'): Promise<CallRecord> {
  const call = await getCall(callId);
  if (!call) {
    throw new HandledError({
      code: 'not-found',
      message: 'This call is no longer in your list. Refresh the list and try again.',
    });
  }
  if (call.state !== 'scheduled') {
    throw new HandledError({
      code: 'invalid-input',
      message: `Only a scheduled call can be ${verb}; this one has already started or ended.`,
    });
  }
  return call;
}

/** The error to show for a refused edit or delete. */
async function refused(
  error: unknown,
  call: CallRecord,
  context: ServiceContext,
  verb: 'changed' | 'cancelled',
): Promise<unknown> {
  const info = infoOf(error);
  const refusal =
    info &&
    (info.status === 400 || info.status === 403 || info.status === 409 || info.status === 422);
  if (!info || !refusal || info.fields) return withFormFields(error);
  // The service would not do it: most likely the call started meanwhile. Look again.
  await pollCall(call, context.client, context.settings).catch(() => undefined);
  return new HandledError({
    ...info,
    message: `The service refused: only a call that has not started yet can be ${verb}.`,
  });
}

function infoOf(error: unknown): ErrorInfo | undefined {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  return info && typeof info.code === 'string' ? info : undefined;
}
