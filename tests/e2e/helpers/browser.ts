/**
 * Playwright fixtures for the built extension in real Chromium, with the real sandbox service.
 *
 *   sandbox            a fresh sandbox Voice Call Service on 127.0.0.1 (random port)
 *   context            Chromium with the extension just installed: the worker's shared browser
 *                      (helpers/shared-browser.ts), or with `test.use({ freshBrowser: true })` a
 *                      browser launched for the test on a fresh profile
 *   extensionId        the extension's id (host of its service worker URL)
 *   openExtensionPage  opens chrome-extension://<id>/<path> in a new tab
 *   configure          stores settings (+ token) through the real saveSettings message, for
 *                      tests that are not about the options UI
 *   bridgeOnClick      configure for the sandbox with "Bridge now" as a click's action (an
 *                      agent, a bridge flow), or with the choices given
 *
 * The extension folder comes from DIALBRIDGE_EXTENSION_DIR (default .output/chrome-mv3-test,
 * written by `npm run build:test`).
 */
import { test as base, chromium, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SettingsInput, SettingsView } from '../../../utils/settings/store';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { sandboxUrls, saveSettingsThrough } from '../../../scripts/extension-settings';
import { startFixtureServer, type FixtureServer } from '../../../scripts/serve-fixtures';
import { SharedBrowser } from './shared-browser';

export { sandboxUrls };

export const EXTENSION_DIR = resolve(
  process.env.DIALBRIDGE_EXTENSION_DIR ??
    join(import.meta.dirname, '../../../.output/chrome-mv3-test'),
);

export type Configure = (
  page: Page,
  settings: Partial<SettingsInput>,
  token?: string,
) => Promise<SettingsView>;

/** Stores settings that bridge on a click (see the fixture). */
export type BridgeOnClick = (settings?: Partial<SettingsInput>) => Promise<void>;

interface Installed {
  context: BrowserContext;
  extensionId: string;
}

interface Fixtures {
  /** Launch a browser for this test alone (it reads policy at start, say) instead of sharing. */
  freshBrowser: boolean;
  sandbox: Sandbox;
  context: BrowserContext;
  extensionId: string;
  openExtensionPage: (path: string) => Promise<Page>;
  configure: Configure;
  bridgeOnClick: BridgeOnClick;
}

export const test = base.extend<
  Fixtures & { installed: Installed },
  { sharedBrowser: SharedBrowser }
>({
  freshBrowser: [false, { option: true }],

  sharedBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
    async ({}, use) => {
      const shared = new SharedBrowser({
        extensionDir: EXTENSION_DIR,
        launch: (profile) => launchChromium(profile, ['--enable-unsafe-extension-debugging']),
        ready: extensionReady,
      });
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0 });
    await use(sandbox);
    await sandbox.close();
  },

  installed: async ({ freshBrowser, sharedBrowser }, use) => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(
        `No built extension at ${EXTENSION_DIR}. Run \`npm run build:test\` or set DIALBRIDGE_EXTENSION_DIR.`,
      );
    }
    if (!freshBrowser) {
      await use(await sharedBrowser.withExtensionInstalledAfresh());
      return;
    }
    const profile = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-'));
    const context = await launchWithExtension(profile);
    await extensionReady(context);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use({ context, extensionId: new URL(worker.url()).host });
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },

  context: async ({ installed }, use) => {
    await use(installed.context);
  },

  extensionId: async ({ installed }, use) => {
    await use(installed.extensionId);
  },

  openExtensionPage: async ({ context, extensionId }, use) => {
    await use(async (path) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path.replace(/^\//, '')}`);
      return page;
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  configure: async ({}, use) => {
    await use(configureThroughMessages);
  },

  bridgeOnClick: async ({ sandbox, openExtensionPage, configure }, use) => {
    await use(async (settings = {}) => {
      const options = await openExtensionPage('options.html');
      await configure(
        options,
        {
          ...sandboxUrls(sandbox),
          agentNumber: '0500000001',
          agentName: 'Agent',
          bridgeFlowId: 'flow-bridge',
          clickAction: 'bridge',
          language: 'en',
          ...settings,
        },
        sandbox.token,
      );
      await options.close();
    });
  },
});

export { expect } from '@playwright/test';

/**
 * Waits until the extension has started as a browser starting with it would: its worker is up
 * and the browser's policy service has answered. An extension that declares a managed schema
 * (ours does) reads no policy, and registers its page scripts for the organisation's sites, until
 * then — about 2.7 s after Chromium starts; a page opened before is one a person opened while
 * the browser was still starting.
 */
export async function extensionReady(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const api = (
      globalThis as unknown as { chrome: { storage: { managed: { get(): Promise<unknown> } } } }
    ).chrome;
    await api.storage.managed.get();
  });
}

/**
 * Chromium on `profile` with the built extension loaded. Launching again on the same profile
 * after closing is a browser restart (storage.local kept, storage.session gone).
 */
export function launchWithExtension(
  profile: string,
  extraArgs: readonly string[] = [],
): Promise<BrowserContext> {
  return launchChromium(profile, [
    `--disable-extensions-except=${EXTENSION_DIR}`,
    `--load-extension=${EXTENSION_DIR}`,
    ...extraArgs,
  ]);
}

/** Headless Chromium on `profile`, extensions allowed (Playwright's default turns them off). */
function launchChromium(profile: string, args: readonly string[]): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...args,
    ],
  });
}

/**
 * Reads the current settings, overlays `settings` and saves them with the token, all through the
 * background's real message router from an extension page (so sender checks apply as in use).
 * Throws with the background's message when it refuses.
 */
export async function configureThroughMessages(
  page: Page,
  settings: Partial<SettingsInput>,
  token?: string,
): Promise<SettingsView> {
  if (!page.url().startsWith('chrome-extension://')) {
    throw new Error(`configure() needs an extension page, not ${page.url()}`);
  }
  return (await saveSettingsThrough(page, settings, token)) as unknown as SettingsView;
}

/**
 * The fixture pages (tests/fixtures) served for this file's tests: started before them, closed
 * after them. `url` is read inside a test or a hook, once the server is up.
 */
export function servedFixtures(): { readonly url: string } {
  let server: FixtureServer | null = null;
  test.beforeAll(async () => {
    server = await startFixtureServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return {
    get url() {
      if (!server)
        throw new Error('The fixture server is up once the tests start: read url inside one.');
      return server.url;
    },
  };
}
