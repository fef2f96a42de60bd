/**
 * The popup's call messages. Registrations only: the work lives in utils/calls.
 * Extension pages only: none of these is in PAGE_MESSAGES (messaging/protocol.ts).
 */
import {
  cancelBridgeCall,
  clearCalls,
  createBridgeCall,
  editBridgeCall,
  listCalls,
  refreshCalls,
  schedulePolling,
} from '../../calls';
import { confirmOrderCall, dispatchCallNow } from '../../orders/order-call';
import { MAX_LENGTH, MAX_PAGE_TEXT } from '../../limits';
import { requireNotTyped } from '../../calling-rules/click-only';
import { focusCallItem } from '../notifications';
import { pendingNumberItem } from '../pending-number';
import { takePopupSection } from '../popup-section';
import { settingsView } from './settings';
import type { PendingNumber } from '../../calls/records/types';
import type { HandlerGroup } from './types';

export const callHandlers = {
  async createBridge({ repeat, ...form }) {
    await requireNotTyped(form.customerNumber, 'customerNumber');
    return createBridgeCall(form, 'popup', { surface: 'popup' }, repeat);
  },
  async editBridge(form) {
    // A booked call's own number is in the history and passes; one typed over it does not.
    await requireNotTyped(form.customerNumber, 'customerNumber');
    return editBridgeCall(form);
  },
  cancelBridge: ({ callId }) => cancelBridgeCall(callId),
  listCalls: () => listCalls(),
  refreshCalls: () => refreshCalls(),
  async clearCalls() {
    const calls = await clearCalls();
    await schedulePolling();
    return calls;
  },
  async confirmOrder({ repeat, ...form }) {
    await requireNotTyped(form.phone, 'phone');
    return confirmOrderCall(form, repeat);
  },
  async dispatchCall({ repeat, ...form }) {
    await requireNotTyped(form.phone, 'phone');
    return dispatchCallNow(form, repeat);
  },
  async getPopupContext() {
    const [pendingNumber, settings, focusCallId, section] = await Promise.all([
      takePendingNumber(),
      settingsView(),
      takeFocusCall(),
      takePopupSection(),
    ]);
    return { pendingNumber, settings, focusCallId, section };
  },
} satisfies HandlerGroup<
  | 'createBridge'
  | 'editBridge'
  | 'cancelBridge'
  | 'listCalls'
  | 'refreshCalls'
  | 'clearCalls'
  | 'confirmOrder'
  | 'dispatchCall'
  | 'getPopupContext'
>;

async function takeFocusCall(): Promise<string | null> {
  const callId = await focusCallItem.getValue();
  if (callId !== null) await focusCallItem.removeValue();
  return typeof callId === 'string' ? callId : null;
}

const INTENTS: ReadonlySet<string> = new Set(['bridge', 'schedule', 'order', 'dispatch']);

/** Reads and clears the number a page action left; anything malformed reads as none. */
async function takePendingNumber(): Promise<PendingNumber | null> {
  const value: unknown = await pendingNumberItem.getValue();
  if (value !== null) await pendingNumberItem.removeValue();
  if (!value || typeof value !== 'object') return null;
  const { text, dial, intent, name } = value as Partial<PendingNumber>;
  if (typeof text !== 'string' || typeof dial !== 'string' || typeof intent !== 'string')
    return null;
  if (!INTENTS.has(intent) || !/^\d{8,15}$/.test(dial)) return null;
  return {
    text: text.slice(0, MAX_PAGE_TEXT),
    dial,
    intent: intent as PendingNumber['intent'],
    ...(typeof name === 'string' && name && { name: name.slice(0, MAX_LENGTH.name) }),
  };
}
