/** The browser-phone link of spec 4.7: `{webrtc_url}/integration.php?phone_number=966…`. */
import { ServiceError, notConfiguredError } from './errors';
import { isHttpUrl, isServiceNumber } from './requests';

/**
 * `dial` may be written 966…, +966… or 00966… (the spec allows 00966 on this link); the link
 * always carries the plain 966… form the rest of the service uses. Throws 'invalid-input' for a
 * number that is not digits with a country code, 'not-configured' for a missing/invalid URL.
 */
export function browserPhoneUrl(webrtcUrl: string, dial: string): string {
  const base = webrtcUrl.trim().replace(/\/+$/, '');
  if (!base || !isHttpUrl(base) || base.includes('?') || base.includes('#')) {
    throw new ServiceError(notConfiguredError('browser phone'));
  }
  const digits = dial
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^(\+|00)/, '');
  if (!isServiceNumber(digits)) {
    const message = 'Phone number: enter digits with the country code, like 966551234567.';
    throw new ServiceError({ code: 'invalid-input', message, fields: { phone: message } });
  }
  return `${base}/integration.php?phone_number=${digits}`;
}
