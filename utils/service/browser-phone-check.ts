/**
 * "Test connection" for the browser phone (interface 4.7): is `{webrtc_url}/integration.php`
 * reachable? That link takes no token (the softphone session does the authenticating), so there
 * is no token to verify and the line never says "accepted": only reachable or unreachable.
 *
 * The request cannot start a call: it carries no phone_number (the interface makes it required,
 * so there is nothing to dial), no token and no cookies (`credentials: 'omit'`, so no softphone
 * session rides along; 4.7 sends a caller without one to a login page), and a redirect is not
 * followed. It is sent `no-cors`: Dialbridge has no host access to the browser phone's origin
 * (it only opens that page in a tab), and any answer at all, even an opaque one, proves the
 * host is there; only a network failure or the time-out means unreachable.
 */
import { isUrlOf } from '../url-rules';
import type { ConnectionCheck } from './connection';

export async function checkBrowserPhone(
  webrtcUrl: string,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<ConnectionCheck> {
  const base = webrtcUrl.trim().replace(/\/+$/, '');
  const line = (outcome: 'reachable' | 'failed', message: string): ConnectionCheck => ({
    host: 'webrtc',
    url: base,
    outcome,
    message: `Browser phone: ${message}`,
  });
  if (!isUrlOf('browserPhone', base)) {
    const message = 'The browser phone URL is not a valid address.';
    return { ...line('failed', message), error: { code: 'invalid-input', message } };
  }
  try {
    await (options.fetch ?? fetch)(`${base}/integration.php`, {
      method: 'GET',
      mode: 'no-cors',
      credentials: 'omit',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return line('reachable', 'reachable (it takes no token, so there is none to check).');
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const code = timedOut ? 'timeout' : 'network';
    const message = timedOut
      ? 'The browser phone did not answer in time.'
      : 'The browser phone could not be reached. Check the address and your connection.';
    return { ...line('failed', message), error: { code, message } };
  }
}
