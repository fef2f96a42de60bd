import { servicePermissionPatterns } from '../../utils/url-rules';
import type { FormValues } from './form-values';

/**
 * Host-permission patterns for the service addresses on screen: exactly their origins (the rule
 * is servicePermissionPatterns in utils/url-rules.ts; this only picks the form's fields).
 */
export function serviceOrigins(
  values: Pick<FormValues, 'ecommerceUrl' | 'bridgeUrl' | 'dispatchUrl'>,
): string[] {
  return servicePermissionPatterns(values);
}
