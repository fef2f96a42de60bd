/**
 * "Test connection" for the browser phone: one GET of integration.php that cannot start a call
 * (no phone_number, no cookies, no redirect followed), and a line that says reachable or why not.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkBrowserPhone } from '../../../utils/service/browser-phone-check';

const answering = () => vi.fn(async () => new Response(null, { status: 200 }));

describe('checkBrowserPhone', () => {
  it('asks integration.php with nothing that could dial or sign in', async () => {
    const fetch = answering();
    const line = await checkBrowserPhone(' https://phone.example.com/// ', {
      timeoutMs: 1000,
      fetch,
    });
    expect(line).toMatchObject({
      host: 'webrtc',
      outcome: 'reachable',
      url: 'https://phone.example.com',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://phone.example.com/integration.php');
    expect(new URL(url).searchParams.has('phone_number')).toBe(false);
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', redirect: 'manual' });
  });

  it('sends nothing to an address that is not one', async () => {
    const fetch = answering();
    const line = await checkBrowserPhone('javascript:alert(1)', { timeoutMs: 1000, fetch });
    expect(line).toMatchObject({ outcome: 'failed', error: { code: 'invalid-input' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a time-out from a host that cannot be reached', async () => {
    const timeout = vi.fn(async () => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const slow = await checkBrowserPhone('https://phone.example.com', {
      timeoutMs: 1,
      fetch: timeout,
    });
    const down = await checkBrowserPhone('https://phone.example.com', {
      timeoutMs: 1,
      fetch: offline,
    });
    expect(slow).toMatchObject({ outcome: 'failed', error: { code: 'timeout' } });
    expect(down).toMatchObject({ outcome: 'failed', error: { code: 'network' } });
    expect(down.message).toContain('could not be reached');
  });
});
