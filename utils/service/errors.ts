/**
 * Turning what went wrong into an ErrorInfo a person understands: section-7 statuses, the
 * service's own words from an (unspecified) error body, Retry-After, timeouts and network
 * failures. Nothing here ever copies the token or request headers into a message.
 */
import type { ErrorCode, ErrorInfo } from '../errors';
import { WIRE_TO_FIELD } from './requests';
import { mentionsSecret } from './secret-scan';

/** Thrown by the client; the background router forwards `.info` as is. */
export class ServiceError extends Error {
  constructor(readonly info: ErrorInfo) {
    super(info.message);
    this.name = 'ServiceError';
  }
}

const STATUS_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad-request', message: 'The service refused the request as invalid.' },
  401: {
    code: 'unauthorized',
    message: 'The service rejected the API token. Open Settings to check it.',
  },
  403: { code: 'forbidden', message: 'The service refused access: this token may not use it.' },
  404: {
    code: 'not-found',
    message: 'The service could not find this. Check the service URL in Settings.',
  },
  405: {
    code: 'method-not-allowed',
    message:
      'The service does not accept this request at this address. Check the service URL in Settings.',
  },
  406: { code: 'not-acceptable', message: 'The service refused to answer in JSON.' },
  410: { code: 'gone', message: 'This no longer exists on the service: it was removed.' },
  418: { code: 'teapot', message: 'The service answered "I\'m a teapot" (418) and did nothing.' },
  500: { code: 'server-error', message: 'The service had an internal error. Try again later.' },
  503: { code: 'maintenance', message: 'The service is down for maintenance. Try again later.' },
};

export interface ErrorBody {
  serviceMessage?: string;
  fields?: Record<string, string>;
}

/** The info for an HTTP error status; `body` is what `readErrorBody` found. */
export function statusError(
  status: number,
  body: ErrorBody,
  retryAfterSeconds: number | undefined,
): ErrorInfo {
  const known = STATUS_ERRORS[status];
  const info: ErrorInfo = known
    ? { code: known.code, message: known.message, status }
    : {
        code: 'http-error',
        message: `The service answered with an unexpected error (HTTP ${status}).`,
        status,
      };
  if (status === 429) {
    info.code = 'rate-limited';
    info.message =
      retryAfterSeconds !== undefined
        ? `Too many requests — try again in ${retryAfterSeconds} seconds.`
        : 'Too many requests — wait a little and try again.';
  }
  if (status === 400 && body.fields && Object.keys(body.fields).length > 0) {
    info.message = `The service refused the request: ${Object.values(body.fields).join(' ')}`;
  }
  if (retryAfterSeconds !== undefined && (status === 429 || status === 503)) {
    info.retryAfterSeconds = retryAfterSeconds;
  }
  if (body.serviceMessage) info.serviceMessage = body.serviceMessage;
  if (body.fields && Object.keys(body.fields).length > 0) info.fields = body.fields;
  return info;
}

const MAX_SERVICE_TEXT = 200;

/**
 * The service's own words from an error body: JSON `message`, `error` (a string or an object
 * with `message`) and `errors` (Laravel-style `{ field: [..] }` or a list), or a short text/HTML
 * body with the markup stripped. Field names are mapped back to the request's camelCase names.
 * `secret` (the token) is cut out of anything the service echoes back.
 */
export function readErrorBody(text: string, secret: string): ErrorBody {
  const result: ErrorBody = {};
  const clean = (value: unknown) => cleanText(value, secret);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const plain = clean(text);
    if (plain) result.serviceMessage = plain;
    return result;
  }
  if (!json || typeof json !== 'object') {
    const plain = clean(typeof json === 'string' ? json : '');
    if (plain) result.serviceMessage = plain;
    return result;
  }
  const body = json as Record<string, unknown>;
  const nestedError =
    body.error && typeof body.error === 'object'
      ? (body.error as Record<string, unknown>).message
      : body.error;
  const data =
    body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  const serviceMessage = clean(body.message) || clean(nestedError) || clean(data.message);
  if (serviceMessage) result.serviceMessage = serviceMessage;
  const fields = fieldErrors(body.errors ?? data.errors, clean);
  if (fields) result.fields = fields;
  return result;
}

function fieldErrors(
  errors: unknown,
  clean: (value: unknown) => string,
): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const fields: Record<string, string> = {};
  for (const [wire, value] of Object.entries(errors as Record<string, unknown>).slice(0, 20)) {
    const first = Array.isArray(value) ? value[0] : value;
    const text = clean(first);
    if (!text) continue;
    const key = WIRE_TO_FIELD[wire] ?? clean(wire).slice(0, 50);
    if (key) fields[key] = text;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Plain, short, single-line text; markup and the secret removed. Non-strings read as ''. The
 * token as sent becomes "[token]"; any other form of it (another case, split by markup or
 * invisible characters, encoded) makes the whole text '' — the service's words are dropped.
 */
export function cleanText(value: unknown, secret: string): string {
  if (typeof value !== 'string') return '';
  if (secret && mentionsSecret(value.split(secret).join('[token]'), secret)) return '';
  let text = value
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (secret) text = text.split(secret).join('[token]');
  if (text.length > MAX_SERVICE_TEXT) text = `${text.slice(0, MAX_SERVICE_TEXT - 1).trimEnd()}…`;
  return text;
}

/** Retry-After as whole seconds from now: delta-seconds or an HTTP-date; undefined if absent/odd. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (!/^[A-Za-z]{3},/.test(value)) return undefined; // an HTTP-date starts with the day: "Wed,"
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** A call-creating request whose outcome is unknown: say so, so nobody simply clicks again. */
const MAYBE_PLACED = ' The call may still have been placed: check before trying again.';

export function timeoutError(timeoutMs: number, creates: boolean): ErrorInfo {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return {
    code: 'timeout',
    message: `The service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.${creates ? MAYBE_PLACED : ' Try again.'}`,
  };
}

export function networkError(creates: boolean): ErrorInfo {
  return {
    code: 'network',
    message: `The service could not be reached. Check your connection and the service URL in Settings.${creates ? MAYBE_PLACED : ''}`,
  };
}

/** A 303 after a POST may come after the work was done, so a create cannot rule the call out. */
export function redirectError(creates: boolean): ErrorInfo {
  return {
    code: 'redirected',
    message: `The service answered with a redirect to another address; Dialbridge does not follow redirects with your token. Check the service URL in Settings.${creates ? MAYBE_PLACED : ''}`,
  };
}

export function badResponseError(problem: string, creates: boolean, status?: number): ErrorInfo {
  const info: ErrorInfo = {
    code: 'bad-response',
    message: `The service's answer could not be read (${problem}).${creates ? MAYBE_PLACED : ''}`,
  };
  if (status !== undefined) info.status = status;
  return info;
}

export function invalidInputError(fields: Record<string, string>): ErrorInfo {
  return { code: 'invalid-input', message: Object.values(fields).join(' '), fields };
}

export function notConfiguredError(host: string): ErrorInfo {
  return {
    code: 'not-configured',
    message: `The ${host} service URL is not set or is not a valid address. Open Settings to add it.`,
  };
}
