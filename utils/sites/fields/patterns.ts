/**
 * Site access as match patterns: which origins the content script may run on. Pure functions (no
 * browser APIs) so the rules are unit-tested with tables.
 *
 * One enabled site is one origin, stored as the pattern `<origin>/*` — the same pattern the popup
 * asks `permissions.request` for, so the permission granted and the script registered always
 * agree. Chrome reads a pattern without a port as "any port", which the test build uses for
 * http://localhost and http://127.0.0.1.
 */

/** The "all sites" option: the permission asked for and the patterns registered. */
export const ALL_SITES_PATTERNS = ['https://*/*', 'http://*/*'] as const;

/** Enabled from the first start in the test build (they are its install-time host permissions). */
export const LOCAL_TEST_PATTERNS = ['http://localhost/*', 'http://127.0.0.1/*'] as const;

const PATTERN = /^(https?|\*):\/\/(\*|(?:\*\.)?[^/*]+)\/\*$/;

/**
 * The origin of a web page the scanner may run on, or null: http(s) only, a real host, never the
 * extension's own pages (`extensionOrigin` is `browser.runtime.getURL('/')` or its origin).
 * Accepts a page URL too (the popup has the tab's URL); path, query and fragment are dropped.
 */
export function siteOrigin(input: string, extensionOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  const own = originOf(extensionOrigin);
  if (own !== null && url.origin === own) return null;
  return url.origin;
}

/** The match pattern for one origin: `https://crm.example.com/*`, `http://localhost:5173/*`. */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}

/** True for the host-pattern forms this module produces and accepts from storage. */
export function isSitePattern(pattern: string): boolean {
  return PATTERN.test(pattern);
}

/**
 * Whether a pattern covers an origin, the way Chrome matches them: scheme equal (`*` is http or
 * https), host equal or `*.` a subdomain wildcard, `*` any host; a pattern host without a port
 * matches every port, with a port only that one.
 */
export function patternMatchesOrigin(pattern: string, origin: string): boolean {
  const match = PATTERN.exec(pattern);
  if (!match) return false;
  const [, scheme, host] = match as unknown as [string, string, string];
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const urlScheme = url.protocol.slice(0, -1);
  if (scheme === '*' ? urlScheme !== 'http' && urlScheme !== 'https' : scheme !== urlScheme)
    return false;
  if (host === '*') return true;
  const patternHasPort = /:\d+$/.test(host) && !host.endsWith(']');
  const target = patternHasPort ? url.host : url.hostname;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    return target === base || target.endsWith(`.${base}`);
  }
  return target === host;
}

/** The patterns the content script is registered for, from what is stored. */
export function scriptPatterns(access: { sites: readonly string[]; allSites: boolean }): string[] {
  if (access.allSites) return [...ALL_SITES_PATTERNS];
  return [...new Set(access.sites.filter(isSitePattern))].sort();
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? value.replace(/\/+$/, '') : origin;
  } catch {
    return null;
  }
}
