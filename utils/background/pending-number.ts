/**
 * The number a page action (schedule, order, the context menu's "ask") hands to the popup.
 * storage.session: gone when the browser closes, and out of reach of content scripts (Chrome's
 * default access level for the session area is trusted contexts only). getPopupContext reads
 * it once and clears it.
 */
import { storage } from '#imports';
import type { PendingNumber } from '../calls/records/types';

export const pendingNumberItem = storage.defineItem<PendingNumber | null>('session:pendingNumber', {
  fallback: null,
});
