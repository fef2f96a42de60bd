/**
 * Real Firefox (Debian's firefox-esr) with the built add-on, driven over WebDriver BiDi by
 * puppeteer-core: no driver binary, no browser download. Playwright cannot install extensions in
 * Firefox; puppeteer's `enableExtensions` installs the folder as a temporary add-on (no prompts,
 * and Firefox grants a temporary add-on the host permissions its manifest asks for).
 *
 * The add-on folder comes from DIALBRIDGE_FIREFOX_EXTENSION_DIR (default .output/firefox-mv3-test,
 * written by `npm run build:test:firefox`); the browser from FIREFOX_PATH (default
 * /usr/bin/firefox-esr).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const GECKO_ID = 'dialbridge@dialbridge.app';
export const FIREFOX_EXTENSION_DIR = resolve(
  process.env.DIALBRIDGE_FIREFOX_EXTENSION_DIR ??
    join(import.meta.dirname, '../../.output/firefox-mv3-test'),
);
/** The production build (`npm run build:firefox`): no host access until the person grants it. */
export const FIREFOX_PRODUCTION_DIR = resolve(
  process.env.DIALBRIDGE_FIREFOX_PRODUCTION_DIR ??
    join(import.meta.dirname, '../../.output/firefox-mv3'),
);
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface LaunchOptions {
  /** The built add-on to install; default FIREFOX_EXTENSION_DIR (the test build). */
  extensionDir?: string;
  /** Firefox preferences on top of puppeteer's. */
  prefs?: Record<string, unknown>;
  /** Written to $HOME/.mozilla/managed-storage/<gecko id>.json: the organisation's settings. */
  managed?: Record<string, unknown>;
}

export interface Firefox {
  browser: Browser;
  /** The add-on's internal UUID: its pages are moz-extension://<uuid>/… */
  uuid: string;
  /** Opens an extension page (popup.html, options.html) in a new tab, loaded. */
  openExtensionPage(path: string): Promise<Page>;
  close(): Promise<void>;
}

export async function launchFirefox(options: LaunchOptions = {}): Promise<Firefox> {
  const extensionDir = options.extensionDir ?? FIREFOX_EXTENSION_DIR;
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(
      `No Firefox build at ${extensionDir}. Run \`npm run build:test:firefox\` (and \`npm run build:firefox\`).`,
    );
  }
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `No Firefox at ${FIREFOX_PATH}. Install it (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.`,
    );
  }
  // A temporary HOME per browser: its profile, and the managed-storage manifest Firefox reads from
  // $HOME/.mozilla/managed-storage on Linux.
  const home = await mkdtemp(join(tmpdir(), 'dialbridge-firefox-'));
  if (options.managed) await writeManagedStorage(home, options.managed);
  // Fixing the add-on's UUID lets the tests address its pages (Firefox picks a random one).
  const uuid = randomUUID();
  let browser: Browser;
  try {
    const launch = () => launchOnce(extensionDir, home, uuid, options.prefs ?? {});
    browser = await launch().catch(async (error: unknown) => {
      // Now and then the install fails with "webExtension.install: Target closed" on a busy
      // machine; a second launch has always worked.
      console.warn(`Firefox launch failed once, retrying: ${String(error)}`);
      return launch();
    });
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    uuid,
    openExtensionPage: (path) => openExtensionPage(browser, `moz-extension://${uuid}/${path}`),
    async close() {
      await browser.close().catch(() => undefined);
      await rm(home, { recursive: true, force: true });
    },
  };
}

function launchOnce(
  extensionDir: string,
  home: string,
  uuid: string,
  prefs: Record<string, unknown>,
): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    enableExtensions: [extensionDir],
    // Without it, navigating a tab to moz-extension:// is refused ("not allowed in this context").
    args: ['--remote-allow-system-access'],
    env: { ...process.env, HOME: home },
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      ...prefs,
    },
  });
}

/**
 * Firefox's managed storage on Linux: a native-manifest-like file. `description` is required —
 * without it Firefox says only "Managed storage manifest not found".
 */
async function writeManagedStorage(home: string, data: Record<string, unknown>): Promise<void> {
  const dir = join(home, '.mozilla', 'managed-storage');
  await mkdir(dir, { recursive: true });
  const manifest = { name: GECKO_ID, description: 'Dialbridge test policy', type: 'storage', data };
  await writeFile(join(dir, `${GECKO_ID}.json`), JSON.stringify(manifest));
}

/**
 * `page.goto` on a moz-extension:// URL often never resolves under BiDi (or rejects with "Frame
 * detached" as the tab moves to the extension's process, though the page loads), so the page's
 * own state is polled instead. Right after start, before the add-on has finished starting, the
 * navigation may be refused (NS_ERROR_NOT_AVAILABLE) and the tab stays blank: then it is asked
 * again.
 */
async function openExtensionPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  let refused = false;
  const navigate = () => {
    refused = false;
    page.goto(url).catch(() => {
      refused = true;
    });
  };
  navigate();
  await poll(
    async () => {
      const now = await page
        .evaluate(() => ({ href: location.href, state: document.readyState }))
        .catch(() => ({ href: '', state: '' }));
      if (refused && now.href === 'about:blank') navigate();
      return now;
    },
    (now) => now.href === url && now.state === 'complete',
    `${url} to load`,
  );
  return page;
}

/**
 * Calls `read` until `done` accepts its value (every 100 ms, up to `timeoutMs`) and returns it;
 * throws naming what was awaited and the last value seen. Waits on states, never on time.
 */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    }
    await new Promise((next) => setTimeout(next, 100));
  }
}
