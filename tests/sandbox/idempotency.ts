// Idempotency-Key on the three creates (order confirmation, bridge, dispatch), the way the IETF
// httpapi draft "The Idempotency-Key HTTP Header Field" describes it. The interface is silent
// about the header; a real service may honour it, and this one does:
// - a create with a key the service has not seen is handled normally, and its success answer is
//   kept under the key;
// - a repeat with the same key and the same payload gets that first answer again (with
//   `Idempotent-Replayed: true`) and creates nothing;
// - the same key with a different payload is 422;
// - a key that is not a Structured Field string (or a bare token) is 400.
// It runs after authentication, the rate limit, the method and field validation: a refused
// request is never kept, so the client's retry of a 429/503 with the same key is handled afresh.
import type { Exchange } from './exchange';
import {
  BRIDGE_FIELDS,
  DISPATCH_FIELDS,
  ORDER_FIELDS,
  validateFields,
  type FieldErrors,
  type FieldSpecs,
} from './validation';

const CREATES: Partial<Record<string, FieldSpecs>> = {
  order: ORDER_FIELDS,
  bridge: BRIDGE_FIELDS,
  dispatch: DISPATCH_FIELDS,
};

const MAX_KEY_LENGTH = 255;

interface Kept {
  fingerprint: string;
  status: number;
  body: string;
  headers: Record<string, string | number>;
}

export class IdempotencyKeys {
  private readonly kept = new Map<string, Kept>();

  /**
   * Answers a repeated or conflicting create and returns true; otherwise returns false and, when
   * the request carries a key, keeps the answer the endpoint is about to give.
   */
  answered(
    exchange: Exchange,
    endpoint: string,
    form: Record<string, string>,
    token: string,
  ): boolean {
    const specs = CREATES[endpoint];
    const header = exchange.req.headers['idempotency-key'];
    if (!specs || header === undefined) return false;
    // An invalid create is answered 400 by its endpoint and never kept.
    if (hasErrors(validateFields(form, specs))) return false;
    const key = parseKey(header);
    if (key === null) {
      exchange.error(
        400,
        `The Idempotency-Key header must be a quoted string of 1 to ${MAX_KEY_LENGTH} characters.`,
      );
      return true;
    }
    const scope = `${token}\n${exchange.method} ${exchange.url.pathname}\n${key}`;
    const fingerprint = fingerprintOf(form, specs);
    const kept = this.kept.get(scope);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        exchange.error(
          422,
          'This Idempotency-Key was already used for a different request; use a new key.',
        );
      } else {
        exchange.send(kept.status, kept.body, { ...kept.headers, 'Idempotent-Replayed': 'true' });
      }
      return true;
    }
    exchange.onSend((status, body, headers) => {
      if (status >= 200 && status <= 299)
        this.kept.set(scope, { fingerprint, status, body, headers });
    });
    return false;
  }

  reset(): void {
    this.kept.clear();
  }
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The key of an sf-string (`"…"`, with `\"` and `\\` escapes) or of a bare token; else null. */
export function parseKey(header: string | string[]): string | null {
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  let key: string;
  if (value.startsWith('"')) {
    const match = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
    if (!match) return null;
    key = (match[1] ?? '').replace(/\\(["\\])/g, '$1');
  } else {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value)) return null;
    key = value;
  }
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || /[^\x20-\x7e]/.test(key)) return null;
  return key;
}

/** What the service acts on: the known fields, an empty one counting as absent (see README). */
function fingerprintOf(form: Record<string, string>, specs: FieldSpecs): string {
  const fields = Object.keys(specs)
    .filter((field) => form[field] !== undefined && form[field] !== '')
    .sort()
    .map((field) => [field, form[field]]);
  return JSON.stringify(fields);
}
