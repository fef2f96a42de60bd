// Control endpoints under /__sandbox/ for the demo and for tests running in another process
// (Playwright). No auth: the sandbox listens on localhost only. Not recorded in `requests`.
import { queryOf, type Exchange } from './exchange';
import { faultProblem } from './faults';
import { maintenanceProblem, type Maintenance } from './maintenance';
import type { RateLimit } from './rate-limiter';
import { html, page } from './html';
import type { Fault, Sandbox } from './types';

export const CONTROL_PREFIX = '/__sandbox/';

export interface ControlState {
  fault: () => Fault | null;
  maintenance: () => Maintenance | null;
  rateLimit: () => RateLimit;
}

export function handleControl(
  exchange: Exchange,
  body: Buffer,
  sandbox: Sandbox,
  state: ControlState,
): void {
  const name = exchange.url.pathname.slice(CONTROL_PREFIX.length);
  // A webhook receiver on the sandbox itself, so the demo can dispatch without its own server.
  if (name === 'webhook') {
    sandbox.webhookInbox.push({
      method: exchange.method,
      query: queryOf(exchange.url),
      at: Date.now(),
    });
    if (sandbox.webhookInbox.length > 1_000) sandbox.webhookInbox.shift();
    return exchange.plainJson(200, { received: true });
  }
  const key = `${exchange.method} ${name}`;
  switch (key) {
    case 'GET requests':
      return exchange.plainJson(200, sandbox.requests);
    case 'GET calls':
      return exchange.plainJson(200, [...sandbox.calls.values()]);
    case 'GET orders':
      return exchange.plainJson(200, sandbox.orders);
    case 'GET dispatches':
      return exchange.plainJson(200, sandbox.dispatches);
    case 'GET webhooks':
      return exchange.plainJson(200, sandbox.webhookInbox);
    case 'GET order-numbers':
      return exchange.plainJson(200, sandbox.orderNumbers());
    case 'GET maintenance':
      return exchange.plainJson(200, state.maintenance());
    case 'POST maintenance': {
      const maintenance = jsonBody(body);
      const problem =
        maintenance === undefined ? 'The body must be JSON.' : maintenanceProblem(maintenance);
      if (problem) return exchange.plainJson(400, { error: problem });
      sandbox.setMaintenance(maintenance as Maintenance);
      return exchange.plainJson(200, { maintenance });
    }
    case 'DELETE maintenance':
      sandbox.setMaintenance(null);
      return exchange.plainJson(200, { maintenance: null });
    case 'GET rate-limit':
      return exchange.plainJson(200, state.rateLimit());
    case 'POST rate-limit': {
      const rate = jsonBody(body) as Partial<RateLimit> | undefined;
      const whole = (v: unknown) => Number.isInteger(v) && (v as number) >= 1;
      if (!rate || !whole(rate.limit) || !whole(rate.windowMs))
        return exchange.plainJson(400, {
          error: 'The body must be {"limit": N, "windowMs": N}, whole numbers of 1 or more.',
        });
      sandbox.setRateLimit({ limit: rate.limit!, windowMs: rate.windowMs! });
      return exchange.plainJson(200, state.rateLimit());
    }
    case 'DELETE rate-limit':
      sandbox.setRateLimit(null);
      return exchange.plainJson(200, state.rateLimit());
    case 'GET fault':
      return exchange.plainJson(200, state.fault());
    case 'POST fault': {
      const fault = jsonBody(body);
      if (fault === undefined)
        return exchange.plainJson(400, { error: 'The body must be a JSON Fault object.' });
      const problem = faultProblem(fault);
      if (problem) return exchange.plainJson(400, { error: problem });
      sandbox.setFault(fault as Fault);
      return exchange.plainJson(200, { fault });
    }
    case 'DELETE fault':
      sandbox.setFault(null);
      return exchange.plainJson(200, { fault: null });
    case 'POST reset':
      sandbox.reset();
      return exchange.plainJson(200, { reset: true });
    default:
      return exchange.plainJson(404, {
        error: 'Unknown control endpoint.',
        endpoints: [
          'GET /__sandbox/requests',
          'GET /__sandbox/calls',
          'GET /__sandbox/orders',
          'GET /__sandbox/dispatches',
          'GET /__sandbox/order-numbers',
          'GET, POST, DELETE /__sandbox/maintenance',
          'GET, POST, DELETE /__sandbox/rate-limit',
          'GET /__sandbox/webhooks',
          'GET /__sandbox/fault',
          'POST /__sandbox/fault',
          'DELETE /__sandbox/fault',
          'POST /__sandbox/reset',
          'any /__sandbox/webhook (a webhook receiver)',
        ],
      });
  }
}

/** A JSON body ('null' when empty), or undefined when it is not JSON. */
function jsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8') || 'null') as unknown;
  } catch {
    return undefined;
  }
}

/** GET / : what a person opening the base URL in a browser needs to know. */
export function indexPage(exchange: Exchange, baseUrl: string): void {
  const endpoints = [
    'POST /api/v1/order/confirmation',
    'POST /api/v1/call/bridge',
    'GET /api/v1/call/status?call_id=…&call_flow_id=…',
    'PUT /api/v1/call/bridge/{call_uuid}',
    'DELETE /api/v1/call/bridge/{call_uuid}',
    'POST /api/v1/call',
    'GET /integration.php?phone_number=…',
  ];
  exchange.html(
    200,
    page(
      'Sandbox Voice Call Service',
      html`<h1>Sandbox Voice Call Service</h1>
        <p>Use <code>${baseUrl}</code> for all four service URLs.</p>
        <ul>
          ${endpoints.map((endpoint) => html`<li><code>${endpoint}</code></li>`)}
        </ul>
        <p>
          Control: <a href="/__sandbox/requests">requests</a>, <a href="/__sandbox/calls">calls</a>,
          <a href="/__sandbox/orders">orders</a>, <a href="/__sandbox/dispatches">dispatches</a>.
        </p>`,
    ),
  );
}
