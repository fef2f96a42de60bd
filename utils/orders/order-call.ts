/**
 * Order-confirmation and dispatch calls: the number normalised for the default country, empty
 * fields filled from settings, then one request to the service whose message is passed back for
 * the UI and kept in the calls history (./record-sent.ts; the service offers no status for them).
 * Never retried here (see create.ts). The same order call (same phone and order number) or
 * dispatch (same phone and numbers) is refused while the first is under way and for a moment
 * after (./duplicate-guard.ts), and asked about when it was handled earlier today
 * (./earlier-today.ts), unless `repeat` says the person chose to call again.
 */
import { requiredText } from '../field-rules';
import { orderKey } from '../order-number';
import { HandledError } from '../errors';
import { addConfirmed, orderSentBefore } from './batch-store';
import { formatInternational, normalizePhone } from '../phone';
import { spokenNumberText } from '../service/spoken-number';
import type { Settings } from '../settings/store';
import { URL_PROBLEM_MESSAGES, urlProblem } from '../url-rules';
import { invalidForm, phoneProblem } from '../calls/bridge-request';
import { guardedCreate } from '../calls/duplicate-guard';
import { enforceCallingRules } from '../calling-rules/enforce';
import { askIfCalledToday } from '../calls/earlier-today';
import { recordSentCall } from '../calls/records/record-sent';
import { loadServiceContext, notConfigured } from '../calls/service-context';
import { listCalls } from '../calls/records/store';
import type { DispatchForm, OrderForm } from '../calls/records/types';
import { orderRequest } from './order-request';

export async function confirmOrderCall(
  form: OrderForm,
  repeat = false,
): Promise<{ message: string }> {
  const { settings, client } = await loadServiceContext('ecommerce');
  const callFlowId = form.callFlowId.trim() || settings.orderFlowId;
  if (!callFlowId) {
    throw notConfigured(
      'No call flow is set for order confirmations. Enter one, or open Settings to set a default.',
      { callFlowId: requiredText('callFlowId') },
    );
  }
  const fields: Record<string, string> = {};
  const phone = normalised(form.phone, settings, fields);
  const orderNumber = form.orderNumber.trim();
  if (!orderNumber) fields.orderNumber = requiredText('orderNumber');
  if (Object.keys(fields).length > 0) throw invalidForm(fields);
  const type = form.type?.trim();
  const claim = {
    key: `order:${phone}:${orderKey(orderNumber)}`,
    dial: phone,
    ringsAt: Date.now(),
  };
  // The client checks ranges and answers 'invalid-input' keyed by these same names.
  const request = orderRequest(
    phone,
    { orderNumber, itemsCount: form.itemsCount, orderCost: form.orderCost, type },
    {
      callFlowId,
      tries: form.tries ?? settings.orderTries,
      tryDelayMinutes: form.tryDelayMinutes ?? settings.orderTryDelayMinutes,
    },
  );
  const now = Date.now();
  // Inside the guard: a live call's refusal comes first; this question places nothing either.
  const answer = await guardedCreate(claim, { repeat }, async () => {
    await enforceCallingRules({ dial: phone, kind: 'order', origin: 'popup', orderNumber });
    if (!repeat) {
      askIfCalledToday(await listCalls(), { kind: 'order', dial: phone, orderNumber }, now);
      // Sent before from any surface (a bulk run, this form): ask, whenever it was.
      if (await orderSentBefore(orderNumber)) throw alreadyConfirmed(orderNumber, phone);
    }
    const answer = await client.confirmOrder(request);
    // Recorded in its turn: the next request for this customer counts it against the cap.
    await recordSentCall(
      { kind: 'order', callFlowId, dial: phone, message: answer.message, orderNumber },
      now,
    );
    return answer;
  });
  // Remembered for the bulk preview's "already confirmed from this browser".
  await addConfirmed([[orderNumber, 'queued']]).catch(() => undefined);
  return answer;
}

export async function dispatchCallNow(
  form: DispatchForm,
  repeat = false,
): Promise<{ message: string; callId: string }> {
  const { settings, client } = await loadServiceContext('dispatch');
  const fields: Record<string, string> = {};
  const phone = normalised(form.phone, settings, fields);
  const webhookUrl = form.webhookUrl.trim() || settings.dispatchWebhookUrl;
  if (!webhookUrl) {
    fields.webhookUrl =
      'Webhook URL: this field is required. Enter one, or set a default in Settings.';
  } else {
    const problem = urlProblem('webhook', webhookUrl);
    if (problem) fields.webhookUrl = `Webhook URL: ${URL_PROBLEM_MESSAGES[problem]}`;
  }
  const readOut = [spokenNumberText(form.number1), spokenNumberText(form.number2)] as const;
  readOut.forEach((value, index) => {
    if (value !== null) return;
    fields[index === 0 ? 'number1' : 'number2'] =
      `${index === 0 ? 'First' : 'Second'} number to read out: enter a number of 0 or more, like 149.50.`;
  });
  if (Object.keys(fields).length > 0) throw invalidForm(fields);
  const [number1, number2] = readOut as readonly [string, string];
  const claim = {
    key: `dispatch:${phone}:${number1}:${number2}`,
    dial: phone,
    ringsAt: Date.now(),
  };
  const now = Date.now();
  const answer = await guardedCreate(claim, { repeat }, async () => {
    await enforceCallingRules({ dial: phone, kind: 'dispatch', origin: 'popup' });
    if (!repeat)
      askIfCalledToday(
        await listCalls(),
        { kind: 'dispatch', dial: phone, readOut: [number1, number2] },
        now,
      );
    const answer = await client.dispatchCall({ phone, number1, number2, webhookUrl });
    // Recorded in its turn: the next request for this customer counts it against the cap.
    await recordSentCall(
      {
        kind: 'dispatch',
        callId: answer.callId,
        callFlowId: '',
        dial: phone,
        message: answer.message,
        readOut: [number1, number2],
      },
      now,
    );
    return answer;
  });
  return answer;
}

function normalised(input: string, settings: Settings, fields: Record<string, string>): string {
  const text = input.trim();
  if (!text) {
    fields.phone = 'Phone number: this field is required.';
    return '';
  }
  const result = normalizePhone(text, settings.defaultCountry);
  if (result.ok) return result.dial;
  fields.phone = phoneProblem('Phone number', result.reason, settings.defaultCountry);
  return '';
}

/** The refusal for an order sent for confirmation before; "Call again" sends it anyway. */
export function alreadyConfirmed(orderNumber: string, dial: string): HandledError {
  const number = formatInternational(dial);
  return new HandledError({
    code: 'duplicate-call',
    message: `Order ${orderNumber} for ${number} was already sent for confirmation from this browser. Call again?`,
    duplicate: { number, seconds: 0, when: 'confirmed', order: orderNumber },
  });
}
