// The /api/v1 endpoints and the order of their checks, as a service built on a common framework
// (Laravel, Express, Django, Spring) answers: the router resolves the path (404) and the method
// (405 with Allow) before any middleware runs; content negotiation (406) comes next, because the
// framework picks the handler's response format while choosing the handler (Spring MVC's
// `produces` match, Django REST framework's negotiation before authentication); then the auth
// middleware (401), the throttle (429), the handler's validation (400) and its lookups (unknown
// call 404, deleted call 410). So a GET to a POST-only path is 405 whatever the token: only a
// request the route accepts tells a client whether its token is good.
import type { BridgeCalls } from './bridge-calls';
import type { Dispatcher } from './dispatcher';
import type { IdempotencyKeys } from './idempotency';
import { acceptsJson, queryOf, type Exchange } from './exchange';
import type { RateLimiter } from './rate-limiter';
import type { RecordedRequest, SandboxCall, SandboxOrder } from './types';
import {
  BRIDGE_EDIT_FIELDS,
  BRIDGE_FIELDS,
  DISPATCH_FIELDS,
  ORDER_FIELDS,
  STATUS_FIELDS,
  uuidRule,
  validateFields,
  type FieldErrors,
} from './validation';

type Endpoint = 'order' | 'bridge' | 'status' | 'bridgeItem' | 'dispatch';

const ALLOW: Record<Endpoint, string[]> = {
  order: ['POST'],
  bridge: ['POST'],
  status: ['GET'],
  bridgeItem: ['PUT', 'DELETE'],
  dispatch: ['POST'],
};

const ONLY_SCHEDULED = 'Only a scheduled call can be changed.';

export interface ApiDeps {
  token: string;
  limiter: RateLimiter;
  bridge: BridgeCalls;
  dispatcher: Dispatcher;
  orders: SandboxOrder[];
  idempotency: IdempotencyKeys;
}

/** Which endpoint a path names, with the {call_uuid} segment of 4.4/4.5; null when none. */
export function routeOf(pathname: string): { endpoint: Endpoint; callUuid?: string } | null {
  switch (pathname) {
    case '/api/v1/order/confirmation':
      return { endpoint: 'order' };
    case '/api/v1/call/bridge':
      return { endpoint: 'bridge' };
    case '/api/v1/call/status':
      return { endpoint: 'status' };
    case '/api/v1/call':
      return { endpoint: 'dispatch' };
  }
  const item = /^\/api\/v1\/call\/bridge\/([^/]+)$/.exec(pathname);
  if (item?.[1]) return { endpoint: 'bridgeItem', callUuid: safeDecode(item[1]) };
  return null;
}

export function handleApi(
  exchange: Exchange,
  authorization: RecordedRequest['authorization'],
  form: Record<string, string>,
  deps: ApiDeps,
): void {
  const route = routeOf(exchange.url.pathname);
  if (!route) return exchange.error(404, 'Not found; no endpoint at this path.');
  const allow = ALLOW[route.endpoint];
  if (!allow.includes(exchange.method))
    return exchange.error(
      405,
      `Method ${exchange.method} is not allowed here; use ${allow.join(' or ')}.`,
      {
        headers: { Allow: allow.join(', ') },
      },
    );
  if (!acceptsJson(exchange.req.headers.accept))
    return exchange.error(406, 'Not acceptable; only application/json responses are available.');
  if (authorization !== 'valid') {
    const missing = authorization === 'missing';
    return exchange.error(
      401,
      missing
        ? 'Unauthenticated; the Authorization header is missing.'
        : 'Unauthenticated; the access token is invalid.',
      {
        headers: {
          'WWW-Authenticate': missing
            ? 'Bearer realm="sandbox"'
            : 'Bearer realm="sandbox", error="invalid_token"',
        },
      },
    );
  }
  const wait = deps.limiter.take(deps.token);
  if (wait > 0)
    return exchange.error(429, `Too many requests; retry after ${wait} seconds.`, {
      headers: { 'Retry-After': wait },
    });
  if (deps.idempotency.answered(exchange, route.endpoint, form, deps.token)) return;

  switch (route.endpoint) {
    case 'order':
      return order(exchange, form, deps);
    case 'bridge':
      return createBridge(exchange, form, deps);
    case 'status':
      return status(exchange, deps);
    case 'bridgeItem':
      return changeBridge(exchange, route.callUuid ?? '', form, deps);
    case 'dispatch':
      return dispatch(exchange, form, deps);
  }
}

function invalid(exchange: Exchange, errors: FieldErrors): boolean {
  if (Object.keys(errors).length === 0) return false;
  exchange.error(400, 'The given data was invalid.', { errors });
  return true;
}

function order(exchange: Exchange, form: Record<string, string>, deps: ApiDeps): void {
  if (invalid(exchange, validateFields(form, ORDER_FIELDS))) return;
  deps.orders.push({
    phone: form.phone ?? '',
    callFlowId: form.call_flow_id ?? '',
    orderNumber: form.order_number ?? '',
    type: form.type || 'order_number',
    fields: { ...form },
    at: Date.now(),
  });
  exchange.ok({ message: 'Call in queue' });
}

function createBridge(exchange: Exchange, form: Record<string, string>, deps: ApiDeps): void {
  if (invalid(exchange, validateFields(form, BRIDGE_FIELDS))) return;
  const call = deps.bridge.create(form);
  exchange.ok({ call_id: call.id });
}

function status(exchange: Exchange, deps: ApiDeps): void {
  const query = queryOf(exchange.url);
  if (invalid(exchange, validateFields(query, STATUS_FIELDS))) return;
  const call = findCall(exchange, query.call_id ?? '', deps);
  if (!call) return;
  if (call.callFlowId !== query.call_flow_id)
    return exchange.error(404, 'Call not found for this call_flow_id.');
  exchange.ok({ callStatus: deps.bridge.statusRecord(call) });
}

function changeBridge(
  exchange: Exchange,
  callUuid: string,
  form: Record<string, string>,
  deps: ApiDeps,
): void {
  const uuidProblem = uuidRule(callUuid, 'call_uuid');
  if (uuidProblem) return void invalid(exchange, { call_uuid: [uuidProblem] });
  if (exchange.method === 'PUT' && invalid(exchange, validateFields(form, BRIDGE_EDIT_FIELDS)))
    return;
  const call = findCall(exchange, callUuid, deps);
  if (!call) return;
  if (call.callStatus !== 'scheduled') return exchange.error(400, ONLY_SCHEDULED);
  if (exchange.method === 'PUT') {
    deps.bridge.edit(call, form);
    exchange.ok({ message: 'Call updated successfully' });
  } else {
    deps.bridge.remove(call);
    exchange.ok({ message: 'Call deleted successfully' });
  }
}

/** The call, or null after answering 404 (never existed) or 410 (deleted). */
function findCall(exchange: Exchange, id: string, deps: ApiDeps): SandboxCall | null {
  const call = deps.bridge.calls.get(id.toLowerCase());
  if (!call) {
    exchange.error(404, 'Call not found.');
    return null;
  }
  if (call.deletedAt !== null) {
    exchange.error(410, 'Gone; this call was deleted.');
    return null;
  }
  return call;
}

function dispatch(exchange: Exchange, form: Record<string, string>, deps: ApiDeps): void {
  if (invalid(exchange, validateFields(form, DISPATCH_FIELDS))) return;
  const sent = deps.dispatcher.dispatch(form);
  exchange.ok({ message: 'Call Sent', callId: sent.callId });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
