// Retry rules. Status, edit and delete retry on 429, 503 and network failure; creating a call
// retries only on 429 and 503 (the service said it did not process it) — never after a timeout,
// a lost answer or another 5xx, because a customer must never be called twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../../utils/service';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import {
  BRIDGE_FLOW,
  TOKEN,
  bridgeRequest,
  clientFor,
  closedPortUrl,
  countingFetch,
  failure,
  recordingSleep,
  urlsOf,
} from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A-1' };
const bridgePosts = () => sandbox.requests.filter((r) => r.method === 'POST');

describe('creating a call', () => {
  it('is retried once after 503 and then succeeds, creating one call', async () => {
    sandbox.setFault({ status: 503, times: 1, path: '/api/v1/call/bridge' });
    const { callId } = await clientFor(sandbox).createBridge(bridgeRequest());
    expect(bridgePosts().map((r) => r.status)).toEqual([503, 200]);
    expect([...sandbox.calls.keys()]).toEqual([callId]);
  });

  it('is retried after 429, waiting what Retry-After says', async () => {
    sandbox.setFault({ status: 429, retryAfter: 1, times: 1 });
    const { waits, sleep } = recordingSleep(0); // the fault is gone after one answer: no need to wait
    const result = await clientFor(sandbox, { sleep }).confirmOrder(order);
    expect(result.message).toBe('Call in queue');
    expect(waits).toEqual([1000]);
    expect(sandbox.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(sandbox.orders).toHaveLength(1);
  });

  it('honours a real rate limit: waits out Retry-After and then gets through', async () => {
    const limited = await startSandbox({ token: TOKEN, rateLimit: { limit: 1, windowMs: 1_000 } });
    try {
      const { waits, sleep } = recordingSleep();
      const client = clientFor(limited, { sleep });
      await client.confirmOrder(order);
      await client.confirmOrder({ ...order, orderNumber: 'A-2' });
      expect(waits).toEqual([1000]);
      expect(limited.requests.map((r) => r.status)).toEqual([200, 429, 200]);
      expect(limited.orders.map((o) => o.orderNumber)).toEqual(['A-1', 'A-2']);
    } finally {
      await limited.close();
    }
  });

  it('is NOT retried after a timeout: exactly one request, and the call may exist', async () => {
    sandbox.setFault({ delayMs: 600, times: 1 });
    const client = clientFor(sandbox, { timeoutMs: 150 });
    const info = await failure(client.createBridge(bridgeRequest()));
    expect(info.code).toBe('timeout');
    expect(info.message).toMatch(/may still have been placed/);
    // The slow request still completes on the service side: that is why retrying would double-call.
    await vi.waitFor(() => expect(sandbox.requests[0]?.status).toBe(200), { timeout: 5_000 });
    expect(sandbox.requests).toHaveLength(1);
    expect(sandbox.calls.size).toBe(1);
  });

  it('is NOT retried after 500', async () => {
    sandbox.setFault({ status: 500 });
    const info = await failure(
      clientFor(sandbox).dispatchCall({
        phone: '966551234567',
        number1: 1,
        number2: 2,
        webhookUrl: 'http://127.0.0.1:9/',
      }),
    );
    expect(info.code).toBe('server-error');
    expect(sandbox.requests).toHaveLength(1);
  });

  it('is NOT retried when the answer is lost after the service took the request', async () => {
    const counter = countingFetch({ loseFirstAnswer: true });
    const info = await failure(
      clientFor(sandbox, { fetch: counter.fetch }).createBridge(bridgeRequest()),
    );
    expect(info.code).toBe('network');
    expect(info.message).toMatch(/may still have been placed/);
    expect(counter.attempts).toBe(1);
    expect(sandbox.calls.size).toBe(1);
  });

  it('is NOT retried when the service cannot be reached', async () => {
    const counter = countingFetch();
    const client = createServiceClient({
      token: TOKEN,
      urls: urlsOf(await closedPortUrl()),
      fetch: counter.fetch,
      retry: { baseDelayMs: 5 },
    });
    const info = await failure(client.confirmOrder(order));
    expect(info.code).toBe('network');
    expect(counter.attempts).toBe(1);
  });

  it('gives up after the last attempt when 503 goes on', async () => {
    sandbox.setFault({ status: 503 });
    const info = await failure(
      clientFor(sandbox, { retry: { attempts: 3, baseDelayMs: 5 } }).confirmOrder(order),
    );
    expect(info.code).toBe('maintenance');
    expect(sandbox.requests).toHaveLength(3);
    expect(sandbox.orders).toHaveLength(0);
  });
});

describe('status, edit and delete', () => {
  it('status is retried after 503 and succeeds', async () => {
    const created = await clientFor(sandbox).createBridge(
      bridgeRequest({ callTime: '2099-01-01 10:00:00' }),
    );
    sandbox.setFault({ status: 503, times: 2, path: '/api/v1/call/status' });
    const { waits, sleep } = recordingSleep();
    const status = await clientFor(sandbox, { sleep }).getBridgeStatus({
      callId: created.callId,
      callFlowId: BRIDGE_FLOW,
    });
    expect(status.callStatus).toBe('scheduled');
    expect(sandbox.requests.filter((r) => r.method === 'GET').map((r) => r.status)).toEqual([
      503, 503, 200,
    ]);
    // Exponential backoff with jitter: the second wait starts from twice the base.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(5);
    expect(waits[0]).toBeLessThan(10);
    expect(waits[1]).toBeGreaterThanOrEqual(10);
    expect(waits[1]).toBeLessThan(15);
  });

  it('status is retried after a network failure, then reports it', async () => {
    const counter = countingFetch();
    const client = createServiceClient({
      token: TOKEN,
      urls: urlsOf(await closedPortUrl()),
      fetch: counter.fetch,
      retry: { attempts: 4, baseDelayMs: 5 },
    });
    const info = await failure(client.getBridgeStatus({ callId: 'abc', callFlowId: 'f' }));
    expect(info.code).toBe('network');
    expect(info.message).toBe(
      'The service could not be reached. Check your connection and the service URL in Settings.',
    );
    expect(counter.attempts).toBe(4);
  });

  it('a Retry-After beyond the cap is not waited out: the error says how long', async () => {
    sandbox.setFault({ status: 429, retryAfter: 120 });
    const { waits, sleep } = recordingSleep();
    const client = clientFor(sandbox, {
      sleep,
      retry: { baseDelayMs: 5, maxRetryAfterSeconds: 30 },
    });
    const info = await failure(client.getBridgeStatus({ callId: 'abc', callFlowId: 'f' }));
    expect(info).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 120 });
    expect(info.message).toBe('Too many requests — try again in 120 seconds.');
    expect(waits).toEqual([]);
    expect(sandbox.requests).toHaveLength(1);
  });

  it('edit is retried after 503', async () => {
    const client = clientFor(sandbox);
    const { callId } = await client.createBridge(
      bridgeRequest({ callTime: '2099-01-01 10:00:00' }),
    );
    sandbox.setFault({ status: 503, times: 1, method: 'PUT' });
    await client.editBridge(callId, bridgeRequest({ callTime: '2099-01-02 10:00:00' }));
    expect(sandbox.requests.filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([
      503, 200,
    ]);
    expect(sandbox.calls.get(callId)?.callTime).toBe('2099-01-02 10:00:00');
  });

  it('a delete whose answer was lost, retried into 410, counts as deleted', async () => {
    const created = await clientFor(sandbox).createBridge(
      bridgeRequest({ callTime: '2099-01-01 10:00:00' }),
    );
    const counter = countingFetch({ loseFirstAnswer: true });
    const result = await clientFor(sandbox, { fetch: counter.fetch }).deleteBridge(created.callId);
    expect(result.message).toBe('The call was deleted.');
    expect(counter.attempts).toBe(2);
    expect(sandbox.requests.filter((r) => r.method === 'DELETE').map((r) => r.status)).toEqual([
      200, 410,
    ]);
  });

  it('a delete that finds no call without a lost answer is still an error', async () => {
    const info = await failure(
      clientFor(sandbox).deleteBridge('00000000-0000-0000-0000-000000000000'),
    );
    expect(info.code).toBe('not-found');
  });
});
