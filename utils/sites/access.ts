/**
 * The popup's site switch and "all sites" option (background side). The popup asks the browser
 * for the permission in its click handler (only a user gesture may), then sends setSiteAccess /
 * setAllSites; here we check the permission really was granted before enabling anything.
 */
import { browser } from '#imports';
import { HandledError } from '../errors';
import { loadManagedSettings } from '../settings/store';
import {
  ALL_SITES_PATTERNS,
  originPattern,
  patternMatchesOrigin,
  scriptPatterns,
  siteOrigin,
} from './fields/patterns';
import { hasOrigins, injectIntoOpenTabs, serialised, syncSiteScripts } from './registration';
import { releaseAllSites, releaseSitePatterns } from './release';
import { loadSiteAccess, saveSiteAccess } from './storage';

export interface SiteState {
  origin: string;
  /** The scanner runs there (the agent's switch, all sites, or the organisation's with access). */
  enabled: boolean;
  allSites: boolean;
  /** The organisation enabled this site by policy (whether or not the browser granted access). */
  managed: boolean;
}

export async function getSiteAccess(input: string): Promise<SiteState> {
  const origin = requireSiteOrigin(input);
  const [access, policy] = await Promise.all([loadSiteAccess(), loadManagedSettings()]);
  const covers = (site: string) => patternMatchesOrigin(site, origin);
  const managed = policy.sites.some(covers);
  const switchedOff = access.off.includes(originPattern(origin));
  return {
    origin,
    enabled:
      (!switchedOff && (access.allSites || access.sites.some(covers))) ||
      (managed && (await hasOrigins([originPattern(origin)]))),
    allSites: access.allSites,
    managed,
  };
}

export async function setSiteAccess(input: string, enabled: boolean): Promise<SiteState> {
  const origin = requireSiteOrigin(input);
  const pattern = originPattern(origin);
  if (
    !enabled &&
    (await loadManagedSettings()).sites.some((s) => patternMatchesOrigin(s, origin))
  ) {
    throw new HandledError({
      code: 'invalid-input',
      message:
        'Your organisation turned Dialbridge on for this site; it cannot be turned off here.',
    });
  }
  if (enabled && !(await hasOrigins([pattern]))) {
    throw new HandledError({
      code: 'no-permission',
      message: `Dialbridge was not allowed to read ${origin}. Turn the switch on again and choose Allow.`,
    });
  }
  const dropped = await serialised(async () => {
    const access = await loadSiteAccess();
    // The site's own pattern goes (or comes); a wider one that covers it too (the test build's
    // any-port http://localhost/*, "all sites") stays for the other origins, and this origin is
    // excluded from it, so one port switched off leaves every other port as it was.
    const others = access.sites.filter((site) => site !== pattern);
    const wider = access.allSites || others.some((site) => patternMatchesOrigin(site, origin));
    const off = access.off.filter((site) => site !== pattern);
    await saveSiteAccess({
      ...access,
      sites: enabled && !wider ? [...others, pattern] : others,
      off: enabled || !wider ? off : [...off, pattern],
    });
    return access.sites.filter((site) => !others.includes(site));
  });
  await syncSiteScripts();
  if (!enabled) await releaseSitePatterns(dropped);
  if (enabled) await injectIntoOpenTabs([pattern]);
  return getSiteAccess(origin);
}

export async function setAllSites(enabled: boolean): Promise<{ allSites: boolean }> {
  if (enabled && !(await hasOrigins(ALL_SITES_PATTERNS))) {
    throw new HandledError({
      code: 'no-permission',
      message: 'Dialbridge was not allowed to read all sites. Try again and choose Allow.',
    });
  }
  const before = await serialised(async () => {
    const access = await loadSiteAccess();
    await saveSiteAccess({ ...access, allSites: enabled });
    return access;
  });
  const access = await syncSiteScripts();
  if (!enabled) await releaseAllSites();
  if (enabled && !before.allSites) {
    // Only the tabs that were not running the scanner yet.
    const fresh = await newlyCoveredTabsPatterns(before.sites);
    await injectIntoOpenTabs(fresh);
  }
  return { allSites: access.allSites };
}

/** Patterns for "every site except those already enabled": we inject per tab, so filter tabs. */
async function newlyCoveredTabsPatterns(alreadyEnabled: readonly string[]): Promise<string[]> {
  const tabs = await browser.tabs.query({ url: [...ALL_SITES_PATTERNS] });
  const origins = new Set<string>();
  for (const tab of tabs) {
    const origin = tab.url ? siteOrigin(tab.url, extensionOrigin()) : null;
    if (origin && !alreadyEnabled.some((site) => patternMatchesOrigin(site, origin)))
      origins.add(origin);
  }
  return scriptPatterns({ sites: [...origins].map(originPattern), allSites: false });
}

function requireSiteOrigin(input: string): string {
  const origin = siteOrigin(input, extensionOrigin());
  if (!origin) {
    throw new HandledError({
      code: 'invalid-input',
      message: 'Dialbridge can only run on web pages (http:// or https://), not on this page.',
      fields: { origin: 'Not a web page address.' },
    });
  }
  return origin;
}

function extensionOrigin(): string {
  return browser.runtime.getURL('/');
}
