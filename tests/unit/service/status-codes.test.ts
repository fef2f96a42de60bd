// Every section-7 status, and every malformed answer, becomes the right typed error with a
// message a person understands, from real conditions where the sandbox has them and from its
// fault switch otherwise. No error ever carries the token.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorInfo } from '../../../utils/errors';
import { createServiceClient } from '../../../utils/service';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { BRIDGE_FLOW, TOKEN, bridgeRequest, clientFor, failure, urlsOf } from './helpers';

const NIL = '00000000-0000-0000-0000-000000000000';
let sandbox: Sandbox;
const seen: ErrorInfo[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({
    token: TOKEN,
    timing: { placeAfterMs: 10, answerAfterMs: 10, endAfterMs: 10 },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.reset();
  seen.length = 0;
});
// Every error a test saw is checked for the token, in that same test: no dependence on order.
afterEach(() => {
  for (const info of seen) expect(JSON.stringify(info)).not.toContain(TOKEN);
});

async function fails(promise: Promise<unknown>): Promise<ErrorInfo> {
  const info = await failure(promise);
  seen.push(info);
  return info;
}

const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A-1' };

describe('real conditions', () => {
  it('401: a wrong token is rejected with a way to Settings', async () => {
    const client = createServiceClient({ token: 'wrong-token', urls: urlsOf(sandbox.url) });
    const info = await fails(client.confirmOrder(order));
    expect(info).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(info.message).toBe('The service rejected the API token. Open Settings to check it.');
    expect(info.serviceMessage).toMatch(/invalid/i);
    expect(sandbox.requests.map((r) => r.authorization)).toEqual(['invalid']);
  });

  it("400: the service's own field errors arrive in `fields`, keyed like the request", async () => {
    const info = await fails(
      clientFor(sandbox).getBridgeStatus({ callId: 'not-a-uuid', callFlowId: 'f' }),
    );
    expect(info).toMatchObject({ code: 'bad-request', status: 400 });
    expect(info.fields?.callId).toMatch(/call_id/);
    expect(info.message).toContain(info.fields?.callId);
    expect(info.serviceMessage).toBe('The given data was invalid.');
  });

  it("400: editing a call that is no longer scheduled shows the service's words", async () => {
    const client = clientFor(sandbox);
    const { callId } = await client.createBridge(bridgeRequest());
    await vi.waitFor(() => expect(sandbox.calls.get(callId)?.callStatus).not.toBe('scheduled'));
    const info = await fails(
      client.editBridge(callId, bridgeRequest({ callTime: '2030-01-01 10:00:00' })),
    );
    expect(info).toMatchObject({ code: 'bad-request', status: 400 });
    expect(info.message).toBe('The service refused the request as invalid.');
    expect(info.serviceMessage).toBe('Only a scheduled call can be changed.');
  });

  it('404: an unknown call', async () => {
    const info = await fails(
      clientFor(sandbox).getBridgeStatus({ callId: NIL, callFlowId: BRIDGE_FLOW }),
    );
    expect(info).toMatchObject({ code: 'not-found', status: 404 });
    expect(info.message).toMatch(/could not find/);
  });

  it('404: a service URL pointing at the wrong path', async () => {
    const client = createServiceClient({ token: TOKEN, urls: urlsOf(`${sandbox.url}/wrong`) });
    const info = await fails(client.confirmOrder(order));
    expect(info.code).toBe('not-found');
    expect(info.message).toMatch(/service URL in Settings/);
  });

  it('410: deleting a call twice', async () => {
    const client = clientFor(sandbox);
    const { callId } = await client.createBridge(
      bridgeRequest({ callTime: '2099-01-01 10:00:00' }),
    );
    await client.deleteBridge(callId);
    const info = await fails(client.deleteBridge(callId));
    expect(info).toMatchObject({ code: 'gone', status: 410 });
    expect(info.message).toMatch(/removed/);
  });

  it('429: past the rate limit, with Retry-After read into retryAfterSeconds', async () => {
    const limited = await startSandbox({ token: TOKEN, rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      const client = clientFor(limited, { retry: { baseDelayMs: 5, maxRetryAfterSeconds: 5 } });
      await client.confirmOrder(order);
      const info = await fails(client.confirmOrder(order));
      expect(info).toMatchObject({ code: 'rate-limited', status: 429 });
      expect(info.retryAfterSeconds).toBeGreaterThan(5);
      expect(info.message).toBe(
        `Too many requests — try again in ${info.retryAfterSeconds} seconds.`,
      );
      expect(limited.requests).toHaveLength(2); // a wait over the cap is not waited out
    } finally {
      await limited.close();
    }
  });
});

describe('statuses from the fault switch', () => {
  it.each([
    [403, 'forbidden', /refused access/],
    [405, 'method-not-allowed', /does not accept this request/],
    [406, 'not-acceptable', /JSON/],
    [418, 'teapot', /teapot/],
    [500, 'server-error', /internal error\. Try again later\./],
    [503, 'maintenance', /^The service is down for maintenance\. Try again later\.$/],
    [502, 'http-error', /unexpected error \(HTTP 502\)/],
  ] as const)('%i → %s', async (status, code, message) => {
    // Status checks are retried on 503; one attempt keeps this about the mapping.
    sandbox.setFault({ status });
    const client = clientFor(sandbox, { retry: { attempts: 1 } });
    const info = await fails(client.getBridgeStatus({ callId: NIL, callFlowId: BRIDGE_FLOW }));
    expect(info.code).toBe(code);
    expect(info.status).toBe(status);
    expect(info.message).toMatch(message);
    expect(info.serviceMessage?.length).toBeGreaterThan(0);
  });

  it('429 from a fault with Retry-After', async () => {
    sandbox.setFault({ status: 429, retryAfter: 7 });
    const info = await fails(clientFor(sandbox, { retry: { attempts: 1 } }).confirmOrder(order));
    expect(info).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 7 });
    expect(info.message).toBe('Too many requests — try again in 7 seconds.');
  });

  it('a text or HTML error body becomes short plain text in serviceMessage', async () => {
    const html = `<html><head><style>p{}</style></head><body><h1>Oops</h1><p>${'Upstream down. '.repeat(40)}</p></body></html>`;
    sandbox.setFault({ status: 500, body: html });
    const info = await fails(clientFor(sandbox).confirmOrder(order));
    expect(info.code).toBe('server-error');
    expect(info.serviceMessage).toMatch(/^Oops Upstream down\./);
    expect(info.serviceMessage).not.toMatch(/[<>]/);
    expect(info.serviceMessage?.length).toBeLessThanOrEqual(200);
  });

  it('a service that echoes the token back never gets it into the error', async () => {
    sandbox.setFault({ status: 401, body: `Token ${TOKEN} is not valid (Bearer ${TOKEN})` });
    const info = await fails(clientFor(sandbox).confirmOrder(order));
    expect(info.serviceMessage).toBe('Token [token] is not valid (Bearer [token])');
  });
});

