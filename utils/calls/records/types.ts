/**
 * Call records and the forms that create them. Types only (no zod): the popup imports these, and
 * the background's schemas (utils/messaging/schemas.ts) parse every form that arrives.
 */
import type { BlockedBy, ErrorInfo } from '../../errors';
import type { BridgeStatus } from '../../service/responses';

export type { BridgeStatus };

/**
 * Where a bridged call stands, derived from the service's last status record (see ./state.ts for
 * the mapping). A status check answered 410 (the call was removed) makes it 'cancelled'
 * (./poll.ts). 'unknown' means the service does not know the call (404), or never reported an
 * end and Dialbridge stopped checking (GIVE_UP_AFTER_MS in ./schedule.ts); an answer that
 * cannot be read leaves the state as it was and keeps the error in lastError.
 */
export type CallState =
  | 'scheduled'
  | 'calling'
  | 'answered'
  | 'not_answered'
  | 'failed'
  | 'cancelled'
  | 'unknown'
  // An order-confirmation or dispatch call the service took: it reports nothing after that.
  | 'sent'
  // Not placed: a calling rule of the team refused it (CallRecord.blockedBy says which).
  | 'blocked';

/**
 * What placed the call: a bridge (absent on records written before kinds existed), an order
 * confirmation, a dispatch, the browser phone (webrtc: a tab opened on the softphone), or a bulk
 * order run (run: one record for a whole file, see RunSummary).
 */
export type CallKind = 'bridge' | 'order' | 'dispatch' | 'webrtc' | 'run';

/** A bulk order run as the history keeps it: one entry for the file, its counts and its orders. */
export interface RunSummary {
  batchId: string;
  fileName: string;
  status: 'running' | 'paused' | 'cancelled' | 'done';
  total: number;
  queued: number;
  refused: number;
  failed: number;
  /** Sent with no answer recorded: may have been queued. */
  unknown: number;
  /** Every order the run was to send, [dial, order number], so a search finds the run. */
  orders: Array<[string, string]>;
  finishedAt: number | null;
}

/**
 * Where a call was asked for, for the team's events: the page's control, its context menu, the
 * keyboard command, the popup, a call list, a list's call back, a bulk order run.
 */
export type CallSurface =
  'page' | 'context-menu' | 'command' | 'popup' | 'call-list' | 'call-back' | 'bulk-run';

/** Where on a page a call was asked for, kept on its record for the team's events. */
export interface CallPlace {
  tabId?: number;
  pageOrigin?: string;
  surface?: CallSurface;
}

/** What the agent marked after a call (a call list's outcome), kept on the call's record. */
export type CallOutcome = 'reached' | 'no-answer' | 'wrong-number' | 'call-back' | 'do-not-call';

export interface BridgeForm {
  /** As typed; normalised in the background with normalizePhone(…, settings.defaultCountry). */
  customerNumber: string;
  /** May be empty: the service is then sent UNNAMED_CUSTOMER (./bridge-request.ts). */
  customerName: string;
  /** As typed (prefilled from settings). */
  agentNumber: string;
  agentName: string;
  callFlowId: string;
  durationMinutes: number;
  /**
   * Epoch ms chosen by the agent in their own zone; null = now. The background formats it as
   * call_time in settings.serviceTimeZone and refuses a time in the past.
   */
  callAt: number | null;
}

export interface OrderForm {
  phone: string;
  orderNumber: string;
  itemsCount?: number;
  orderCost?: number;
  tries?: number;
  tryDelayMinutes?: number;
  type?: string;
  callFlowId: string;
}

/** What the popup gets when a page action opened it with a number (storage.session 'pendingNumber'). */
export interface PendingNumber {
  text: string;
  dial: string;
  /** The customer's name the page shows for the number, when it shows one. */
  name?: string;
  intent: 'bridge' | 'schedule' | 'order' | 'dispatch';
}

export interface DispatchForm {
  phone: string;
  /** As typed: digits and an optional decimal part (utils/service/spoken-number.ts). */
  number1: string;
  number2: string;
  webhookUrl: string;
}

export interface CallRecord {
  callId: string;
  callFlowId: string;
  /** First callee. */
  agent: { name: string; number: string };
  /**
   * Second callee. `name` is '' when none was known (a page showing no name); `extension`, when
   * the number was typed with one: the agent asks for it, the service never dials it.
   */
  customer: { name: string; number: string; extension?: string };
  durationMinutes: number;
  /** As sent, service zone 'YYYY-MM-DD HH:MM:SS'; null = placed now. */
  callTime: string | null;
  /** Epoch ms of callTime. */
  scheduledAt: number | null;
  createdAt: number;
  /** 'list': placed by a call list (utils/call-lists). */
  origin: 'popup' | 'page' | 'list';
  /** Page calls: the tab that receives callUpdate messages. */
  tabId?: number;
  /** Page calls: the page's origin (never its path or query), for the team's events. */
  pageOrigin?: string;
  /** Where the call was asked for, when `origin` does not say it (context menu, command, call back). */
  surface?: CallSurface;
  /** Derived from the last status. */
  state: CallState;
  /** The last callStatus record from the service. */
  status: BridgeStatus | null;
  checkedAt: number | null;
  /** Last polling error, kept (not thrown) so the list can show it. */
  lastError: ErrorInfo | null;
  notified: boolean;
  /** The service's own words from the last create/edit/cancel answer, shown as is by the UI. */
  message?: string;
  /** Absent means 'bridge'. Order and dispatch records have no agent and are never polled. */
  kind?: CallKind;
  /** Order-confirmation calls: the order it confirms. */
  orderNumber?: string;
  /** Dispatch calls: the two numbers read out (numbers in records written before they were text). */
  readOut?: [string | number, string | number];
  /** Bulk order runs (kind 'run'). */
  run?: RunSummary;
  /** The agent's outcome and note for this call (marked in a call list). */
  outcome?: CallOutcome;
  note?: string;
  /** 'blocked' records: the calling rule that refused the call (utils/calling-rules). */
  blockedBy?: BlockedBy;
}
