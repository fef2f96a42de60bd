/**
 * One HTTP exchange with the service, and the retry loop around it. Every request carries the
 * Bearer token, `Accept: application/json` and a timeout that covers the body too; every answer
 * is parsed against the envelope and the operation's data schema.
 */
import type { z } from 'zod';
import type { ErrorInfo } from '../errors';
import {
  ServiceError,
  badResponseError,
  networkError,
  parseRetryAfter,
  readErrorBody,
  redirectError,
  statusError,
  timeoutError,
} from './errors';
import { envelopeSchema } from './responses';
import { withoutSecret } from './secret-scan';

export interface HttpSettings {
  token: string;
  timeoutMs: number;
  fetch: typeof fetch;
  attempts: number;
  baseDelayMs: number;
  maxRetryAfterSeconds: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * 'create' places a call: retried only when the service said it did not process it (429, 503).
 * 'idempotent' (status, edit, delete): also retried after a network failure.
 */
export type RetryKind = 'create' | 'idempotent';

export interface Operation<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  form?: URLSearchParams;
  data: z.ZodType<T>;
  retry: RetryKind;
  /**
   * Creates only: the Idempotency-Key (IETF httpapi draft) of this create. The interface is
   * silent about it; a service that honours it answers a repeat of the same key with the first
   * answer instead of placing a second call. One key per operation, so the retries of `perform`
   * (429, 503) carry the same key, and a new create (a deliberate "Call again") gets a new one.
   */
  idempotencyKey?: string;
}

/** Outcome of one attempt: the error plus what the retry loop needs to decide. */
type Attempt<T> =
  { ok: true; value: T } | { ok: false; info: ErrorInfo; failure: 'status' | 'network' | 'other' };

/** Runs the operation with the retry rules of `op.retry`; resolves to the parsed data. */
export async function perform<T>(op: Operation<T>, http: HttpSettings): Promise<T> {
  const attempts = Math.max(1, http.attempts);
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(op, http);
    if (outcome.ok) return outcome.value;
    const { info } = outcome;
    const retryable =
      info.status === 429 ||
      info.status === 503 ||
      (op.retry === 'idempotent' && outcome.failure === 'network');
    if (!retryable || attempt >= attempts) throw new ServiceError(info);
    const wait = info.retryAfterSeconds;
    if (wait !== undefined && wait > http.maxRetryAfterSeconds) throw new ServiceError(info);
    await http.sleep(wait !== undefined ? wait * 1000 : backoff(attempt, http.baseDelayMs));
  }
}

/** Exponential backoff with jitter: base·2^(n-1), plus up to one base of randomness. */
function backoff(attempt: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** (attempt - 1) + Math.random() * baseDelayMs;
}

/** The raw answer of one request, or the timeout/network error that stopped it. */
export type Exchange =
  | { ok: true; status: number; headers: Headers; text: string }
  | { ok: false; info: ErrorInfo; failure: 'network' | 'other' };

/** The statuses fetch would follow (Fetch standard "redirect status"). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One request with the token, `Accept: application/json` and a timeout that covers the body. */
export async function exchange(
  request: {
    method: string;
    url: string;
    form?: URLSearchParams;
    creates: boolean;
    idempotencyKey?: string;
  },
  http: Pick<HttpSettings, 'token' | 'timeoutMs' | 'fetch'>,
): Promise<Exchange> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, http.timeoutMs);
  try {
    const response = await http.fetch(request.url, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${http.token}`,
        Accept: 'application/json',
        ...(request.idempotencyKey !== undefined && {
          'Idempotency-Key': idempotencyKeyHeader(request.idempotencyKey),
        }),
      },
      // URLSearchParams: fetch sends application/x-www-form-urlencoded;charset=UTF-8.
      body: request.form,
      signal: controller.signal,
      // Never follow: a redirect would re-send the token, names and numbers to an address the
      // person did not save. 'manual' (not 'error') so a redirect is told apart from a network
      // failure: browsers answer it as an 'opaqueredirect', Node's fetch as the 3xx itself.
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
    });
    if (response.type === 'opaqueredirect' || REDIRECT_STATUSES.has(response.status)) {
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, info: redirectError(request.creates), failure: 'other' };
    }
    const text = await response.text();
    return { ok: true, status: response.status, headers: response.headers, text };
  } catch {
    // The error's own text may name the URL and is never shown; the code says what happened.
    if (timedOut)
      return { ok: false, info: timeoutError(http.timeoutMs, request.creates), failure: 'other' };
    return { ok: false, info: networkError(request.creates), failure: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh key for one create: a random UUID, as the draft suggests. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The draft defines the field as a Structured Field string: the key in double quotes. */
function idempotencyKeyHeader(key: string): string {
  return `"${key}"`;
}

async function attemptOnce<T>(op: Operation<T>, http: HttpSettings): Promise<Attempt<T>> {
  const answer = await exchange({ ...op, creates: op.retry === 'create' }, http);
  if (!answer.ok) return answer;
  const { status, headers, text } = answer;
  if (status < 200 || status > 299) {
    const retryAfter = parseRetryAfter(headers.get('Retry-After'));
    return {
      ok: false,
      info: statusError(status, readErrorBody(text, http.token), retryAfter),
      failure: 'status',
    };
  }
  return parseSuccess(text, status, op, http.token);
}

function parseSuccess<T>(
  text: string,
  status: number,
  op: Operation<T>,
  token: string,
): Attempt<T> {
  const creates = op.retry === 'create';
  const bad = (problem: string, serviceMessage?: string): Attempt<T> => {
    const info = badResponseError(problem, creates, status);
    if (serviceMessage) info.serviceMessage = serviceMessage;
    return { ok: false, info, failure: 'other' };
  };
  if (!text.trim()) return bad('it was empty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return bad(/^\s*</.test(text) ? 'it was a web page, not JSON' : 'it was not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    const said = readErrorBody(text, token).serviceMessage;
    const failed =
      json && typeof json === 'object' && (json as { success?: unknown }).success === false;
    return bad(
      failed ? 'it said the request did not succeed' : 'it was not the expected envelope',
      said,
    );
  }
  const data = op.data.safeParse(envelope.data.data);
  if (!data.success) {
    const missing = data.error.issues.map((issue) => issue.path.join('.') || 'data').join(', ');
    return bad(`unexpected or missing ${missing}`);
  }
  // The service's words reach the popup and the page too ("Call in queue", names, statuses).
  return { ok: true, value: withoutSecret(data.data, token) };
}
