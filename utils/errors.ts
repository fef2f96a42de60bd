/**
 * The error shape that crosses contexts. It never carries the token or a request's headers.
 * `message` is English and complete, and is what English UIs show; other languages show the
 * translation for `code` (errors area of the dictionaries) and fall back to `message`. In the
 * lowest layer: the service client, every feature and every screen speak it.
 */
export type ErrorCode =
  | 'invalid-input' // a request failed validation before anything was sent
  | 'not-configured' // token or service URL missing
  | 'token-needed' // the stored token goes only to the saved addresses; these are not them
  | 'no-permission' // host permission for the service origin not granted
  | 'forbidden-sender' // a context asked for something it may not do
  | 'bad-message' // a message that failed its schema
  | 'duplicate-call' // the same customer is being called, or was a moment ago (`repeat` overrides)
  | 'calling-rule' // a calling rule of the team refused the call (`blocked` says which)
  | 'bad-request' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'method-not-allowed' // 405
  | 'not-acceptable' // 406
  | 'gone' // 410
  | 'teapot' // 418
  | 'rate-limited' // 429
  | 'server-error' // 500
  | 'maintenance' // 503
  | 'http-error' // any other non-2xx
  | 'timeout'
  | 'network'
  | 'redirected' // a 3xx: never followed, the token would go along
  | 'bad-response' // a response that is not the documented envelope
  | 'internal';

/**
 * The request may have left, and no usable answer came back: the service may or may not have
 * acted on it. Every surface says so the same way ("could not be reached … may have been
 * placed") and never re-sends on its own.
 */
const NO_ANSWER_CODES: ReadonlySet<ErrorCode> = new Set([
  'network',
  'timeout',
  'bad-response',
  'redirected',
]);

export function gotNoAnswer(error: Pick<ErrorInfo, 'code'>): boolean {
  return NO_ANSWER_CODES.has(error.code);
}

export interface ErrorInfo {
  code: ErrorCode;
  /** A complete English sentence a person understands. Never contains the token. */
  message: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's own words from the error body, when it gave any. */
  serviceMessage?: string;
  /** Seconds to wait, from Retry-After on 429/503. */
  retryAfterSeconds?: number;
  /** Per-field messages (request validation, or a 400's field errors), keyed by field name. */
  fields?: Record<string, string>;
  /**
   * 'duplicate-call': the call already under way, so a translation can say the same: its number
   * (+966 55 123 4567) and how many seconds ago it started, or ahead it is scheduled, or the
   * time earlier today it was handled.
   */
  duplicate?: {
    number: string;
    seconds: number;
    /**
     * 'today': not live, but handled earlier today (or booked for later today), at `clock`.
     * 'confirmed': the order (`order`) was sent for confirmation from this browser before, from
     * any surface (a bulk run, the popup, a call list), whenever that was.
     */
    when: 'ago' | 'ahead' | 'today' | 'confirmed';
    /** 'today': the earlier call's local time. */
    clock?: { hour: number; minute: number };
    /** 'confirmed': the order number. */
    order?: string;
  };
  /** 'calling-rule': the rule, what it said, and the number (+966 55 123 4567). */
  blocked?: BlockedBy & { number: string };
}

export type Reply<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/** Why a call was not placed: the rule, and what the refusal said (when it may ring, the count). */
export type BlockedBy =
  | { rule: 'do-not-call' }
  | { rule: 'attempts'; count: number; max: number }
  | { rule: 'hours'; nextAllowedAt: number | null };

/** Thrown by handlers for an error a person should see as is. */
export class HandledError extends Error {
  constructor(readonly info: ErrorInfo) {
    super(info.message);
    this.name = 'HandledError';
  }
}

/**
 * 'token-needed': the options page says it before asking (no permission prompt for a test that
 * cannot run), the background when asked; one sentence for both.
 */
export const TOKEN_NEEDED: ErrorInfo = {
  code: 'token-needed',
  message:
    'The stored token is sent only to the saved addresses. Type the token to test these addresses, or save them first.',
};
