/**
 * Giving host permissions back when nothing uses them any more: the old origin of a changed
 * service URL, a site switched off, "all sites" switched off. Background only (removing needs no
 * user gesture). A permission the manifest declares (the test build's local hosts) cannot be
 * removed and is left alone; a removal the browser refuses is logged, never fatal.
 */
import { browser } from '#imports';
import { log } from '../log';
import { loadSettings } from '../settings/store';
import { servicePermissionPatterns, type ServiceUrlFields } from '../url-rules';
import { ALL_SITES_PATTERNS, patternMatchesOrigin } from './fields/patterns';
import { loadSiteAccess } from './storage';

/** After a save: the service origins `before` had and the saved settings no longer use. */
export async function releaseServiceOrigins(before: ServiceUrlFields): Promise<void> {
  const [settings, access] = await Promise.all([loadSettings(), loadSiteAccess()]);
  const kept = new Set(servicePermissionPatterns(settings));
  const unused = servicePermissionPatterns(before).filter(
    (pattern) =>
      !kept.has(pattern) &&
      // A site enabled on this origin may hold its access through this very grant.
      !access.sites.some((site) => patternMatchesOrigin(site, originOf(pattern))),
  );
  await remove(unused);
}

/**
 * After a site is switched off: the patterns that were enabling it, except one that covers the
 * origin of a service URL (the service still needs it).
 */
export async function releaseSitePatterns(patterns: readonly string[]): Promise<void> {
  const services = servicePermissionPatterns(await loadSettings()).map(originOf);
  await remove(
    patterns.filter((pattern) => !services.some((origin) => patternMatchesOrigin(pattern, origin))),
  );
}

/**
 * After "all sites" is switched off. A service origin or site granted on its own keeps its own
 * grant (the browser removes exactly these two patterns).
 */
export async function releaseAllSites(): Promise<void> {
  await remove([...ALL_SITES_PATTERNS]);
}

/** `https://host:8443/*` → `https://host:8443` (the default port dropped, as URL.origin does). */
function originOf(pattern: string): string {
  return new URL(pattern.slice(0, -2)).origin;
}

/** Removes what the manifest does not declare (declared host access is required: not removable). */
async function remove(patterns: readonly string[]): Promise<void> {
  if (patterns.length === 0) return;
  try {
    const declared: string[] = browser.runtime.getManifest().host_permissions ?? [];
    const origins = patterns.filter(
      (pattern) => !declared.some((own) => patternMatchesOrigin(own, originOf(pattern))),
    );
    if (origins.length > 0) await browser.permissions.remove({ origins });
  } catch (error) {
    log.warn('could not give back site access:', error instanceof Error ? error.message : error);
  }
}
