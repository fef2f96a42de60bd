// The sandbox honours Idempotency-Key on its three creates, as the IETF httpapi draft describes:
// a repeat with the same key and payload gets the first answer and creates nothing; the same key
// with another payload is 422; refused requests are never kept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { BRIDGE, call, fastSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await fastSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const ORDER = { phone: '966551234567', call_flow_id: 'flow-orders', order_number: 'A-17' };
const DISPATCH = {
  phone: '966551234567',
  number_1: '1250',
  number_2: '7',
  webhook: 'http://127.0.0.1:9/hook',
};
const KEY = '"8e03978e-40d5-43e8-bc93-6894a57f9324"';
const post = (path: string, form: Record<string, string>, key?: string) =>
  call(sandbox, 'POST', path, {
    form,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

const creates: Array<{
  name: string;
  path: string;
  form: Record<string, string>;
  changed: Record<string, string>;
  count: () => number;
}> = [
  {
    name: 'bridge',
    path: '/api/v1/call/bridge',
    form: BRIDGE,
    changed: { second_callee_number: '966501112299' },
    count: () => sandbox.calls.size,
  },
  {
    name: 'order confirmation',
    path: '/api/v1/order/confirmation',
    form: ORDER,
    changed: { order_number: 'A-18' },
    count: () => sandbox.orders.length,
  },
  {
    name: 'dispatch',
    path: '/api/v1/call',
    form: DISPATCH,
    changed: { number_2: '8' },
    count: () => sandbox.dispatches.length,
  },
];

describe.each(creates)('Idempotency-Key on the $name create', ({ path, form, changed, count }) => {
  it('answers a repeat with the first answer and creates nothing more', async () => {
    const first = await post(path, form, KEY);
    const again = await post(path, form, KEY);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(count()).toBe(1);
  });

  it('treats a new key, or no key, as a new create', async () => {
    await post(path, form, KEY);
    await post(path, form, '"another-key-1"');
    await post(path, form);
    await post(path, form);
    expect(count()).toBe(4);
  });

  it('refuses the same key with a different payload (422) and creates nothing', async () => {
    await post(path, form, KEY);
    const answer = await post(path, { ...form, ...changed }, KEY);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ status: 422, success: false });
    expect(count()).toBe(1);
  });
});

describe('Idempotency-Key rules', () => {
  it('reads the key as a Structured Field string; a bare token is the same key', async () => {
    await post('/api/v1/call/bridge', BRIDGE, '"abc-123"');
    const bare = await post('/api/v1/call/bridge', BRIDGE, 'abc-123');
    expect(bare.headers.get('idempotent-replayed')).toBe('true');
    expect(sandbox.calls.size).toBe(1);
  });

  it.each([['""'], ['"unterminated'], ['two words'], [`"${'k'.repeat(256)}"`]])(
    'refuses a malformed key %j with 400 and creates nothing',
    async (key) => {
      const answer = await post('/api/v1/call/bridge', BRIDGE, key);
      expect(answer.status).toBe(400);
      expect(sandbox.calls.size).toBe(0);
    },
  );

  it('keeps nothing for a refused create: the retry with the same key is handled afresh', async () => {
    sandbox.setFault({ status: 503, times: 1, path: '/api/v1/call/bridge' });
    expect((await post('/api/v1/call/bridge', BRIDGE, KEY)).status).toBe(503);
    const invalid = await post('/api/v1/call/bridge', { ...BRIDGE, duration: '0' }, KEY);
    expect(invalid.status).toBe(400);
    const retry = await post('/api/v1/call/bridge', BRIDGE, KEY);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.calls.size).toBe(1);
  });

  it('checks the token first: a repeat with a wrong token is 401, not the first answer', async () => {
    await post('/api/v1/call/bridge', BRIDGE, KEY);
    const stranger = await call(sandbox, 'POST', '/api/v1/call/bridge', {
      form: BRIDGE,
      auth: 'someone-else',
      headers: { 'Idempotency-Key': KEY },
    });
    expect(stranger.status).toBe(401);
    expect(stranger.text).not.toContain('call_id');
  });

  it('forgets keys on reset', async () => {
    await post('/api/v1/call/bridge', BRIDGE, KEY);
    sandbox.reset();
    await post('/api/v1/call/bridge', BRIDGE, KEY);
    expect(sandbox.calls.size).toBe(1);
    expect(sandbox.requests[0]?.idempotencyKey).toBe(KEY);
  });
});
