/**
 * "Test connection": says "token accepted" only on evidence a wrong token cannot produce.
 *
 * The interface says a wrong credential is answered 401, and nothing about the order in which a
 * service checks path, method and token. A service built on a common framework resolves the
 * route and the method first (404, 405 whatever the token), so one request cannot tell a good
 * token from a bad one. Each host gets the same harmless request twice, at once: with a decoy
 * token (random, the same shape as ours, never ours) and with ours. Then:
 * - decoy 401, ours an answer that route gives to a good token → accepted: the service checks
 *   tokens there and ours passed;
 * - ours 401 or 403 → rejected;
 * - ours 429 or 5xx, or no answer → that error (rate-limited, maintenance, unreachable…);
 * - anything else (both 404, both 405, both 200, a web page…) → reachable, token not verified,
 *   with the reason (UnverifiedReason).
 * The requests, none of which can place a call:
 * - bridge: GET status of the nil UUID (a read). A good token gets 404 (no such call), or
 *   200/400/410/422.
 * - order confirmation and dispatch have no read, and a GET on their POST-only path is 405 before
 *   any token check. They get a POST with an EMPTY form: no phone, no order, nothing a service
 *   could dial; the interface makes phone required, so the service must refuse it. A good token
 *   gets 400 (422 in Laravel's default); 404 or 405 there means a wrong path.
 * Limit: on a service that authenticates before it routes, a wrong bridge path answers 404 to a
 * good token, like the nil UUID's "no such call"; the bridge line then says accepted, which is
 * true of the token (the other two lines still catch a wrong path on that service).
 * No retries: the person pressing the button wants the answer now.
 */
import type { ErrorInfo } from '../errors';
import type { ServiceError } from './errors';
import { parseRetryAfter, readErrorBody, statusError } from './errors';
import { endpoint, httpSettings, type ServiceClientConfig } from './client';
import { exchange, type Exchange } from './http';

export interface ConnectionCheck {
  host: 'bridge' | 'ecommerce' | 'dispatch' | 'webrtc';
  url: string;
  /**
   * accepted: a wrong token was refused (401) where ours was taken — the only proof there is.
   * rejected: ours was answered 401 or 403 (`error`). unverified: the host answered, but not in
   * a way that tells a good token from a bad one (`unverified`). failed: no usable answer
   * (`error`: unreachable, timeout, maintenance…). reachable: the browser phone answered; its
   * link takes no token, so there is none to accept or reject.
   */
  outcome: 'accepted' | 'rejected' | 'unverified' | 'failed' | 'reachable';
  /** English sentence; UIs translate by `error.code` or `unverified.reason`. */
  message: string;
  error?: ErrorInfo;
  unverified?: { reason: UnverifiedReason; status: number; request: string };
}

/**
 * not-found / method-not-allowed: 404 / 405 with our token to a request the service must take
 * (a wrong URL); no-token-check: a wrong token got the same success; unexpected: any other
 * answer; incomplete: the wrong-token request got no answer.
 */
