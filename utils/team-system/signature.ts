/**
 * The events' signature: `sha256=` and the hex HMAC-SHA256 of the exact body sent, keyed with the
 * team's secret (GitHub's and Stripe's webhooks sign the same way, so receivers know it). Web
 * Crypto only: the background, the sandbox's receiver and the tests compute it alike.
 */
const encoder = new TextEncoder();

export async function signBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  let hex = '';
  for (const byte of mac) hex += byte.toString(16).padStart(2, '0');
  return `sha256=${hex}`;
}

export const SIGNATURE_HEADER = 'X-Dialbridge-Signature';
