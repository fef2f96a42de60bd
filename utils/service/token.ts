/**
 * The one rule for an API token, wherever one arrives (typed in Settings, set by policy, about to
 * be sent): it goes into an HTTP header, so printable ASCII without spaces.
 */
export function isValidToken(token: string): boolean {
  return /^[\x21-\x7E]+$/.test(token);
}
