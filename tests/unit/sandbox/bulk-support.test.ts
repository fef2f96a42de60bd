// What the bulk order run needs from the sandbox: a rate limit changed while running (429 with
// Retry-After), maintenance mode (503 before anything else) and the order numbers it received.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { call, fastSandbox } from './helpers';

const ORDER = { phone: '966551234567', call_flow_id: 'flow-o', order_number: 'A-1' };
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await fastSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const order = (orderNumber: string, auth?: string | null) =>
  call(sandbox, 'POST', '/api/v1/order/confirmation', {
    form: { ...ORDER, order_number: orderNumber },
    auth,
  });

describe('rate limit set while running', () => {
  it('answers 429 with Retry-After past the new limit and takes nothing', async () => {
    sandbox.setRateLimit({ limit: 2, windowMs: 60_000 });
    expect((await order('A-1')).status).toBe(200);
    expect((await order('A-2')).status).toBe(200);
    const refused = await order('A-3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(59);
    expect(sandbox.orderNumbers()).toEqual(['A-1', 'A-2']);
  });

  it('is set over HTTP too, and reset() brings back the start-up limit', async () => {
    const set = await call(sandbox, 'POST', '/__sandbox/rate-limit', {
      headers: { 'Content-Type': 'application/json' },
      auth: null,
    });
    expect(set.status).toBe(400);
    const ok = await fetch(`${sandbox.url}/__sandbox/rate-limit`, {
      method: 'POST',
      body: JSON.stringify({ limit: 1, windowMs: 10_000 }),
    });
    expect(ok.status).toBe(200);
    expect((await order('B-1')).status).toBe(200);
    expect((await order('B-2')).status).toBe(429);
    sandbox.reset();
    expect((await order('B-3')).status).toBe(200);
    expect((await order('B-4')).status).toBe(200);
  });
});

describe('maintenance mode', () => {
  it('answers 503 with Retry-After to every service request, before routing and the token', async () => {
    sandbox.setMaintenance({ retryAfter: 30 });
    for (const answer of [
      await order('M-1'),
      await order('M-2', 'wrong-token'),
      await call(sandbox, 'GET', '/api/v1/nowhere'),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('30');
      expect(answer.json).toMatchObject({ status: 503, success: false });
    }
    expect(sandbox.orderNumbers()).toEqual([]);
    sandbox.setMaintenance(null);
    expect((await order('M-3')).status).toBe(200);
    expect(sandbox.orderNumbers()).toEqual(['M-3']);
  });

  it('is switched over HTTP; without retryAfter no Retry-After is sent', async () => {
    const on = await fetch(`${sandbox.url}/__sandbox/maintenance`, {
      method: 'POST',
      body: '{}',
    });
    expect(on.status).toBe(200);
    const answer = await order('H-1');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBeNull();
    await fetch(`${sandbox.url}/__sandbox/maintenance`, { method: 'DELETE' });
    expect((await order('H-2')).status).toBe(200);
  });
});

describe('order numbers received', () => {
  it('lists accepted orders in arrival order, refused ones left out, over HTTP too', async () => {
    await order('R-1');
    await order('R-2', 'wrong-token');
    await call(sandbox, 'POST', '/api/v1/order/confirmation', {
      form: { phone: '12', call_flow_id: 'f', order_number: 'R-3' },
    });
    await order('R-1');
    const listed = await fetch(`${sandbox.url}/__sandbox/order-numbers`);
    expect(await listed.json()).toEqual(['R-1', 'R-1']);
  });
});
