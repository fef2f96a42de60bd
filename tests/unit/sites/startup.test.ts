/**
 * Browser start (utils/sites/setup.ts): the tabs the browser restored on enabled sites get the
 * scanner where it is not running yet. Chromium holds an extension that declares a managed
 * schema until its policy service answers, and tabs restored meanwhile load without it. The
 * browser's tab, permission and scripting state is simulated, as in sites-access.test.ts.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupSites } from '../../../utils/sites/setup';
import { saveSiteAccess } from '../../../utils/sites/storage';

const SITE = 'https://crm.example.com/*';
/** Per tab, its frames as the probe finds them: running the page script, or not. */
const tabs = new Map<number, boolean[]>([
  [31, [false, true]],
  [32, [true]],
]);
let injected: Array<{ tabId: number; frameIds?: number[] }>;

beforeEach(async () => {
  fakeBrowser.reset();
  injected = [];
  const api = fakeBrowser as unknown as Record<string, Record<string, unknown>>;
  api.permissions!.contains = async ({ origins }: { origins: string[] }) =>
    origins.every((origin) => origin === SITE);
  // Not in the fake browser; this test fires none of them.
  const noEvent = { addListener: () => undefined };
  api.permissions!.onRemoved = noEvent;
  api.permissions!.onAdded = noEvent;
  api.scripting!.getRegisteredContentScripts = async () => [];
  api.scripting!.registerContentScripts = async () => undefined;
  api.tabs!.query = async ({ url }: { url: string[] }) =>
    url.includes(SITE)
      ? [...tabs.keys()].map((id) => ({ id, url: 'https://crm.example.com/' }))
      : [];
  api.scripting!.executeScript = async ({
    target,
    files,
  }: {
    target: { tabId: number; frameIds?: number[] };
    files?: string[];
  }) => {
    if (files) {
      injected.push({ tabId: target.tabId, frameIds: target.frameIds });
      return [];
    }
    return tabs.get(target.tabId)!.map((running, frameId) => ({ frameId, result: running }));
  };
  await saveSiteAccess({ sites: [SITE], allSites: false, off: [] });
});

it('at browser start, starts the scanner in the restored tabs\u2019 frames that lack it', async () => {
  setupSites((error) => {
    throw error;
  });
  await fakeBrowser.runtime.onStartup.trigger();
  await vi.waitFor(() => expect(injected).toEqual([{ tabId: 31, frameIds: [0] }]));
});

it('does not wait for a slow policy service: the restored tabs get the scanner first, once', async () => {
  let answerPolicy!: (policy: Record<string, unknown>) => void;
  const api = fakeBrowser as unknown as Record<string, Record<string, Record<string, unknown>>>;
  api.storage!.managed!.get = () => new Promise((resolve) => (answerPolicy = resolve));
  const running = tabs.get(31)!;
  const scripting = api.scripting as unknown as {
    executeScript: (options: { target: { tabId: number }; files?: string[] }) => Promise<unknown>;
  };
  const execute = scripting.executeScript;
  scripting.executeScript = async (options) => {
    const answer = await execute(options);
    if (options.files && options.target.tabId === 31) running[0] = true; // now it runs there
    return answer;
  };
  setupSites((error) => {
    throw error;
  });
  await fakeBrowser.runtime.onStartup.trigger();
  await vi.waitFor(() => expect(injected).toEqual([{ tabId: 31, frameIds: [0] }]));
  expect(answerPolicy).toBeDefined(); // asked, still unanswered
  answerPolicy({});
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(injected).toEqual([{ tabId: 31, frameIds: [0] }]);
  running[0] = false;
});
