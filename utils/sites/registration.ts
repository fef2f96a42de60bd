/**
 * Keeps the registered content script in step with the stored site access and the permissions
 * the browser actually holds. A permission the agent revoked (in the browser's own site-access
 * menu) disables its site here too, so what the popup shows is always what runs.
 */
import { browser, storage } from '#imports';
import { answeredAtOnce, loadManagedSettings } from '../settings/store';
import { PAGE_SCRIPT_ALIVE_KEY } from './page-script';
import { ALL_SITES_PATTERNS, isSitePattern, scriptPatterns } from './fields/patterns';
import { loadSiteAccess, saveSiteAccess, type SiteAccess } from './storage';

export const CONTENT_SCRIPT_ID = 'dialbridge-crm';
export const CONTENT_SCRIPT_FILE = '/content-scripts/crm.js';

let queue: Promise<unknown> = Promise.resolve();

/** Runs one change at a time: two overlapping syncs would both try to register the same id. */
export function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export async function hasOrigins(origins: readonly string[]): Promise<boolean> {
  if (origins.length === 0) return true;
  try {
    return await browser.permissions.contains({ origins: [...origins] });
  } catch {
    return false; // a pattern the browser cannot read is not granted
  }
}

/**
 * Drops what is no longer permitted, saves the result, and (re)registers the script for the
 * agent's sites and the organisation's (managed `sites`). A managed site runs only where the
 * browser granted its access (a force-installed extension may hold it; otherwise the popup says
 * so, see managedSitesWithoutAccess); it is never stored as the agent's. Answers the sites that
 * run, both kinds. `whileWaiting` gets the sites registered before a slow policy answers.
 */
export async function syncSiteScripts(
  whileWaiting?: (access: SiteAccess) => Promise<unknown>,
): Promise<SiteAccess> {
  // The first read of storage.managed after the browser starts waits for its policy service
  // (2.7 s in Chromium 156 with no policy at all). Meanwhile the agent's sites and the
  // organisation's as last read stay registered, rather than the organisation's being dropped
  // until the answer comes; the answer then replaces them. The wait holds no lock: a sync
  // started meanwhile (browser start fires two) must not queue behind it.
  const policy = loadManagedSettings({ waitForPolicy: true }).then((managed) => managed.sites);
  if ((await answeredAtOnce(policy)) === undefined) {
    const lastSeen = (await lastManagedSites.getValue()).filter(isSitePattern);
    const early = await serialised(async () => registerFor(await permittedOwn(), lastSeen));
    await whileWaiting?.(early);
  }
  const managed = await policy;
  return serialised(async () => {
    await lastManagedSites.setValue(managed);
    return registerFor(await permittedOwn(), managed);
  });
}

/** The agent's stored sites the browser still permits, saved back when some were revoked. */
async function permittedOwn(): Promise<SiteAccess> {
  const stored = await loadSiteAccess();
  const sites: string[] = [];
  for (const site of stored.sites) if (await hasOrigins([site])) sites.push(site);
  const allSites = stored.allSites && (await hasOrigins(ALL_SITES_PATTERNS));
  if (sites.length !== stored.sites.length || allSites !== stored.allSites)
    await saveSiteAccess({ ...stored, sites, allSites });
  return { ...stored, sites, allSites };
}

/** The organisation's sites as last read, for the moments before the policy can be read again. */
const lastManagedSites = storage.defineItem<string[]>('local:managedSitesSeen', { fallback: [] });

async function registerFor({ sites: own, allSites, off }: SiteAccess, managed: string[]) {
  const sites = [...own];
  for (const site of managed)
    if (!sites.includes(site) && (await hasOrigins([site]))) sites.push(site);
  // The organisation's sites run whatever the agent switched off.
  const excluded = off.filter((pattern) => !managed.some((site) => site === pattern));
  const access = { sites, allSites, off: excluded };
  await registerContentScript(scriptPatterns(access), excluded);
  return access;
}

/** The organisation's sites the browser has not given Dialbridge access to: they are not scanned. */
export async function managedSitesWithoutAccess(): Promise<string[]> {
  const { sites } = await loadManagedSettings();
  const missing: string[] = [];
  for (const site of sites) if (!(await hasOrigins([site]))) missing.push(site);
  return missing;
}

async function registerContentScript(matches: string[], excluded: string[]): Promise<void> {
  const registered = await browser.scripting.getRegisteredContentScripts({
    ids: [CONTENT_SCRIPT_ID],
  });
  if (matches.length === 0) {
    if (registered.length > 0)
      await browser.scripting.unregisterContentScripts({ ids: [CONTENT_SCRIPT_ID] });
    return;
  }
  const script = {
    id: CONTENT_SCRIPT_ID,
    matches,
    excludeMatches: [...excluded].sort(),
    js: [CONTENT_SCRIPT_FILE],
    allFrames: true,
    // document_start: while the parser is still reading a long page, the scanner marks the first
    // screenful right after the first paint and takes the rest in one walk after
    // DOMContentLoaded (Scanner.start). npm run bench measures document_idle beside it.
    runAt: 'document_start' as const,
    persistAcrossSessions: true,
  };
  if (registered.length > 0) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
}

/**
 * Starts the scanner in the tabs already open on enabled sites, so the agent need not reload,
 * and only in frames where it is not running yet: a registered script may have started there
 * already (a tab loaded while the browser held the extension for its policy), and a second copy
 * would replace the first at the cost of restyling the whole page. A tab we may not script (a
 * browser page, a permission just revoked) is skipped. Answers how many tabs got the scanner.
 */
export async function injectIntoOpenTabs(patterns: readonly string[]): Promise<number> {
  if (patterns.length === 0) return 0;
  const tabs = await browser.tabs.query({ url: [...patterns] });
  let injected = 0;
  for (const tab of tabs) {
    if (tab.id === undefined) continue;
    try {
      const frameIds = await framesWithoutScanner(tab.id);
      if (frameIds.length === 0) continue;
      await browser.scripting.executeScript({
        target: { tabId: tab.id, frameIds },
        files: [CONTENT_SCRIPT_FILE],
      });
      injected++;
    } catch {
      // Not scriptable (discarded tab, error page, frame of another origin): it picks the
      // script up at its next load.
    }
  }
  return injected;
}

/** The tab's frames (those we may script) where no live page script answers. */
async function framesWithoutScanner(tabId: number): Promise<number[]> {
  const answers = await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    // Runs in the page scripts' isolated world; serialised, so it names the key it is given.
    func: (key: string) => {
      const isAlive = (globalThis as Record<string, unknown>)[key];
      return typeof isAlive === 'function' && isAlive() === true;
    },
    args: [PAGE_SCRIPT_ALIVE_KEY],
  });
  return answers.filter((answer) => answer.result !== true).map((answer) => answer.frameId);
}
