// A service address that answers with a redirect: the client never follows it, so the token,
// names and numbers never reach the other origin. The other origin is a real sandbox that would
// accept the request (and place the call) if it ever arrived; it counts what reaches it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../../utils/service';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { BRIDGE_FLOW, TOKEN, bridgeRequest, failure, urlsOf } from './helpers';

let elsewhere: Sandbox;
let redirector: Server;
let redirectorUrl = '';
let status = 307;
let received = 0;

beforeAll(async () => {
  elsewhere = await startSandbox({ token: TOKEN });
  // The other origin differs in host and port: localhost here, 127.0.0.1 there.
  const target = elsewhere.url.replace('127.0.0.1', 'localhost');
  redirector = createServer((request, response) => {
    received += 1;
    request.resume();
    response.writeHead(status, { Location: `${target}${request.url ?? '/'}` });
    response.end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => redirector.close(() => resolve()));
  await elsewhere.close();
});
beforeEach(() => {
  elsewhere.reset();
  received = 0;
});

const client = () =>
  createServiceClient({
    token: TOKEN,
    urls: urlsOf(redirectorUrl),
    timeoutMs: 5_000,
    retry: { baseDelayMs: 5 },
  });

describe.each([301, 302, 303, 307, 308])('a %i from the service', (code) => {
  beforeEach(() => {
    status = code;
  });

  it('creating a bridge: nothing reaches the other origin, and the error says why', async () => {
    const info = await failure(client().createBridge(bridgeRequest()));
    expect(info.code).toBe('redirected');
    expect(info.message).toBe(
      'The service answered with a redirect to another address; Dialbridge does not follow redirects with your token. Check the service URL in Settings. The call may still have been placed: check before trying again.',
    );
    expect(elsewhere.requests).toHaveLength(0);
    expect(received).toBe(1); // not retried
  });

  it('reading a status (retried on network failures): still one request, none elsewhere', async () => {
    const info = await failure(
      client().getBridgeStatus({
        callId: '00000000-0000-0000-0000-000000000000',
        callFlowId: BRIDGE_FLOW,
      }),
    );
    expect(info.code).toBe('redirected');
    expect(info.message).not.toMatch(/may still have been placed/);
    expect(elsewhere.requests).toHaveLength(0);
    expect(received).toBe(1);
  });
});