export type UnverifiedReason =
  'not-found' | 'method-not-allowed' | 'no-token-check' | 'unexpected' | 'incomplete';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface ConnectionCheckConfig {
  token: string;
  urls: { bridgeUrl: string; ecommerceUrl: string; dispatchUrl: string };
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Probe {
  host: ConnectionCheck['host'];
  label: string;
  base: string;
  method: 'GET' | 'POST';
  path: string;
  /** What this route answers a good token; any other answer proves nothing about the path. */
  goodTokenAnswers: number[];
}

export async function checkConnection(config: ConnectionCheckConfig): Promise<ConnectionCheck[]> {
  const status = new URLSearchParams({ call_id: NIL_UUID, call_flow_id: 'connection-check' });
  const probes: Probe[] = [
    {
      host: 'bridge',
      label: 'Bridge service',
      base: config.urls.bridgeUrl,
      method: 'GET',
      path: `/api/v1/call/status?${status}`,
      goodTokenAnswers: [200, 400, 404, 410, 422],
    },
    {
      host: 'ecommerce',
      label: 'Order confirmation service',
      base: config.urls.ecommerceUrl,
      method: 'POST',
      path: '/api/v1/order/confirmation',
      goodTokenAnswers: [400, 422],
    },
    {
      host: 'dispatch',
      label: 'Dispatch service',
      base: config.urls.dispatchUrl,
      method: 'POST',
      path: '/api/v1/call',
      goodTokenAnswers: [400, 422],
    },
  ];
  const configured = probes.filter((probe) => probe.base.trim() !== '');
  return Promise.all(configured.map((probe) => checkOne(probe, config)));
}

async function checkOne(probe: Probe, config: ConnectionCheckConfig): Promise<ConnectionCheck> {
  const shownUrl = probe.base.trim().replace(/\/+$/, '');
  const result = (
    outcome: ConnectionCheck['outcome'],
    message: string,
    extra: Pick<ConnectionCheck, 'error' | 'unverified'> = {},
  ): ConnectionCheck => ({
    host: probe.host,
    url: shownUrl,
    outcome,
    message: `${probe.label}: ${message}`,
    ...extra,
  });
  const failed = (error: ServiceError['info'], outcome: 'failed' | 'rejected' = 'failed') =>
    result(outcome, error.message, { error });

  let url: string;
  try {
    url = endpoint(probe.base, probe.label.replace(/ service$/, '').toLowerCase(), probe.path);
  } catch (error) {
    return failed((error as ServiceError).info);
  }
  if (!config.token) {
    return failed({ code: 'not-configured', message: 'The API token is not set. Enter it above.' });
  }
  const http = httpSettings(config as ServiceClientConfig);
  // An empty form: URLSearchParams with no fields (see the header: nothing to dial).
  const send = (token: string) =>
    exchange(
      {
        method: probe.method,
        url,
        creates: false,
        ...(probe.method === 'POST' && { form: new URLSearchParams() }),
      },
      { ...http, token },
    );
  const [decoy, ours] = await Promise.all([send(decoyToken(config.token)), send(config.token)]);

  if (!ours.ok) return failed(ours.info);
  const retryAfter = parseRetryAfter(ours.headers.get('Retry-After'));
  const ourError = () =>
    statusError(ours.status, readErrorBody(ours.text, config.token), retryAfter);
  if (ours.status === 401 || ours.status === 403) return failed(ourError(), 'rejected');
  if (ours.status === 429 || ours.status >= 500) return failed(ourError());
  if (decoy.ok && decoy.status === 401 && probe.goodTokenAnswers.includes(ours.status)) {
    return result('accepted', 'connected, and the token was accepted.');
  }
  const reason = unverifiedReason(decoy, ours.status);
  const request = `${probe.method} ${probe.path.split('?')[0]}`;
  return result(
    'unverified',
    `reachable, but the token was not verified: ${REASONS[reason](ours.status, request)}`,
    { unverified: { reason, status: ours.status, request } },
  );
}

/** Why the two answers do not tell a good token from a bad one. */
function unverifiedReason(decoy: Exchange, ourStatus: number): UnverifiedReason {
  if (ourStatus === 404) return 'not-found';
  if (ourStatus === 405) return 'method-not-allowed';
  if (!decoy.ok) return 'incomplete';
  if (decoy.status === ourStatus && ourStatus < 400) return 'no-token-check';
  return 'unexpected';
}

const REASONS: Record<UnverifiedReason, (status: number, request: string) => string> = {
  'not-found': (_status, request) =>
    `this address answered 404 to ${request}, a path the service must have. Check the URL.`,
  'method-not-allowed': (_status, request) =>
    `this address answered 405 to ${request}, a request the service must take. Check the URL.`,
  'no-token-check': (status) =>
    `it answered HTTP ${status} to a wrong token too, so it does not check tokens there. It may not be the Voice Call Service; check the URL.`,
  unexpected: (status) =>
    `it answered HTTP ${status}, which does not show whether the token is good.`,
  incomplete: () => 'the comparison request with a wrong token got no answer. Try again.',
};

const CLASSES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * A token that is certainly not `token` but looks like it: each letter or digit replaced by a
 * random one of its kind, everything else kept. A service that only checks a token's shape then
 * treats both alike (and is not mistaken for one that checks tokens).
 */
export function decoyToken(token: string): string {
  if (!/[0-9a-z]/i.test(token)) return `${token}${randomFrom(CLASSES[0] ?? '', 16)}`;
  for (;;) {
    const decoy = [...token]
      .map((char) => {
        const kind = CLASSES.find((set) => set.includes(char));
        return kind ? randomFrom(kind, 1) : char;
      })
      .join('');
    if (decoy !== token) return decoy;
  }
}

function randomFrom(alphabet: string, length: number): string {
  const picks = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(picks, (pick) => alphabet[pick % alphabet.length]).join('');
}
