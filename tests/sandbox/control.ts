// Control endpoints under /__sandbox/ for the demo and for tests running in another process
// (Playwright). No auth: the sandbox listens on localhost only. Not recorded in `requests`.
import type { Exchange } from './exchange';
import { faultProblem } from './faults';
import type { Fault, Sandbox } from './types';

export const CONTROL_PREFIX = '/__sandbox/';

export function handleControl(
  exchange: Exchange,
  body: Buffer,
  sandbox: Sandbox,
  currentFault: () => Fault | null,
): void {
  const name = exchange.url.pathname.slice(CONTROL_PREFIX.length);
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
          'GET /__sandbox/fault',
          'POST /__sandbox/fault',
          'DELETE /__sandbox/fault',
          'POST /__sandbox/reset',
        ],
      });
  }
}
