// Public types of the sandbox Voice Call Service. Other helpers' tests and the demo import these,
// so this file only grows: never rename or narrow a field.

export interface SandboxOptions {
  /** Port to listen on; default 0 (a random free port). */
  port?: number;
  /** Interface to listen on; default '127.0.0.1'. */
  host?: string;
  /** The one accepted Bearer token; default 'sandbox-token'. */
  token?: string;
  /** Zone of call_time and of every timestamp the service writes; default 'Asia/Riyadh'. */
  timeZone?: string;
  /** Requests accepted per token per window; default { limit: 120, windowMs: 60_000 }. */
  rateLimit?: { limit: number; windowMs: number };
  /** Bridge lifecycle steps in ms; defaults 800 / 800 / 1000. */
  timing?: { placeAfterMs?: number; answerAfterMs?: number; endAfterMs?: number };
  /** Dispatch webhook callbacks, ms after the dispatch request; defaults 300 / 600. */
  dispatchTiming?: { digitsAfterMs?: number; cdrAfterMs?: number };
  /** Caller identity reported in callStatus.callerId; default '966920000000'. */
  callerId?: string;
  /** No request logging; default true (the CLI passes false). */
  quiet?: boolean;
}

export interface Fault {
  /** Answer this status instead, with a JSON error body {status, success:false, message}. */
  status?: number;
  /** Wait this long before answering (to exercise client timeouts). */
  delayMs?: number;
  /** Answer 200 with a broken body. */
  malformed?: 'not-json' | 'wrong-envelope' | 'html' | 'empty';
  /** Retry-After seconds sent with the status. */
  retryAfter?: number;
  /** Raw error body (sent as text/plain) instead of the JSON one. */
  body?: string;
  /** Apply to this many matching requests, then clear itself; default: until cleared. */
  times?: number;
  /** Only requests whose path starts with this; default every /api/ request. */
  path?: string;
  /** Only this method. */
  method?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: 'valid' | 'invalid' | 'missing';
  accept?: string;
  contentType?: string;
  /** The Idempotency-Key header as received (creates carry one; see idempotency.ts). */
  idempotencyKey?: string;
  /** The status answered; 0 while the answer is still pending (e.g. during a fault delay). */
  status: number;
  /** Arrival time, epoch ms. */
  at: number;
}

export type BridgeCallStatus = 'scheduled' | 'placed' | 'in_progress' | 'completed' | 'failed';
export type RecipientStatus = '' | 'answered' | 'not_answered';

/** A bridged call as the sandbox keeps it. */
export interface SandboxCall {
  id: string;
  callFlowId: string;
  /** The form fields of the last accepted create or edit, as sent. */
  fields: Record<string, string>;
  firstCalleeName: string;
  firstCalleeNumber: string;
  secondCalleeName: string;
  secondCalleeNumber: string;
  /** Minutes. */
  duration: number;
  /** call_time as sent (sandbox zone), or null when it was omitted. */
  callTime: string | null;
  scheduledDateTime: string;
  /** '' until the call is placed. */
  actualDateTime: string;
  callStatus: BridgeCallStatus;
  firstRecipientStatus: RecipientStatus;
  secondRecipientStatus: RecipientStatus;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Set when deleted; a deleted call answers 410. */
  deletedAt: number | null;
  /** Every callStatus the call went through, in order, with epoch ms. */
  history: Array<{ callStatus: BridgeCallStatus; at: number }>;
}

/** An accepted order-confirmation request. */
export interface SandboxOrder {
  phone: string;
  callFlowId: string;
  orderNumber: string;
  type: string;
  fields: Record<string, string>;
  at: number;
}

/** One webhook callback the dispatcher sent (or tried to). */
export interface WebhookDelivery {
  callId: string;
  action: 'GetDigits' | 'CDR';
  url: string;
  /** HTTP status the webhook answered, or 0 when it could not be reached. */
  status: number;
  error?: string;
  at: number;
}

/** An accepted dispatch request. */
export interface SandboxDispatch {
  callId: string;
  phone: string;
  number1: string;
  number2: string;
  webhook: string;
  disposition: 'Answered' | 'Failed';
  deliveries: WebhookDelivery[];
  at: number;
}

/** One request to the built-in webhook /__sandbox/webhook. */
export interface WebhookReceipt {
  method: string;
  query: Record<string, string>;
  at: number;
}

export interface Sandbox {
  /** e.g. 'http://127.0.0.1:43127'; all four service hosts are this one origin. */
  url: string;
  token: string;
  /** Every /api and /integration.php request, in arrival order (control endpoints excluded). */
  requests: RecordedRequest[];
  calls: Map<string, SandboxCall>;
  orders: SandboxOrder[];
  dispatches: SandboxDispatch[];
  /** Callbacks received by the built-in webhook at /__sandbox/webhook (for the demo). */
  webhookInbox: WebhookReceipt[];
  setFault(fault: Fault | null): void;
  /**
   * Changes the rate limit from now on (counters cleared); null goes back to the start-up one.
   * Over the limit: 429 with Retry-After (rate-limiter.ts).
   */
  setRateLimit(rate: { limit: number; windowMs: number } | null): void;
  /** Maintenance mode on (every service request answers 503, Retry-After when given) or off. */
  setMaintenance(maintenance: { retryAfter?: number } | null): void;
  /** The order_number of every accepted order-confirmation request, in arrival order. */
  orderNumbers(): string[];
  /**
   * Clears requests, calls, orders, dispatches, the webhook inbox, faults, maintenance and
   * rate-limit counters (the limit goes back to the start-up one).
   */
  reset(): void;
  /** Stops timers and closes every socket. */
  close(): Promise<void>;
}
