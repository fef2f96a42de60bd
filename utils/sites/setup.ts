/**
 * Background start-up for site access. Registered scripts persist across sessions, but the stored
 * list and the browser's permissions can drift apart (a permission revoked from the browser's own
 * menu, an update), so every start and every revocation re-syncs.
 */
import { browser } from '#imports';
import { parseManagedSettings } from '../settings/managed';
import { scriptPatterns } from './fields/patterns';
import { hasOrigins, injectIntoOpenTabs, syncSiteScripts } from './registration';
import type { SiteAccess } from './storage';

export function setupSites(onError: (error: unknown) => void): void {
  const sync = () => syncSiteScripts().catch(onError);
  const startInOpenTabs = (access: SiteAccess) => injectIntoOpenTabs(scriptPatterns(access));
  const syncAndStartInOpenTabs = () =>
    void syncSiteScripts(startInOpenTabs).then(startInOpenTabs).catch(onError);
  // After an install or update, the tabs already open on enabled sites get the new scanner. At
  // browser start, tabs restored while Chromium held the extension for its policy service
  // (utils/settings/managed.ts) were loaded without it: they get it as soon as the worker runs,
  // for the sites known then, not seconds later when the policy answers (then again for any site
  // the policy adds). Frames already running it are left alone.
  browser.runtime.onInstalled.addListener(syncAndStartInOpenTabs);
  browser.runtime.onStartup.addListener(syncAndStartInOpenTabs);
  browser.permissions.onRemoved.addListener(() => void sync());
  browser.permissions.onAdded.addListener(() => void sync());
  // A policy change applies without a reinstall: sites the organisation added are scanned at
  // once, in the tabs already open too; sites it removed stop at their next page load.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'managed') return;
    const sitesOf = (value: unknown) => parseManagedSettings({ sites: value }).sites;
    const before = sitesOf(changes.sites?.oldValue);
    const added = sitesOf(changes.sites?.newValue).filter((site) => !before.includes(site));
    void syncSiteScripts()
      .then(async () => injectIntoOpenTabs(await grantedOf(added)))
      .catch(onError);
  });
  void sync();
}

async function grantedOf(sites: readonly string[]): Promise<string[]> {
  const granted: string[] = [];
  for (const site of sites) if (await hasOrigins([site])) granted.push(site);
  return granted;
}
