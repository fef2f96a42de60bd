/**
 * Background start-up for site access. Registered scripts persist across sessions, but the stored
 * list and the browser's permissions can drift apart (a permission revoked from the browser's own
 * menu, an update), so every start and every revocation re-syncs.
 */
import { browser } from '#imports';
import { scriptPatterns } from './patterns';
import { injectIntoOpenTabs, syncSiteScripts } from './registration';

export function setupSites(onError: (error: unknown) => void): void {
  const sync = () => syncSiteScripts().catch(onError);
  browser.runtime.onInstalled.addListener(() => {
    // After an install or update, the tabs already open on enabled sites get the new scanner.
    void syncSiteScripts()
      .then((access) => injectIntoOpenTabs(scriptPatterns(access)))
      .catch(onError);
  });
  browser.runtime.onStartup.addListener(() => void sync());
  browser.permissions.onRemoved.addListener(() => void sync());
  void sync();
}
