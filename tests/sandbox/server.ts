// The sandbox Voice Call Service: a real HTTP server implementing the interface of
// docs/voice-call-service.md on one origin (all four hosts). Started by tests (startSandbox) and
// by `npm run sandbox` (cli.ts). Choices where the interface is silent are written down in README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api';
import { BridgeCalls } from './bridge-calls';
import { BrowserPhone } from './browser-phone';
import { zoneClock } from './clock';
import { CONTROL_PREFIX, handleControl, indexPage } from './control';
import { Dispatcher } from './dispatcher';
import { authorizationOf, BodyTooLarge, Exchange, parseForm, queryOf, readBody } from './exchange';
import { applyFault, FaultSwitch } from './faults';
import { IdempotencyKeys } from './idempotency';
import { answerMaintenance, type Maintenance } from './maintenance';
import { RateLimiter } from './rate-limiter';
import type {
  RecordedRequest,
  Sandbox,
  SandboxOptions,
  SandboxOrder,
  WebhookReceipt,
} from './types';

export type * from './types';

const MAX_RECORDED = 10_000;

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const token = options.token ?? 'sandbox-token';
  const clock = zoneClock(options.timeZone ?? 'Asia/Riyadh');
  const quiet = options.quiet ?? true;
  const log = (line: string) => {
    if (!quiet) console.log(`[sandbox] ${line}`);
  };
  const limiter = new RateLimiter(
    options.rateLimit?.limit ?? 120,
    options.rateLimit?.windowMs ?? 60_000,
  );
  const bridge = new BridgeCalls(
    {
      placeAfterMs: options.timing?.placeAfterMs ?? 800,
      answerAfterMs: options.timing?.answerAfterMs ?? 800,
      endAfterMs: options.timing?.endAfterMs ?? 1000,
    },
    clock,
    options.callerId ?? '966920000000',
  );
  const dispatcher = new Dispatcher(
    {
      digitsAfterMs: options.dispatchTiming?.digitsAfterMs ?? 300,
      cdrAfterMs: options.dispatchTiming?.cdrAfterMs ?? 600,
    },
    log,
  );
  const faults = new FaultSwitch();
  let maintenance: Maintenance | null = null;
  const idempotency = new IdempotencyKeys();
  const phone = new BrowserPhone();
  const requests: RecordedRequest[] = [];
  const orders: SandboxOrder[] = [];
  const webhookInbox: WebhookReceipt[] = [];
  const sleeping = new Map<NodeJS.Timeout, () => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeping.delete(timer);
        resolve();
      }, ms);
      sleeping.set(timer, resolve);
    });

  const onAnswered = (exchange: Exchange, status: number) =>
    log(
      `${exchange.method} ${exchange.url.pathname} ${status} ${Date.now() - exchange.startedAt}ms`,
    );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseTarget(req.url);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const recordable = path.startsWith('/api/') || path === '/integration.php';
    const authorization = authorizationOf(req.headers.authorization, token);
    const record: RecordedRequest | null = recordable
      ? {
          method,
          path,
          query: queryOf(url),
          form: {},
          authorization,
          ...(req.headers.accept !== undefined && { accept: req.headers.accept }),
          ...(req.headers['content-type'] !== undefined && {
            contentType: req.headers['content-type'],
          }),
          ...(req.headers['idempotency-key'] !== undefined && {
            idempotencyKey: String(req.headers['idempotency-key']),
          }),
          status: 0,
          at: Date.now(),
        }
      : null;
    if (record) {
      requests.push(record);
      // A long demo session must not grow without bound; tests never come near this.
      if (requests.length > MAX_RECORDED) requests.splice(0, requests.length - MAX_RECORDED);
    }
    const exchange = new Exchange(req, res, url, record, onAnswered);

    let body: Buffer = Buffer.alloc(0);
    try {
      if (method !== 'GET' && method !== 'HEAD') body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return exchange.error(413, 'Request body too large; the limit is 64 kB.', {
          headers: { Connection: 'close' },
        });
      // The client went away mid-body (or sent a broken one): nothing to handle.
      return exchange.error(400, 'The request body could not be read.', {
        headers: { Connection: 'close' },
      });
    }
    if (path === '/' && method === 'GET') return indexPage(exchange, sandbox.url);
    if (path.startsWith(CONTROL_PREFIX))
      return handleControl(exchange, body, sandbox, {
        fault: () => faults.current(),
        maintenance: () => maintenance,
        rateLimit: () => limiter.current(),
      });

    const form = await parseForm(req.headers['content-type'], body);
    if (form === null)
      return exchange.error(400, 'The request body could not be read as form fields.');
    if (record) record.form = form;

    const fault = faults.take(method, path);
    if (fault && (await applyFault(exchange, fault, sleep))) return;
    if (closing) return;
    if (maintenance) return answerMaintenance(exchange, maintenance);

    if (path === '/integration.php') return phone.integration(exchange);
    if (path === '/login.php') return phone.login(exchange, form);
    return handleApi(exchange, authorization, form, {
      token,
      limiter,
      bridge,
      dispatcher,
      orders,
      idempotency,
    });
  }

  let closing = false;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[sandbox] request failed:', error);
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ status: 500, success: false, message: 'Internal server error.' }));
      }
    });
  });
  // Bounded requests: slow or endless clients are cut off instead of holding the server.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.maxHeadersCount = 100;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const sandbox: Sandbox = {
    url: `http://${host}:${address.port}`,
    token,
    requests,
    calls: bridge.calls,
    orders,
    dispatches: dispatcher.dispatches,
    webhookInbox,
    setFault: (fault) => faults.set(fault),
    setRateLimit: (rate) => limiter.configure(rate),
    setMaintenance(next) {
      maintenance = next ? { ...next } : null;
    },
    orderNumbers: () => orders.map((order) => order.orderNumber),
    reset() {
      maintenance = null;
      limiter.configure(null);
      requests.length = 0;
      orders.length = 0;
      webhookInbox.length = 0;
      bridge.reset();
      dispatcher.reset();
      faults.set(null);
      idempotency.reset();
    },
    async close() {
      closing = true;
      bridge.close();
      dispatcher.close();
      for (const [timer, wake] of sleeping) {
        clearTimeout(timer);
        wake();
      }
      sleeping.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
  return sandbox;
}

/** The request target as a URL; the host part is irrelevant (one origin serves everything). */
function parseTarget(target: string | undefined): URL {
  const base = 'http://sandbox.invalid';
  try {
    if (target && /^https?:\/\//i.test(target)) {
      const absolute = new URL(target);
      return new URL(base + absolute.pathname + absolute.search);
    }
    return new URL(base + (target?.startsWith('/') ? target : `/${target ?? ''}`));
  } catch {
    return new URL(`${base}/`);
  }
}
