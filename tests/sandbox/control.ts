// Control endpoints under /__sandbox/ for the demo and for tests running in another process
// (Playwright). No auth: the sandbox listens on localhost only. Not recorded in `requests`.
import { queryOf, type Exchange } from './exchange';
import { faultProblem } from './faults';
import { html, page } from './html';
import type { Fault, Sandbox } from './types';

export const CONTROL_PREFIX = '/__sandbox/';

export function handleControl(
  exchange: Exchange,
  body: Buffer,
  sandbox: Sandbox,
  currentFault: () => Fault | null,
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
    case 'GET fault':
      return exchange.plainJson(200, currentFault());
    case 'POST fault': {
      let fault: unknown;
      try {
        fault = JSON.parse(body.toString('utf8') || 'null');
      } catch {
        return exchange.plainJson(400, { error: 'The body must be a JSON Fault object.' });
      }
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
