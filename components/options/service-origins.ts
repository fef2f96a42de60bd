import type { FormValues } from './form-values';

/**
 * Host-permission patterns for the service addresses on screen (the hosts Dialbridge fetches:
 * order confirmation, bridge, dispatch). Match patterns ignore the port. Addresses that are not
 * valid http(s) URLs are left out; saving will refuse them anyway.
 */
export function serviceOrigins(
  values: Pick<FormValues, 'ecommerceUrl' | 'bridgeUrl' | 'dispatchUrl'>,
): string[] {
  const origins = new Set<string>();
  for (const value of [values.ecommerceUrl, values.bridgeUrl, values.dispatchUrl]) {
    const origin = originPattern(value.trim());
    if (origin) origins.add(origin);
  }
  return [...origins];
}

function originPattern(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol}//${url.hostname}/*`;
  } catch {
    return null;
  }
}
