/**
 * Where the content script is enabled, stored once (background only). `sites` holds match
 * patterns from ./patterns.ts; `allSites` is the "all sites" option. The test build starts with
 * http://localhost and http://127.0.0.1 enabled (any port), so tests, the demo and the benchmark
 * meet no prompt.
 */
import { storage } from '#imports';
import { isSitePattern, LOCAL_TEST_PATTERNS } from './fields/patterns';

export interface SiteAccess {
  sites: string[];
  allSites: boolean;
  /**
   * Origins the agent switched off while a wider pattern still covers them (the test build's
   * any-port localhost, "all sites"): excluded from the script, so one port off leaves the others.
   */
  off: string[];
}

export const SITE_ACCESS_VERSION = 1;

export const DEFAULT_SITE_ACCESS: SiteAccess = {
  sites: import.meta.env.DIALBRIDGE_TEST_BUILD ? [...LOCAL_TEST_PATTERNS] : [],
  allSites: false,
  off: [],
};

export const siteAccessItem = storage.defineItem<SiteAccess>('local:siteAccess', {
  fallback: DEFAULT_SITE_ACCESS,
  version: SITE_ACCESS_VERSION,
});

/** Validates on read: anything that is not a pattern we produce is dropped, never trusted. */
export function validateSiteAccess(stored: unknown): SiteAccess {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const patterns = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((site): site is string => typeof site === 'string' && isSitePattern(site))
      : null;
  const sites = patterns(record.sites) ?? DEFAULT_SITE_ACCESS.sites;
  const off = patterns(record.off) ?? [];
  return { sites: [...new Set(sites)], allSites: record.allSites === true, off: [...new Set(off)] };
}

export async function loadSiteAccess(): Promise<SiteAccess> {
  return validateSiteAccess(await siteAccessItem.getValue());
}

export async function saveSiteAccess(access: SiteAccess): Promise<void> {
  await siteAccessItem.setValue(validateSiteAccess(access));
}
