// "Test connection" over real HTTP: against the sandbox (a service that routes before it
// authenticates, as common frameworks do) and against tiny servers that answer every request
// the same way. "Accepted" must never come from a wrong token or a wrong path, and nothing is
// ever created.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkConnection, NIL_UUID } from '../../../utils/service';
import { decoyToken } from '../../../utils/service/connection';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TOKEN, closedPortUrl } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const allAt = (url: string) => ({ bridgeUrl: url, ecommerceUrl: url, dispatchUrl: url });
const outcomes = (checks: { host: string; outcome: string }[]) =>
  checks.map((check) => [check.host, check.outcome]);
const createdNothing = (service: Sandbox) =>
  expect(service.calls.size + service.orders.length + service.dispatches.length).toBe(0);

describe('checkConnection against the sandbox', () => {
  it('right token, right address: every host accepted, and nothing created', async () => {
    const checks = await checkConnection({ token: TOKEN, urls: allAt(`${sandbox.url}/`) });
    expect(outcomes(checks)).toEqual([
      ['bridge', 'accepted'],
      ['ecommerce', 'accepted'],
      ['dispatch', 'accepted'],
    ]);
    for (const check of checks) {
      expect(check.url).toBe(sandbox.url);
      expect(check.message).toMatch(/connected, and the token was accepted\.$/);
      expect(check.error).toBeUndefined();
    }
    // Each host: one request with the real token and one with a decoy, the same request.
    expect(sandbox.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`).sort()).toEqual([
      'GET /api/v1/call/status invalid',
      'GET /api/v1/call/status valid',
      'POST /api/v1/call invalid',
      'POST /api/v1/call valid',
      'POST /api/v1/order/confirmation invalid',
      'POST /api/v1/order/confirmation valid',
    ]);
    expect(sandbox.requests.find((r) => r.path === '/api/v1/call/status')?.query.call_id).toBe(
      NIL_UUID,
    );
    // The POSTs carry no field at all: nothing a service could dial.
    for (const request of sandbox.requests.filter((r) => r.method === 'POST'))
      expect(request.form).toEqual({});
    createdNothing(sandbox);
  });

  it('wrong token, right address: every host rejected (401)', async () => {
    const checks = await checkConnection({ token: 'wrong-token', urls: allAt(sandbox.url) });
    expect(checks).toHaveLength(3);
    for (const check of checks) {
      expect(check.outcome).toBe('rejected');
      expect(check.error).toMatchObject({ code: 'unauthorized', status: 401 });
      expect(check.message).toMatch(/rejected the API token\. Open Settings to check it\.$/);
    }
  });

  it.each([
    ['wrong token', 'wrong-token'],
    ['right token', TOKEN],
  ])('%s, address on a wrong path: reachable, token not verified (404)', async (_name, token) => {
    const checks = await checkConnection({ token, urls: allAt(`${sandbox.url}/wrong/path`) });
    expect(outcomes(checks)).toEqual([
      ['bridge', 'unverified'],
      ['ecommerce', 'unverified'],
      ['dispatch', 'unverified'],
    ]);
    expect(checks.map((check) => check.unverified)).toEqual([
      { reason: 'not-found', status: 404, request: 'GET /api/v1/call/status' },
      { reason: 'not-found', status: 404, request: 'POST /api/v1/order/confirmation' },
      { reason: 'not-found', status: 404, request: 'POST /api/v1/call' },
    ]);
    expect(checks[0]?.message).toBe(
      'Bridge service: reachable, but the token was not verified: this address answered 404 to GET /api/v1/call/status, a path the service must have. Check the URL.',
    );
    createdNothing(sandbox);
  });

  it('unreachable: reported as such, and hosts with no URL are skipped', async () => {
    const closed = await closedPortUrl();
    const checks = await checkConnection({
      token: TOKEN,
      urls: { bridgeUrl: closed, ecommerceUrl: '', dispatchUrl: sandbox.url },
    });
    expect(checks.map((c) => [c.host, c.outcome, c.error?.code])).toEqual([
      ['bridge', 'failed', 'network'],
      ['dispatch', 'accepted', undefined],
    ]);
    expect(checks[0]?.message).toBe(
      'Bridge service: The service could not be reached. Check your connection and the service URL in Settings.',
    );
  });

  it('reports maintenance and a bad address clearly', async () => {
    sandbox.setFault({ status: 503 });
    const checks = await checkConnection({
      token: TOKEN,
      urls: { bridgeUrl: sandbox.url, ecommerceUrl: 'not a url', dispatchUrl: '' },
    });
    expect(checks.map((c) => [c.outcome, c.error?.code])).toEqual([
      ['failed', 'maintenance'],
      ['failed', 'not-configured'],
    ]);
  });

  it('never puts the token in a check', async () => {
    sandbox.setFault({ status: 500, body: `bad ${TOKEN}` });
    const checks = await checkConnection({ token: TOKEN, urls: allAt(sandbox.url) });
    expect(checks.every((c) => c.error?.code === 'server-error')).toBe(true);
    expect(JSON.stringify(checks)).not.toContain(TOKEN);
  });
});

/** A server that answers every request with `answer`; counts what reached it. */
async function tinyServer(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: { method: string; path: string; authorization: string }[] = [];
  const server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
    });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('checkConnection never says accepted without proof', () => {
  it.each([
    ['200 with a JSON envelope', 200, 'unverified'],
    ['404', 404, 'unverified'],
    ['405', 405, 'unverified'],
    ['401', 401, 'rejected'],
  ])('a server answering %s to everything', async (_name, status, expected) => {
    const server = await tinyServer((_req, res) =>
      json(res, status, { status, success: status === 200, data: {} }),
    );
    try {
      for (const token of [TOKEN, 'wrong-token']) {
        const checks = await checkConnection({ token, urls: allAt(server.url) });
        expect(checks.map((check) => check.outcome)).toEqual([expected, expected, expected]);
      }
      // It was really asked, with both tokens.
      expect(server.seen.length).toBe(12);
    } finally {
      await server.close();
    }
  });

  it('a web page answering 200 to everything: the token does not matter there', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title>');
    });
    try {
      const checks = await checkConnection({ token: TOKEN, urls: allAt(server.url) });
      expect(checks.map((check) => check.unverified?.reason)).toEqual([
        'no-token-check',
        'no-token-check',
        'no-token-check',
      ]);
    } finally {
      await server.close();
    }
  });

  it('a service that authenticates before it routes: accepted for the right token only', async () => {
    // Spring Security style: a filter answers 401 before any route is matched; then the routes.
    const server = await tinyServer((req, res) => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(res, 401, {});
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && path === '/api/v1/call/status') return json(res, 404, {});
      if (
        req.method === 'POST' &&
        ['/api/v1/call', '/api/v1/order/confirmation'].includes(path ?? '')
      )
        return json(res, 422, { errors: { phone: ['required'] } });
      return json(res, 404, {});
    });
    try {
      const right = await checkConnection({ token: TOKEN, urls: allAt(server.url) });
      expect(right.map((check) => check.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
      const wrong = await checkConnection({ token: 'wrong-token', urls: allAt(server.url) });
      expect(wrong.map((check) => check.outcome)).toEqual(['rejected', 'rejected', 'rejected']);
      // A wrong path on such a service: the POST hosts see 404 with our token, so not verified.
      const misplaced = await checkConnection({ token: TOKEN, urls: allAt(`${server.url}/x`) });
      expect(misplaced.slice(1).map((check) => check.unverified?.reason)).toEqual([
        'not-found',
        'not-found',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('decoyToken', () => {
  it.each([TOKEN, 'a', '7', 'eyJhbGciOi.J9-x_y', '----'])(
    'is never the token and keeps its shape: %s',
    (token) => {
      for (let round = 0; round < 50; round++) {
        const decoy = decoyToken(token);
        expect(decoy).not.toBe(token);
        if (/[0-9a-z]/i.test(token)) {
          expect(decoy.replace(/[0-9]/g, '0').replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A')).toBe(
            token.replace(/[0-9]/g, '0').replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A'),
          );
        }
      }
    },
  );
});
