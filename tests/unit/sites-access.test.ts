/**
 * Site access in the background: what the popup's switch and "all sites" option do, and how a
 * permission revoked in the browser disables its site. The browser's permission and scripting
 * state is simulated (the fake browser has neither); the e2e tests (sites.spec.ts) run the same
 * code against real Chromium.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getSiteAccess, setAllSites, setSiteAccess } from '../../utils/sites/access';
import { patternMatchesOrigin } from '../../utils/sites/patterns';
import { CONTENT_SCRIPT_ID, syncSiteScripts } from '../../utils/sites/registration';
import { loadSiteAccess, siteAccessItem, validateSiteAccess } from '../../utils/sites/storage';

interface Script {
  id: string;
  matches: string[];
  js: string[];
  allFrames: boolean;
  runAt: string;
  persistAcrossSessions: boolean;
}

let granted: Set<string>;
let registered: Map<string, Script>;
let openTabs: { id: number; url: string }[];
let injected: { tabId: number; allFrames?: boolean; files: string[] }[];

beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set();
  registered = new Map();
  openTabs = [];
  injected = [];
  const api = fakeBrowser as unknown as Record<string, Record<string, unknown>>;
  api.permissions!.contains = async ({ origins }: { origins: string[] }) =>
    origins.every((origin) => granted.has(origin));
  api.scripting!.getRegisteredContentScripts = async ({ ids }: { ids: string[] }) =>
    ids.flatMap((id) => (registered.has(id) ? [registered.get(id)!] : []));
  api.scripting!.registerContentScripts = async (scripts: Script[]) => {
    for (const script of scripts) {
      if (registered.has(script.id)) throw new Error(`Duplicate script ID '${script.id}'`);
      registered.set(script.id, script);
    }
  };
  api.scripting!.updateContentScripts = async (scripts: Script[]) => {
    for (const script of scripts)
      registered.set(script.id, { ...registered.get(script.id)!, ...script });
  };
  api.scripting!.unregisterContentScripts = async ({ ids }: { ids: string[] }) => {
    for (const id of ids) registered.delete(id);
  };
  api.scripting!.executeScript = async ({
    target,
    files,
  }: {
    target: { tabId: number; allFrames?: boolean };
    files: string[];
  }) => {
    injected.push({ tabId: target.tabId, allFrames: target.allFrames, files });
    return [];
  };
  api.tabs!.query = async ({ url }: { url: string[] }) =>
    openTabs.filter((tab) =>
      url.some((pattern) => patternMatchesOrigin(pattern, new URL(tab.url).origin)),
    );
});

const scanner = () => registered.get(CONTENT_SCRIPT_ID);

describe('one site', () => {
  it('is not enabled until the browser granted it', async () => {
    await expect(setSiteAccess('https://crm.example.com', true)).rejects.toMatchObject({
      info: { code: 'no-permission' },
    });
    expect(scanner()).toBeUndefined();
    expect((await loadSiteAccess()).sites).toEqual([]);
  });

  it('once granted, registers the scanner there and starts it in the tabs already open', async () => {
    granted.add('https://crm.example.com/*');
    openTabs = [
      { id: 11, url: 'https://crm.example.com/customers/42' },
      { id: 12, url: 'https://mail.example.com/' },
    ];
    expect(await setSiteAccess('https://crm.example.com/customers/42?tab=calls', true)).toEqual({
      origin: 'https://crm.example.com',
      enabled: true,
      allSites: false,
    });
    expect(scanner()).toEqual({
      id: CONTENT_SCRIPT_ID,
      matches: ['https://crm.example.com/*'],
      js: ['/content-scripts/crm.js'],
      allFrames: true,
      runAt: 'document_start',
      persistAcrossSessions: true,
    });
    expect(injected).toEqual([{ tabId: 11, allFrames: true, files: ['/content-scripts/crm.js'] }]);
  });

  it('turned off, is unregistered (the permission is left for the agent to manage)', async () => {
    granted.add('https://crm.example.com/*');
    granted.add('https://erp.example.com/*');
    await setSiteAccess('https://crm.example.com', true);
    await setSiteAccess('https://erp.example.com', true);
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*', 'https://erp.example.com/*']);
    expect((await setSiteAccess('https://crm.example.com', false)).enabled).toBe(false);
    expect(scanner()?.matches).toEqual(['https://erp.example.com/*']);
    await setSiteAccess('https://erp.example.com', false);
    expect(scanner()).toBeUndefined();
  });

  it('is disabled when the browser revokes its permission', async () => {
    granted.add('https://crm.example.com/*');
    await setSiteAccess('https://crm.example.com', true);
    granted.delete('https://crm.example.com/*');
    await syncSiteScripts(); // what permissions.onRemoved runs
    expect(await getSiteAccess('https://crm.example.com')).toMatchObject({ enabled: false });
    expect(scanner()).toBeUndefined();
  });

  it.each(['chrome://extensions', 'file:///home/agent/x.html', 'about:blank', 'not a url'])(
    'refuses %j, which is not a web page',
    async (origin) => {
      await expect(getSiteAccess(origin)).rejects.toMatchObject({
        info: { code: 'invalid-input' },
      });
      await expect(setSiteAccess(origin, true)).rejects.toMatchObject({
        info: { code: 'invalid-input' },
      });
    },
  );

  it("refuses the extension's own pages", async () => {
    const own = fakeBrowser.runtime.getURL('/popup.html');
    await expect(getSiteAccess(own)).rejects.toMatchObject({ info: { code: 'invalid-input' } });
  });
});

describe('all sites', () => {
  it('needs both http and https granted, then registers for every site', async () => {
    granted.add('https://*/*');
    await expect(setAllSites(true)).rejects.toMatchObject({ info: { code: 'no-permission' } });
    granted.add('http://*/*');
    openTabs = [{ id: 21, url: 'https://any.example.org/' }];
    expect(await setAllSites(true)).toEqual({ allSites: true });
    expect(scanner()?.matches).toEqual(['https://*/*', 'http://*/*']);
    expect(injected.map((entry) => entry.tabId)).toEqual([21]);
    expect(await getSiteAccess('https://any.example.org')).toEqual({
      origin: 'https://any.example.org',
      enabled: true,
      allSites: true,
    });
  });

  it('falls back to the sites enabled one by one when turned off or revoked', async () => {
    granted = new Set(['https://*/*', 'http://*/*', 'https://crm.example.com/*']);
    await setSiteAccess('https://crm.example.com', true);
    await setAllSites(true);
    expect(await setAllSites(false)).toEqual({ allSites: false });
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);

    await setAllSites(true);
    granted.delete('http://*/*');
    await syncSiteScripts();
    expect(await loadSiteAccess()).toEqual({
      sites: ['https://crm.example.com/*'],
      allSites: false,
    });
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);
  });

  it('does not inject again into tabs of sites already enabled', async () => {
    granted = new Set(['https://*/*', 'http://*/*', 'https://crm.example.com/*']);
    openTabs = [
      { id: 31, url: 'https://crm.example.com/a' },
      { id: 32, url: 'https://other.example.com/b' },
    ];
    await setSiteAccess('https://crm.example.com', true);
    injected = [];
    await setAllSites(true);
    expect(injected.map((entry) => entry.tabId)).toEqual([32]);
  });
});

describe('stored site access', () => {
  it('is validated on read: anything that is not a site pattern is dropped', async () => {
    await siteAccessItem.setValue({
      sites: ['https://crm.example.com/*', '<all_urls>', 'file:///*', 42, 'javascript:alert(1)'],
      allSites: 'yes',
    } as never);
    expect(await loadSiteAccess()).toEqual({
      sites: ['https://crm.example.com/*'],
      allSites: false,
    });
    expect(validateSiteAccess(null)).toEqual({ sites: [], allSites: false });
  });

  it('overlapping changes do not register the scanner twice', async () => {
    granted = new Set(['https://a.example.com/*', 'https://b.example.com/*']);
    const register = vi.spyOn(fakeBrowser.scripting, 'registerContentScripts');
    await Promise.all([
      setSiteAccess('https://a.example.com', true),
      setSiteAccess('https://b.example.com', true),
      syncSiteScripts(),
    ]);
    expect(register).toHaveBeenCalledTimes(1);
    expect(scanner()?.matches).toEqual(['https://a.example.com/*', 'https://b.example.com/*']);
  });
});
