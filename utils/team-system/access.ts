/**
 * Whether the browser lets the background reach a team-system address. The production build asks
 * for no site at install: saving the address in Settings asks for it, but an address set by
 * policy needs the agent to allow it once. Without access a fetch fails like an outage; this tells
 * the two apart, so the agent is told to allow it rather than to wait.
 */
import { browser } from '#imports';
import { PORTS_IN_PATTERNS, servicePermissionPattern } from '../url-rules';

export async function mayReach(url: string): Promise<boolean> {
  const pattern = servicePermissionPattern(url, PORTS_IN_PATTERNS, 'team');
  if (!pattern) return false;
  try {
    return await browser.permissions.contains({ origins: [pattern] });
  } catch {
    // A browser that cannot say: count it as reachable, and let the fetch tell.
    return true;
  }
}
