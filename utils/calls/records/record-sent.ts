/**
 * Order-confirmation, dispatch and browser-phone calls in the same history as bridged calls. The
 * service offers no status for them (spec 3: "Call in queue", "Call Sent"; the browser phone is
 * a page of its own), so their record is final at once ('sent') and keeps the service's words;
 * it is never polled. A failed write is logged and the
 * call's answer still reaches the person: the call is placed either way.
 */
import { log } from '../../log';
import { addCall } from './store';
import type { CallPlace, CallRecord } from './types';

export interface SentCall {
  kind: 'order' | 'dispatch' | 'webrtc';
  /** The service's call id (dispatch), or none (an order confirmation gets no id). */
  callId?: string;
  callFlowId: string;
  dial: string;
  /** The customer's name where the page or form gave one. */
  name?: string;
  message: string;
  orderNumber?: string;
  readOut?: [string, string];
  place?: CallPlace;
}

/** A record final at once ('sent': never polled, no agent, nothing to notify), as every such kind has. */
export function sentRecord(
  callId: string,
  callFlowId: string,
  customer: CallRecord['customer'],
  createdAt: number,
): CallRecord {
  return {
    callId,
    callFlowId,
    agent: { name: '', number: '' },
    customer,
    durationMinutes: 0,
    callTime: null,
    scheduledAt: null,
    createdAt,
    origin: 'popup',
    state: 'sent',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: true,
  };
}

export async function recordSentCall(sent: SentCall, now: number): Promise<void> {
  const record: CallRecord = {
    // Prefixed so the service's dispatch ids and our own order ids never meet a bridge's id.
    ...sentRecord(
      `${sent.kind}-${sent.callId ?? crypto.randomUUID()}`,
      sent.callFlowId,
      { name: sent.name ?? '', number: sent.dial },
      now,
    ),
    ...sent.place,
    message: sent.message,
    kind: sent.kind,
    ...(sent.orderNumber !== undefined && { orderNumber: sent.orderNumber }),
    ...(sent.readOut && { readOut: sent.readOut }),
  };
  try {
    await addCall(record);
  } catch (error) {
    log.error('recording a call failed:', error instanceof Error ? error.name : typeof error);
  }
}
