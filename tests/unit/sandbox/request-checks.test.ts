import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { call, fastSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await fastSandbox();
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORDER = { phone: '966551234567', call_flow_id: 'flow-order', order_number: 'A-1001' };

describe('order confirmation', () => {
  it('queues the call with the exact success envelope', async () => {
    const answer = await call(sandbox, 'POST', '/api/v1/order/confirmation', {
      form: { ...ORDER, tries: '2', try_delay: '5', items_count: '3', order_cost: '149.90' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.text).toBe('{"status":200,"success":true,"data":{"message":"Call in queue"}}');
    expect(sandbox.orders).toMatchObject([
      { phone: '966551234567', orderNumber: 'A-1001', type: 'order_number' },
    ]);
  });

  it('accepts multipart form data as in the reference requests', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries(ORDER)) body.append(key, value);
    const response = await fetch(`${sandbox.url}/api/v1/order/confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox.token}` },
      body,
    });
    expect(response.status).toBe(200);
    expect(sandbox.requests[0]?.form).toEqual(ORDER);
  });

  it('answers 400 with a message per field', async () => {
    const answer = await call(sandbox, 'POST', '/api/v1/order/confirmation', {
      form: { phone: '0551234567', tries: '-1', order_cost: 'ten' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: 400, success: false, message: expect.any(String) });
    expect(Object.keys(answer.json.errors).sort()).toEqual([
      'call_flow_id',
      'order_cost',
      'order_number',
      'phone',
      'tries',
    ]);
    expect(answer.json.errors.phone[0]).toMatch(/country code/);
    expect(sandbox.orders).toEqual([]);
  });
});

describe('the order of checks', () => {
  it('unknown path is 404 even without a token', async () => {
    const answer = await call(sandbox, 'POST', '/api/v2/call', { auth: null });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: 404, success: false });
  });

  it('405 with Allow for a wrong method on a known path, before Accept and the token', async () => {
    const answer = await call(sandbox, 'GET', '/api/v1/call/bridge', {
      auth: null,
      headers: { Accept: 'text/html' },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    const wrong = await call(sandbox, 'GET', '/api/v1/order/confirmation', { auth: 'wrong-token' });
    expect(wrong.status).toBe(405);
    const item = await call(
      sandbox,
      'POST',
      '/api/v1/call/bridge/0b7e7a52-8a4e-4b3c-9a57-3d2f1e0c9b8a',
    );
    expect(item.status).toBe(405);
    expect(item.headers.get('allow')).toBe('PUT, DELETE');
    expect((await call(sandbox, 'DELETE', '/api/v1/call/status')).headers.get('allow')).toBe('GET');
  });

  it('406 when JSON is not acceptable, before the token is checked', async () => {
    const answer = await call(sandbox, 'POST', '/api/v1/call', {
      auth: null,
      headers: { Accept: 'text/html' },
    });
    expect(answer.status).toBe(406);
    // Past negotiation, an empty dispatch form is refused by validation (400).
    for (const accept of [
      'application/json',
      'application/*',
      '*/*',
      'text/html, application/json;q=0.5',
    ]) {
      const ok = await call(sandbox, 'POST', '/api/v1/call', { headers: { Accept: accept } });
      expect(ok.status).toBe(400);
    }
    expect(
      (await call(sandbox, 'POST', '/api/v1/call', { headers: { Accept: 'application/json;q=0' } }))
        .status,
    ).toBe(406);
  });

  it('401 for a missing or wrong token on a route that takes the request', async () => {
    const missing = await call(sandbox, 'POST', '/api/v1/order/confirmation', { auth: null });
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ status: 401, success: false });
    const wrong = await call(sandbox, 'POST', '/api/v1/order/confirmation', {
      auth: 'wrong-token',
      form: ORDER,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(wrong.text).not.toContain('wrong-token');
    expect(sandbox.orders).toEqual([]);
    const status = await call(sandbox, 'GET', `/api/v1/call/status?call_id=x&call_flow_id=f`, {
      auth: 'wrong-token',
    });
    expect(status.status).toBe(401);
    expect(sandbox.requests.map((request) => request.authorization)).toEqual([
      'missing',
      'invalid',
      'invalid',
    ]);
  });

  it('400 for the fields only once the token is good', async () => {
    const answer = await call(sandbox, 'POST', '/api/v1/order/confirmation', { form: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors).sort()).toEqual([
      'call_flow_id',
      'order_number',
      'phone',
    ]);
  });

  it('429 with Retry-After past the rate, before the fields; the limit is per window', async () => {
    const limited = await fastSandbox({ rateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      expect((await call(limited, 'POST', '/api/v1/call')).status).toBe(400);
      expect((await call(limited, 'POST', '/api/v1/call')).status).toBe(400);
      const refused = await call(limited, 'POST', '/api/v1/call');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.json).toMatchObject({ status: 429, success: false });
      // A wrong token is still told 401, not 429: the limit counts accepted tokens.
      expect((await call(limited, 'POST', '/api/v1/call', { auth: 'nope' })).status).toBe(401);
      // A wrong method is still told 405: the router answers before the throttle.
      expect((await call(limited, 'GET', '/api/v1/call')).status).toBe(405);
      limited.reset();
      expect((await call(limited, 'POST', '/api/v1/call')).status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('413 for a body over 64 kB, and garbage never brings the server down', async () => {
    const big = await call(sandbox, 'POST', '/api/v1/call', {
      form: { phone: '9'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    const garbage = await fetch(`${sandbox.url}/api/v1/call`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sandbox.token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: '--y\r\nnonsense',
    });
    expect(garbage.status).toBe(400);
    expect((await call(sandbox, 'DELETE', '/api/v1/call/bridge/%E0%A4%A')).status).toBe(400);
    expect(
      (await call(sandbox, 'POST', '/api/v1/order/confirmation', { form: ORDER })).status,
    ).toBe(200);
  });

  it('records every API request with its form, query, auth and status', async () => {
    await call(sandbox, 'POST', '/api/v1/order/confirmation', { form: ORDER });
    await call(sandbox, 'GET', '/api/v1/call/status?call_id=x&call_flow_id=f', { auth: null });
    expect(sandbox.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/order/confirmation',
        form: ORDER,
        authorization: 'valid',
        status: 200,
        accept: 'application/json',
      }),
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/call/status',
        query: { call_id: 'x', call_flow_id: 'f' },
        form: {},
        authorization: 'missing',
        status: 401,
      }),
    ]);
  });
});
