/**
 * "Test connection": one harmless authenticated request to each configured host; nothing is
 * ever created. The service checks the token before anything else, so an answer other than 401
 * proves both that the host is reachable and that the token was accepted:
 * - bridge: GET status of the nil UUID; 404 (no such call) or 400 = token accepted.
 * - order confirmation and dispatch: a GET on their POST-only endpoint; 405 (or 404) = token
 *   accepted. A POST would place a call, so it is never used here.
 * No retries: the person pressing the button wants the answer now.
 */
import type { ConnectionCheck } from '../messaging/protocol';
import type { ServiceError } from './errors';
import { parseRetryAfter, readErrorBody, statusError } from './errors';
import { endpoint, httpSettings, type ServiceClientConfig } from './client';
import { exchange } from './http';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface ConnectionCheckConfig {
  token: string;
  urls: { bridgeUrl: string; ecommerceUrl: string; dispatchUrl: string };
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Target {
  host: ConnectionCheck['host'];
  label: string;
  base: string;
  path: string;
  /** Statuses that prove the token was accepted at this path. */
  accepted: number[];
}

export async function checkConnection(config: ConnectionCheckConfig): Promise<ConnectionCheck[]> {
  const status = new URLSearchParams({ call_id: NIL_UUID, call_flow_id: 'connection-check' });
  const targets: Target[] = [
    {
      host: 'bridge',
      label: 'Bridge service',
      base: config.urls.bridgeUrl,
      path: `/api/v1/call/status?${status}`,
      accepted: [200, 400, 404],
    },
    {
      host: 'ecommerce',
      label: 'Order confirmation service',
      base: config.urls.ecommerceUrl,
      path: '/api/v1/order/confirmation',
      accepted: [404, 405],
    },
    {
      host: 'dispatch',
      label: 'Dispatch service',
      base: config.urls.dispatchUrl,
      path: '/api/v1/call',
      accepted: [404, 405],
    },
  ];
  const configured = targets.filter((target) => target.base.trim() !== '');
  return Promise.all(configured.map((target) => checkOne(target, config)));
}

async function checkOne(target: Target, config: ConnectionCheckConfig): Promise<ConnectionCheck> {
  const shownUrl = target.base.trim().replace(/\/+$/, '');
  const failed = (error: ServiceError['info']): ConnectionCheck => ({
    host: target.host,
    url: shownUrl,
    ok: false,
    message: `${target.label}: ${error.message}`,
    error,
  });
  let url: string;
  try {
    url = endpoint(target.base, target.label.replace(/ service$/, '').toLowerCase(), target.path);
  } catch (error) {
    return failed((error as ServiceError).info);
  }
  if (!config.token) {
    return failed({ code: 'not-configured', message: 'The API token is not set. Enter it above.' });
  }
  const http = httpSettings(config as ServiceClientConfig);
  const answer = await exchange({ method: 'GET', url, creates: false }, http);
  if (!answer.ok) return failed(answer.info);
  if (target.accepted.includes(answer.status)) {
    return {
      host: target.host,
      url: shownUrl,
      ok: true,
      message: `${target.label}: connected, and the token was accepted.`,
    };
  }
  if (answer.status < 400) {
    return failed({
      code: 'bad-response',
      status: answer.status,
      message: 'The address answered, but not like the Voice Call Service. Check the URL.',
    });
  }
  const retryAfter = parseRetryAfter(answer.headers.get('Retry-After'));
  return failed(statusError(answer.status, readErrorBody(answer.text, config.token), retryAfter));
}
