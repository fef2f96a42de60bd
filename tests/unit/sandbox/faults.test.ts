import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { BRIDGE, call, eventually, fastSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await fastSandbox();
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORDER = { phone: '966551234567', call_flow_id: 'flow-order', order_number: 'A-1' };
const order = () => call(sandbox, 'POST', '/api/v1/order/confirmation', { form: ORDER });

describe('fault injection', () => {
  it('answers a fixed status with a JSON error body and Retry-After', async () => {
    sandbox.setFault({ status: 503, retryAfter: 7 });
    const answer = await order();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.json).toEqual({
      status: 503,
      success: false,
      message: expect.stringMatching(/maintenance/),
    });
    expect(sandbox.orders).toEqual([]);
    expect(sandbox.requests.map((request) => request.status)).toEqual([503]);
  });

  it('applies before every other check, and clears itself after `times`', async () => {
    sandbox.setFault({ status: 418, times: 2 });
    expect((await call(sandbox, 'POST', '/api/v9/nothing', { auth: null })).status).toBe(418);
    expect((await order()).status).toBe(418);
    expect((await order()).status).toBe(200);
  });

  it('sends a raw text body when asked', async () => {
    sandbox.setFault({ status: 500, body: 'upstream exploded' });
    const answer = await order();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.text).toBe('upstream exploded');
  });

  it('matches only the given path prefix and method', async () => {
    sandbox.setFault({ status: 429, path: '/api/v1/call/bridge', method: 'POST' });
    expect((await order()).status).toBe(200);
    expect((await call(sandbox, 'POST', '/api/v1/call/bridge', { form: BRIDGE })).status).toBe(429);
    expect((await call(sandbox, 'GET', '/api/v1/call/bridge')).status).toBe(405);
  });

  it.each([
    ['not-json', (text: string) => expect(() => JSON.parse(text)).toThrow()],
    ['wrong-envelope', (text: string) => expect(JSON.parse(text)).not.toHaveProperty('success')],
    ['html', (text: string) => expect(text).toMatch(/^<!doctype html>/)],
    ['empty', (text: string) => expect(text).toBe('')],
  ] as const)('malformed %s answers 200 with a broken body', async (malformed, check) => {
    sandbox.setFault({ malformed, times: 1 });
    const answer = await order();
    expect(answer.status).toBe(200);
    check(answer.text);
  });

  it('a delay outlasts a client timeout, and the request is still carried out', async () => {
    sandbox.setFault({ delayMs: 1_000, times: 1 });
    const abort = new AbortController();
    const aborted = fetch(`${sandbox.url}/api/v1/call/bridge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox.token}`, Accept: 'application/json' },
      body: new URLSearchParams(BRIDGE),
      signal: abort.signal,
    });
    // The client gives up once the sandbox holds the request, as a client timeout would.
    await eventually(() => (sandbox.requests.length === 1 ? true : undefined));
    abort.abort();
    await expect(aborted).rejects.toThrow();
    expect(sandbox.requests[0]?.status).toBe(0);
    // Like a real service, the sandbox places the call the client gave up waiting for.
    await eventually(() => (sandbox.calls.size === 1 ? true : undefined));
    expect(sandbox.requests[0]?.status).toBe(200);
  });

  it('is set, read and cleared over HTTP for tests in other processes', async () => {
    const set = await fetch(`${sandbox.url}/__sandbox/fault`, {
      method: 'POST',
      body: JSON.stringify({ status: 401 }),
    });
    expect(set.status).toBe(200);
    expect((await order()).status).toBe(401);
    expect(await (await fetch(`${sandbox.url}/__sandbox/fault`)).json()).toEqual({ status: 401 });
    await fetch(`${sandbox.url}/__sandbox/fault`, { method: 'DELETE' });
    expect((await order()).status).toBe(200);

    const bad = await fetch(`${sandbox.url}/__sandbox/fault`, {
      method: 'POST',
      body: JSON.stringify({ malformed: 'sideways' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('control endpoints', () => {
  it('list requests and calls, and reset clears them', async () => {
    await call(sandbox, 'POST', '/api/v1/call/bridge', { form: BRIDGE });
    const requests = await (await fetch(`${sandbox.url}/__sandbox/requests`)).json();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/v1/call/bridge', status: 200 }),
    ]);
    const calls = await (await fetch(`${sandbox.url}/__sandbox/calls`)).json();
    expect(calls).toEqual([expect.objectContaining({ callFlowId: BRIDGE.call_flow_id })]);

    expect((await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    expect(sandbox.requests).toEqual([]);
    expect(sandbox.calls.size).toBe(0);
  });
});
