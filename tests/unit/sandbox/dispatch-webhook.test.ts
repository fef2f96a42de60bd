import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { call, eventually, fastSandbox } from './helpers';

let sandbox: Sandbox;
let webhook: Server;
let webhookUrl: string;
const received: URL[] = [];

beforeAll(async () => {
  sandbox = await fastSandbox();
  webhook = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://webhook.test'));
    res.end('ok');
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/voice`;
});
beforeEach(() => {
  sandbox.reset();
  received.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
});

const dispatch = (fields: Record<string, string>) =>
  call(sandbox, 'POST', '/api/v1/call', { form: fields });
const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

describe('dispatch', () => {
  it('answers "Call Sent" with a callId, then sends GetDigits and CDR to the webhook', async () => {
    const answer = await dispatch({
      phone: '966551234567',
      number_1: '42',
      number_2: '7.5',
      webhook: `${webhookUrl}?crm=acme`,
    });
    expect(answer.json).toEqual({
      status: 200,
      success: true,
      data: { message: 'Call Sent', callId: expect.any(String) },
    });
    const callId = answer.json.data.callId as string;
    // The sandbox records a delivery's status only when its fetch resolves, which can be after
    // our webhook server saw the request: wait for both statuses, not just the two arrivals.
    await eventually(() => {
      const deliveries = sandbox.dispatches[0]?.deliveries ?? [];
      return deliveries.length === 2 && deliveries.every((d) => d.status !== 0) ? true : undefined;
    });
    expect(received.map((url) => url.pathname)).toEqual(['/hooks/voice', '/hooks/voice']);
    expect(received.map(paramsOf)).toEqual([
      { crm: 'acme', action: 'GetDigits', callId, clicked: '1' },
      { crm: 'acme', action: 'CDR', callId, disposition: 'Answered', to: '966551234567' },
    ]);
    expect(sandbox.dispatches[0]?.deliveries.map((delivery) => delivery.status)).toEqual([
      200, 200,
    ]);
  });

  it('a number ending in 000 gets no key press and a Failed CDR', async () => {
    const answer = await dispatch({
      phone: '966551234000',
      number_1: '1',
      number_2: '2',
      webhook: webhookUrl,
    });
    const callId = answer.json.data.callId as string;
    await eventually(() => (sandbox.dispatches[0]?.deliveries[0]?.status ? true : undefined));
    expect(received.map(paramsOf)).toEqual([
      { action: 'CDR', callId, disposition: 'Failed', to: '966551234000' },
    ]);
  });

  it('an unreachable webhook is recorded, not fatal', async () => {
    const answer = await dispatch({
      phone: '966551234567',
      number_1: '1',
      number_2: '2',
      webhook: 'http://127.0.0.1:9/unreachable',
    });
    expect(answer.status).toBe(200);
    const deliveries = await eventually(() => {
      const list = sandbox.dispatches[0]?.deliveries ?? [];
      return list.length === 2 && list.every((d) => d.error !== undefined) ? list : undefined;
    });
    expect(deliveries.map((d) => d.status)).toEqual([0, 0]);
    expect(
      (await dispatch({ phone: '966551234567', number_1: '1', number_2: '2', webhook: webhookUrl }))
        .status,
    ).toBe(200);
  });

  it('can call back the built-in webhook receiver of the sandbox itself', async () => {
    const answer = await dispatch({
      phone: '966551234567',
      number_1: '3',
      number_2: '4',
      webhook: `${sandbox.url}/__sandbox/webhook?demo=1`,
    });
    const callId = answer.json.data.callId as string;
    await eventually(() => (sandbox.webhookInbox.length >= 2 ? true : undefined));
    expect(sandbox.webhookInbox.map((receipt) => receipt.query)).toEqual([
      { demo: '1', action: 'GetDigits', callId, clicked: '1' },
      { demo: '1', action: 'CDR', callId, disposition: 'Answered', to: '966551234567' },
    ]);
    const listed = await (await fetch(`${sandbox.url}/__sandbox/webhooks`)).json();
    expect(listed).toHaveLength(2);
    // Control endpoints are not service requests.
    expect(sandbox.requests.map((request) => request.path)).toEqual(['/api/v1/call']);
  });

  it('validates every field', async () => {
    const answer = await dispatch({
      phone: '+966 55',
      number_1: 'abc',
      webhook: 'ftp://example.test/x',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors).sort()).toEqual([
      'number_1',
      'number_2',
      'phone',
      'webhook',
    ]);
    expect(received).toEqual([]);
  });
});