describe('malformed answers are bad-response, never a crash', () => {
  it.each(['not-json', 'wrong-envelope', 'html', 'empty'] as const)('%s', async (malformed) => {
    sandbox.setFault({ malformed });
    const info = await fails(clientFor(sandbox).createBridge(bridgeRequest()));
    expect(info.code).toBe('bad-response');
    expect(info.message).toMatch(/^The service's answer could not be read \(.+\)\./);
    expect(info.message).toMatch(/may still have been placed/);
    expect(info.message).not.toMatch(/undefined/);
  });

  it('success false with HTTP 200', async () => {
    sandbox.setFault({ status: 200 });
    const info = await fails(clientFor(sandbox).confirmOrder(order));
    expect(info.code).toBe('bad-response');
    expect(info.message).toMatch(/did not succeed/);
  });

  it('an envelope without call_id', async () => {
    sandbox.setFault({ status: 200, body: '{"status":200,"success":true,"data":{}}' });
    const info = await fails(clientFor(sandbox).createBridge(bridgeRequest()));
    expect(info.code).toBe('bad-response');
    expect(info.message).toMatch(/call_id/);
  });

  it('a status record without callStatus', async () => {
    sandbox.setFault({
      status: 200,
      body: '{"status":200,"success":true,"data":{"callStatus":{"callId":"x"}}}',
    });
    const info = await fails(clientFor(sandbox).getBridgeStatus({ callId: NIL, callFlowId: 'f' }));
    expect(info.code).toBe('bad-response');
    expect(info.message).toMatch(/callStatus/);
    expect(info.message).not.toMatch(/may still have been placed/);
  });
});

describe('the token never reaches an error', () => {
  const echoes = {
    'JSON message, field error and field name': JSON.stringify({
      message: `Bearer ${TOKEN} is not valid`,
      errors: { call_id: [`no call for ${TOKEN}`], [TOKEN]: ['unexpected'] },
    }),
    'a nested error object': JSON.stringify({ error: { message: `token=${TOKEN}` } }),
    'a JSON string': JSON.stringify(`Authorization: Bearer ${TOKEN}`),
    'an HTML page': `<html><body><p>Rejected: ${TOKEN}</p></body></html>`,
  };

  it.each([400, 401, 403, 404, 405, 406, 410, 418, 429, 500, 502, 503])(
    'whatever a %i echoes back',
    async (status) => {
      const infos: ErrorInfo[] = [];
      for (const body of Object.values(echoes)) {
        sandbox.setFault({ status, body });
        const client = clientFor(sandbox, { retry: { attempts: 1 } });
        infos.push(await failure(client.getBridgeStatus({ callId: NIL, callFlowId: BRIDGE_FLOW })));
      }
      // The echoes did reach the errors (cleaned), so the check below is about real text.
      expect(infos.every((info) => info.serviceMessage?.includes('[token]'))).toBe(true);
      for (const info of infos) expect(JSON.stringify(info)).not.toContain(TOKEN);
    },
  );
});
