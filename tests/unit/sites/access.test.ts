/**
 * Site access in the background: what the popup's switch and "all sites" option do, and how a
 * permission revoked in the browser disables its site. The browser's permission and scripting
 * state is simulated (the fake browser has neither); the e2e tests (sites.spec.ts) run the same
 * code against real Chromium.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsHandlers } from '../../../utils/background/handlers/settings';
import { HandledError } from '../../../utils/errors';
import type { MessageSenderInfo } from '../../../utils/messaging/router';
import { DEFAULT_SETTINGS, type SettingsInput } from '../../../utils/settings/store';
import { getSiteAccess, setAllSites, setSiteAccess } from '../../../utils/sites/access';
import { CONTENT_SCRIPT_ID, syncSiteScripts } from '../../../utils/sites/registration';
import { loadSiteAccess, siteAccessItem, validateSiteAccess } from '../../../utils/sites/storage';

interface Script {
  id: string;
  matches: string[];
  js: string[];
  allFrames: boolean;
  runAt: string;
  persistAcrossSessions: boolean;
}

const OPTIONS_PAGE: MessageSenderInfo = {
  kind: 'extension',
  url: 'chrome-extension://test-extension-id/options.html',
};

let granted: Set<string>;
let registered: Map<string, Script>;
/**
 * Open tabs, each with the query patterns it matches written out by hand, so the fake
 * tabs.query needs no matching code of its own (and none of the code under test).
 */
let openTabs: { id: number; url: string; matchedBy: string[]; frames?: FrameState[] }[];
/**
 * A frame's page script, as the probe finds it in the frame's isolated world: none, running, or
 * left behind by an update (its extension context is gone). A tab without `frames` has one frame
 * with none.
 */
type FrameState = 'none' | 'running' | 'orphaned';
/** Host patterns the manifest declares (the test build's local hosts); [] like production. */
let declaredHosts: string[];
/** Every permissions.remove call, in order. */
let removals: string[][];
let injected: { tabId: number; frameIds?: number[]; files: string[] }[];

beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set();
  registered = new Map();
  openTabs = [];
  injected = [];
  declaredHosts = [];
  removals = [];
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
    func,
    args,
  }: {
    target: { tabId: number; allFrames?: boolean; frameIds?: number[] };
    files?: string[];
    func?: (...args: unknown[]) => unknown;
    args?: unknown[];
  }) => {
    if (files) {
      injected.push({ tabId: target.tabId, frameIds: target.frameIds, files });
      return [];
    }
    // The probe runs in each frame's world: here the global object, set up as that frame's.
    const frames = openTabs.find((tab) => tab.id === target.tabId)?.frames ?? ['none'];
    return frames.map((state, frameId) => {
      const world = globalThis as Record<string, unknown>;
      const key = String(args?.[0]);
      if (state === 'none') delete world[key];
      else world[key] = () => state === 'running';
      try {
        return { frameId, result: func!(...(args ?? [])) };
      } finally {
        delete world[key];
      }
    });
  };
  api.tabs!.query = async ({ url }: { url: string[] }) =>
    openTabs
      .filter((tab) => url.some((pattern) => tab.matchedBy.includes(pattern)))
      .map(({ id, url: tabUrl }) => ({ id, url: tabUrl }));
  // Chrome removes exactly the patterns named; a declared (required) one is refused.
  api.permissions!.remove = async ({ origins }: { origins: string[] }) => {
    if (origins.some((origin) => declaredHosts.includes(origin)))
      throw new Error('You cannot remove required permissions.');
    removals.push([...origins]);
    for (const origin of origins) granted.delete(origin);
    return true;
  };
  api.runtime!.getManifest = () => ({ manifest_version: 3, host_permissions: declaredHosts });
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
      {
        id: 11,
        url: 'https://crm.example.com/customers/42',
        matchedBy: ['https://*/*', 'https://crm.example.com/*'],
      },
      {
        id: 12,
        url: 'https://mail.example.com/',
        matchedBy: ['https://*/*', 'https://mail.example.com/*'],
      },
    ];
    expect(await setSiteAccess('https://crm.example.com/customers/42?tab=calls', true)).toEqual({
      origin: 'https://crm.example.com',
      enabled: true,
      allSites: false,
      managed: false,
    });
    expect(scanner()).toEqual({
      id: CONTENT_SCRIPT_ID,
      matches: ['https://crm.example.com/*'],
      excludeMatches: [],
      js: ['/content-scripts/crm.js'],
      allFrames: true,
      runAt: 'document_start',
      persistAcrossSessions: true,
    });
    expect(injected).toEqual([{ tabId: 11, frameIds: [0], files: ['/content-scripts/crm.js'] }]);
  });

  it('starts the scanner only in the frames of an open tab where it is not running', async () => {
    granted.add('https://crm.example.com/*');
    const matchedBy = ['https://*/*', 'https://crm.example.com/*'];
    openTabs = [
      // Loaded while the site was being enabled: the registered script runs there already.
      { id: 21, url: 'https://crm.example.com/a', matchedBy, frames: ['running', 'running'] },
      // Its frame 1 runs a copy an update left behind; frame 2 has none.
      {
        id: 22,
        url: 'https://crm.example.com/b',
        matchedBy,
        frames: ['running', 'orphaned', 'none'],
      },
    ];
    await setSiteAccess('https://crm.example.com', true);
    expect(injected).toEqual([{ tabId: 22, frameIds: [1, 2], files: ['/content-scripts/crm.js'] }]);
  });

  it('turned off, is unregistered and its permission given back', async () => {
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
    openTabs = [
      {
        id: 21,
        url: 'https://any.example.org/',
        matchedBy: ['https://*/*', 'https://any.example.org/*'],
      },
    ];
    expect(await setAllSites(true)).toEqual({ allSites: true });
    expect(scanner()?.matches).toEqual(['https://*/*', 'http://*/*']);
    expect(injected.map((entry) => entry.tabId)).toEqual([21]);
    expect(await getSiteAccess('https://any.example.org')).toEqual({
      origin: 'https://any.example.org',
      enabled: true,
      allSites: true,
      managed: false,
    });
  });

  it('falls back to the sites enabled one by one when turned off or revoked', async () => {
    granted = new Set(['https://*/*', 'http://*/*', 'https://crm.example.com/*']);
    await setSiteAccess('https://crm.example.com', true);
    await setAllSites(true);
    expect(await setAllSites(false)).toEqual({ allSites: false });
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);

    // Turning it off gave the permission back; the popup asks for it again.
    granted = new Set([...granted, 'https://*/*', 'http://*/*']);
    await setAllSites(true);
    granted.delete('http://*/*');
    await syncSiteScripts();
    expect(await loadSiteAccess()).toEqual({
      sites: ['https://crm.example.com/*'],
      allSites: false,
      off: [],
    });
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);
  });

  it('does not inject again into tabs of sites already enabled', async () => {
    granted = new Set(['https://*/*', 'http://*/*', 'https://crm.example.com/*']);
    openTabs = [
      {
        id: 31,
        url: 'https://crm.example.com/a',
        matchedBy: ['https://*/*', 'https://crm.example.com/*'],
      },
      {
        id: 32,
        url: 'https://other.example.com/b',
        matchedBy: ['https://*/*', 'https://other.example.com/*'],
      },
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
      off: [],
    });
    expect(validateSiteAccess(null)).toEqual({ sites: [], allSites: false, off: [] });
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

describe('host permissions given back when nothing uses them', () => {
  const saveServiceUrls = (urls: Partial<SettingsInput>) =>
    settingsHandlers.saveSettings({ settings: { ...DEFAULT_SETTINGS, ...urls } }, OPTIONS_PAGE);

  it('a site switched off: exactly its pattern', async () => {
    granted = new Set(['https://crm.example.com/*', 'https://erp.example.com/*']);
    await setSiteAccess('https://crm.example.com', true);
    await setSiteAccess('https://erp.example.com', true);
    await setSiteAccess('https://crm.example.com', false);
    expect(removals).toEqual([['https://crm.example.com/*']]);
    expect([...granted]).toEqual(['https://erp.example.com/*']);
  });

  it('a site switched off keeps its pattern while a service URL is on that origin', async () => {
    granted = new Set(['https://crm.example.com/*', 'https://crm.example.com:443/*']);
    await saveServiceUrls({ bridgeUrl: 'https://crm.example.com/voice' });
    await setSiteAccess('https://crm.example.com', true);
    await setSiteAccess('https://crm.example.com', false);
    expect(removals).toEqual([]);
    expect(granted.has('https://crm.example.com/*')).toBe(true);
  });

  it('one port of an any-port site switched off: that port alone, the others as they were', async () => {
    declaredHosts = ['http://localhost/*'];
    // The browser holds one port's pattern through the any-port one (this fake matches exactly).
    granted = new Set(['http://localhost/*', 'http://localhost:5173/*']);
    await siteAccessItem.setValue({ sites: ['http://localhost/*'], allSites: false, off: [] });
    expect(await setSiteAccess('http://localhost:5173', false)).toMatchObject({ enabled: false });
    expect(removals).toEqual([]);
    expect(scanner()).toMatchObject({
      matches: ['http://localhost/*'],
      excludeMatches: ['http://localhost:5173/*'],
    });
    expect(await getSiteAccess('http://localhost:3000')).toMatchObject({ enabled: true });
    expect(await getSiteAccess('http://localhost:5173')).toMatchObject({ enabled: false });
    // On again: the exclusion goes, the any-port pattern covers it as before.
    expect(await setSiteAccess('http://localhost:5173', true)).toMatchObject({ enabled: true });
    expect(scanner()).toMatchObject({ matches: ['http://localhost/*'], excludeMatches: [] });
    expect(await loadSiteAccess()).toEqual({
      sites: ['http://localhost/*'],
      allSites: false,
      off: [],
    });
  });

  it('"all sites" switched off: both patterns, and a site granted on its own keeps its grant', async () => {
    granted = new Set(['https://*/*', 'http://*/*', 'https://crm.example.com/*']);
    await setSiteAccess('https://crm.example.com', true);
    await setAllSites(true);
    await setAllSites(false);
    expect(removals).toEqual([['https://*/*', 'http://*/*']]);
    expect([...granted]).toEqual(['https://crm.example.com/*']);
  });

  it('a changed service URL: the old exact origin, unless another service URL still uses it', async () => {
    await saveServiceUrls({
      ecommerceUrl: 'https://shop.example.com',
      bridgeUrl: 'https://calls.example.com:8443/bridge',
      dispatchUrl: 'https://calls.example.com:8443/dispatch',
    });
    expect(removals).toEqual([]);

    // The bridge moves; dispatch still uses calls.example.com:8443.
    await saveServiceUrls({
      ecommerceUrl: 'https://shop.example.com',
      bridgeUrl: 'https://bridge.example.com',
      dispatchUrl: 'https://calls.example.com:8443/dispatch',
    });
    expect(removals).toEqual([]);

    // Now nothing uses calls.example.com:8443 nor shop.example.com any more.
    await saveServiceUrls({ bridgeUrl: 'https://bridge.example.com', dispatchUrl: '' });
    expect(removals).toEqual([
      ['https://shop.example.com:443/*', 'https://calls.example.com:8443/*'],
    ]);
  });

  it('a changed service URL keeps the grant an enabled site on the same origin relies on', async () => {
    granted = new Set(['https://crm.example.com:8443/*']);
    await saveServiceUrls({ bridgeUrl: 'https://crm.example.com:8443' });
    await setSiteAccess('https://crm.example.com:8443', true);
    await saveServiceUrls({ bridgeUrl: 'https://bridge.example.com' });
    expect(removals).toEqual([]);
  });

  it('a saved form that fails validation gives nothing back', async () => {
    await saveServiceUrls({ bridgeUrl: 'https://calls.example.com' });
    await expect(
      saveServiceUrls({ bridgeUrl: 'https://bridge.example.com', orderTries: 99 }),
    ).rejects.toBeInstanceOf(HandledError);
    expect(removals).toEqual([]);
  });
});

describe('sites enabled by the organisation (managed `sites`)', () => {
  it('are scanned where the browser granted access, without being stored as the agent’s', async () => {
    granted.add('https://crm.example.com/*');
    await fakeBrowser.storage.managed.set({
      sites: ['https://crm.example.com', 'https://other.example.com'],
    });
    await syncSiteScripts();
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);
    expect((await loadSiteAccess()).sites).toEqual([]);
    expect(await getSiteAccess('https://crm.example.com/x')).toEqual({
      origin: 'https://crm.example.com',
      enabled: true,
      allSites: false,
      managed: true,
    });
  });

  it('without the browser’s access, are not scanned and say so (managed, not enabled)', async () => {
    await fakeBrowser.storage.managed.set({ sites: ['https://other.example.com'] });
    await syncSiteScripts();
    expect(scanner()).toBeUndefined();
    expect(await getSiteAccess('https://other.example.com')).toMatchObject({
      enabled: false,
      managed: true,
    });
  });

  it('cannot be turned off by the agent', async () => {
    granted.add('https://crm.example.com/*');
    await fakeBrowser.storage.managed.set({ sites: ['https://crm.example.com'] });
    await syncSiteScripts();
    const error = await setSiteAccess('https://crm.example.com', false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandledError);
    expect(scanner()?.matches).toEqual(['https://crm.example.com/*']);
  });
});
