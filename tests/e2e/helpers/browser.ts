/**
 * Playwright fixtures for the built extension in real Chromium, with the real sandbox service.
 *
 *   sandbox            a fresh sandbox Voice Call Service on 127.0.0.1 (random port)
 *   context            a persistent Chromium profile (fresh temp dir) with the extension loaded
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

interface Fixtures {
  sandbox: Sandbox;
  context: BrowserContext;
  extensionId: string;
  openExtensionPage: (path: string) => Promise<Page>;
  configure: Configure;
  bridgeOnClick: BridgeOnClick;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0 });
    await use(sandbox);
    await sandbox.close();
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  context: async ({}, use) => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(
        `No built extension at ${EXTENSION_DIR}. Run \`npm run build:test\` or set DIALBRIDGE_EXTENSION_DIR.`,
      );
    }
    const profile = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-'));
    const context = await launchWithExtension(profile);
    await extensionReady(context);
    await use(context);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },

  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
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
  return chromium.launchPersistentContext(profile, {
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
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
