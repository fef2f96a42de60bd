// "Test connection" against the real sandbox: accepted, rejected and unreachable, and it never
// creates anything.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkConnection, NIL_UUID } from '../../../utils/service';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TOKEN, closedPortUrl } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const allAt = (url: string) => ({ bridgeUrl: url, ecommerceUrl: url, dispatchUrl: url });

describe('checkConnection', () => {
  it('reports every host connected with the sandbox token, creating nothing', async () => {
    const checks = await checkConnection({ token: TOKEN, urls: allAt(`${sandbox.url}/`) });
    expect(checks.map((c) => [c.host, c.ok])).toEqual([
      ['bridge', true],
      ['ecommerce', true],
      ['dispatch', true],
    ]);
    for (const check of checks) {
      expect(check.url).toBe(sandbox.url);
      expect(check.message).toMatch(/connected, and the token was accepted\.$/);
      expect(check.error).toBeUndefined();
    }
    expect(sandbox.requests.every((r) => r.method === 'GET' && r.authorization === 'valid')).toBe(
      true,
    );
    expect(sandbox.requests.find((r) => r.path === '/api/v1/call/status')?.query.call_id).toBe(
      NIL_UUID,
    );
    expect(sandbox.calls.size + sandbox.orders.length + sandbox.dispatches.length).toBe(0);
  });

  it('reports a rejected token on every host', async () => {
    const checks = await checkConnection({ token: 'wrong-token', urls: allAt(sandbox.url) });
    expect(checks).toHaveLength(3);
    for (const check of checks) {
      expect(check.ok).toBe(false);
      expect(check.error?.code).toBe('unauthorized');
      expect(check.message).toMatch(/rejected the API token\. Open Settings to check it\.$/);
    }
  });

  it('reports an unreachable host and skips hosts with no URL', async () => {
    const closed = await closedPortUrl();
    const checks = await checkConnection({
      token: TOKEN,
      urls: { bridgeUrl: closed, ecommerceUrl: '', dispatchUrl: sandbox.url },
    });
    expect(checks.map((c) => [c.host, c.ok, c.error?.code])).toEqual([
      ['bridge', false, 'network'],
      ['dispatch', true, undefined],
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
    expect(checks.map((c) => c.error?.code)).toEqual(['maintenance', 'not-configured']);
    expect(checks.every((c) => !c.ok)).toBe(true);
  });

  it('never puts the token in a check', async () => {
    sandbox.setFault({ status: 500, body: `bad ${TOKEN}` });
    const checks = await checkConnection({ token: TOKEN, urls: allAt(sandbox.url) });
    expect(checks.every((c) => c.error?.code === 'server-error')).toBe(true);
    expect(JSON.stringify(checks)).not.toContain(TOKEN);
  });
});
