/**
 * What a row's actions send: a redial, retry or call back is a new bridged call to the same
 * customer through createBridge, so it meets the same checks as any other (the duplicate guard,
 * the day's question). A bridge record calls back the way it was placed (agent, flow, maximum
 * length); an order or dispatch record has none of those, and a call a team rule refused was never
 * placed, so the settings' defaults of today apply.
 */
import type { BridgeForm, CallRecord } from '../../../utils/calls/records/types';
import type { SettingsView } from '../../../utils/settings/schema';
import { withPlus } from '../../../utils/phone';

export type CallBackChoice = 'in15' | 'in60' | 'tomorrow';

export function redialForm(call: CallRecord, settings: SettingsView, callAt: number | null) {
  const bridge = (call.kind ?? 'bridge') === 'bridge' && call.state !== 'blocked';
  const form: BridgeForm = {
    // With its country code, so the default country never applies a second time.
    customerNumber: withPlus(call.customer.number),
    customerName: call.customer.name,
    agentNumber: bridge ? call.agent.number : '',
    agentName: bridge ? call.agent.name : '',
    callFlowId: bridge ? call.callFlowId : '',
    durationMinutes: bridge ? call.durationMinutes : settings.bridgeDurationMinutes,
    callAt,
  };
  return form;
}

/** The moment a "call back" choice means: in 15 minutes, in an hour, tomorrow at this time. */
export function callBackAt(choice: CallBackChoice, now: number): number {
  if (choice === 'in15') return now + 15 * 60_000;
  if (choice === 'in60') return now + 60 * 60_000;
  // The same wall-clock time tomorrow (not +24 h: a clock change in between would shift it).
  const date = new Date(now);
  date.setDate(date.getDate() + 1);
  return date.getTime();
}

/** A call that ended without a conversation: its action is "Retry" rather than "Call now". */
export function wantsRetry(call: CallRecord): boolean {
  return call.state === 'failed' || call.state === 'not_answered' || call.state === 'unknown';
}
