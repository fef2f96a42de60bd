// Fault injection: one switch, set from tests (setFault) or over HTTP (POST /__sandbox/fault).
// A fault is checked right after a request is recorded, before any other check, so a test can
// make any endpoint answer any status, slowly, or with a broken body.
import type { Exchange } from './exchange';
import type { Fault } from './types';

const MALFORMED = ['not-json', 'wrong-envelope', 'html', 'empty'] as const;

/** Checks a fault that arrived as JSON from another process; returns an error message or null. */
export function faultProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'A fault must be a JSON object.';
  const fault = value as Record<string, unknown>;
  const isCount = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);
  if (
    fault.status !== undefined &&
    !(
      Number.isInteger(fault.status) &&
      (fault.status as number) >= 200 &&
      (fault.status as number) <= 599
    )
  )
    return 'status must be an HTTP status code (200-599).';
  if (!isCount(fault.delayMs)) return 'delayMs must be a whole number of milliseconds.';
  if (!isCount(fault.retryAfter)) return 'retryAfter must be a whole number of seconds.';
  if (!isCount(fault.times)) return 'times must be a whole number.';
  if (fault.malformed !== undefined && !MALFORMED.includes(fault.malformed as never))
    return `malformed must be one of ${MALFORMED.join(', ')}.`;
  for (const key of ['body', 'path', 'method'] as const)
    if (fault[key] !== undefined && typeof fault[key] !== 'string')
      return `${key} must be a string.`;
  return null;
}

export class FaultSwitch {
  private fault: Fault | null = null;
  private remaining = Infinity;

  set(fault: Fault | null): void {
    this.fault = fault ? { ...fault } : null;
    this.remaining = fault?.times ?? Infinity;
    if (this.remaining <= 0) this.fault = null;
  }

  current(): Fault | null {
    return this.fault;
  }

  /** The fault for this request, if any, counting it against `times`. */
  take(method: string, path: string): Fault | null {
    const fault = this.fault;
    if (!fault) return null;
    if (fault.path !== undefined ? !path.startsWith(fault.path) : !path.startsWith('/api/'))
      return null;
    if (fault.method !== undefined && fault.method.toUpperCase() !== method.toUpperCase())
      return null;
    this.remaining -= 1;
    if (this.remaining <= 0) this.fault = null;
    return fault;
  }
}

/**
 * Applies `fault` to the exchange. Returns true when the fault answered the request; false when
 * it only delayed it and normal handling should continue.
 */
export async function applyFault(
  exchange: Exchange,
  fault: Fault,
  sleep: (ms: number) => Promise<void>,
): Promise<boolean> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.status !== undefined) {
    const headers: Record<string, string | number> = {};
    if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
    if (fault.body !== undefined) {
      exchange.send(fault.status, fault.body, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...headers,
      });
    } else {
      exchange.error(fault.status, faultMessage(fault.status), { headers });
    }
    return true;
  }
  switch (fault.malformed) {
    case 'not-json':
      exchange.send(200, '{"status":200,"success":tru', { 'Content-Type': 'application/json' });
      return true;
    case 'wrong-envelope':
      exchange.send(200, JSON.stringify({ ok: true, result: { message: 'Call in queue' } }), {
        'Content-Type': 'application/json',
      });
      return true;
    case 'html':
      exchange.send(200, '<!doctype html><html><body><h1>Gateway</h1></body></html>', {
        'Content-Type': 'text/html; charset=utf-8',
      });
      return true;
    case 'empty':
      exchange.send(200, '', { 'Content-Type': 'application/json' });
      return true;
    default:
      return false;
  }
}

/** Words close to section 7's meanings, so the client shows something a person understands. */
function faultMessage(status: number): string {
  const messages: Record<number, string> = {
    400: 'Bad request.',
    401: 'Unauthenticated.',
    403: 'Forbidden; the resource is restricted.',
    404: 'Not found.',
    405: 'Method not allowed for the resource.',
    406: 'Not acceptable; only JSON is returned.',
    410: 'Gone; the resource was removed.',
    418: "I'm a teapot.",
    429: 'Too many requests; slow down.',
    500: 'Internal server error; try again later.',
    503: 'Service unavailable because of maintenance; try again later.',
  };
  return messages[status] ?? `Injected fault ${status}.`;
}
