/**
 * The shapes of a bulk order-confirmation run, shared by the background (which runs it and keeps
 * it in storage) and the Call lists page (which shows it). Types only.
 */
import type { ColumnMapping } from './columns';
import type { OrderFields, RowRefusal } from './preview';

export interface BatchOptions {
  callFlowId: string;
  tries: number;
  tryDelayMinutes: number;
  /** The pace the lead set; the run slows below it after a 429 and climbs back. */
  ratePerSecond: number;
}

/**
 * paused: by the person, by a browser restart, or because the service refused the whole run
 * (401 and the like: see `pause.reason`); it goes on only when the person resumes.
 */
export type BatchStatus = 'running' | 'paused' | 'cancelled' | 'done';

export type PauseReason =
  | 'person'
  | 'browser-restarted'
  | 'unauthorized'
  | 'forbidden'
  | 'wrong-address'
  | 'not-configured'
  /** A request got no answer (no network, a timeout, the service down, an unreadable reply). */
  | 'unreachable'
  /** The team's calling hours allow no call in the next month. */
  | 'outside-hours';

/** rate-limited: a 429 said when to try again; maintenance: a 503 (or its Retry-After);
 *  outside-hours: the team's calling hours are over for the next row's customer until `until`. */
export interface BatchWait {
  reason: 'rate-limited' | 'maintenance' | 'outside-hours';
  until: number;
}

export interface BatchCounts {
  /** Rows the preview accepted: the requests this batch is to send. */
  toSend: number;
  /** Requests answered (or left without an answer): queued + refusedByService + failed + unknown. */
  sent: number;
  queued: number;
  refusedInPreview: number;
  refusedByService: number;
  /** Rows a calling rule of the team refused (do-not-call, the day's cap); absent before rules. */
  refusedByRule?: number;
  failed: number;
  /** Sent, and no answer recorded (the worker or browser stopped, a timeout): may have been queued. */
  unknown: number;
  /** Accepted rows not sent yet. */
  remaining: number;
}

export interface BatchMeta {
  id: string;
  fileName: string;
  headers: string[];
  mapping: ColumnMapping;
  options: BatchOptions;
  total: number;
  createdAt: number;
  status: BatchStatus;
  pause: { reason: PauseReason; message?: string } | null;
  wait: BatchWait | null;
  /** The current pace in requests per second (at most options.ratePerSecond). */
  rate: number;
  /** Answers without a 429 since the last slow-down. */
  calmStreak: number;
  /** 503s in a row, for the backoff when the service gives no Retry-After. */
  maintenanceStreak: number;
  lastSentAt: number;
  /** No row before this one is pending. */
  cursor: number;
  counts: BatchCounts;
  finishedAt: number | null;
}

/**
 * One row's outcome. pending: not sent yet; sending: recorded just before the request left;
 * refused: by the preview (`refusal`) or by the service (4xx); unknown: sent, no answer recorded.
 */
export type RowState = 'pending' | 'sending' | 'queued' | 'refused' | 'failed' | 'unknown';

export interface RowOutcome {
  state: RowState;
  /** The number sent, with its country code, and the order's fields (accepted rows). */
  dial?: string;
  order?: OrderFields;
  refusal?: RowRefusal;
  /** For a duplicate: the 0-based row that keeps the order number. */
  firstRow?: number;
  /** The service's words, or our sentence for an error without them (or a rule's refusal). */
  message?: string;
  status?: number;
  /** An unknown answer the person settled (settle.ts): sent again, or marked as not sent. */
  settled?: 'resend' | 'not-sent';
}

/** What the page shows. */
export interface BatchView {
  id: string;
  fileName: string;
  total: number;
  status: BatchStatus;
  pause: BatchMeta['pause'];
  wait: BatchWait | null;
  counts: BatchCounts;
  rate: number;
  ratePerSecond: number;
  /** Seconds to send what remains at the current pace (waits included); null when not running. */
  etaSeconds: number | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface BatchResults {
  /** The run they are from: only the last run's rows and outcomes are kept. */
  batchId: string;
  fileName: string;
  headers: string[];
  rows: string[][];
  outcomes: RowOutcome[];
}

export interface OrdersContext {
  batch: BatchView | null;
  /** Order numbers sent from this browser before (bounded), for the preview. */
  sentBefore: Array<[string, 'queued' | 'unknown']>;
  remembered: Partial<Record<string, string>>;
}
