/**
 * One Chromium per Playwright worker, with the extension installed afresh for each test.
 *
 * A Chromium launch with the extension costs about 6.5 s of CPU on a 2-core machine (4.6 s for
 * the browser, 1.5 s more while its policy service holds an extension with a managed schema),
 * and the e2e suite is CPU-bound: over 200 launches were half its time. An install through the
 * DevTools protocol costs a fraction of that.
 *
 * Each test gets an install that has never existed before: a copy of the built extension in a
 * folder of its own, without the manifest key, so Chromium gives it a new id. Nothing the last
 * test's install stored (storage, IndexedDB, alarms, granted sites, registered page scripts)
 * can be seen by it, even while Chromium is still deleting the old install's data after its
 * uninstall. What belongs to the browser is reset too: every tab from the last test is closed
 * (one blank tab is left, as at launch), and its cookies, HTTP cache, site permissions and
 * Playwright routes are cleared.
 *
 * Tests that need the browser itself to start (a policy file read at launch, a restart, the
 * manifest key's id) launch their own: `test.use({ freshBrowser: true })` or
 * `launchWithExtension`.
 */
import type { BrowserContext, CDPSession, Worker } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SharedBrowserSetup {
  /** The extension's build folder. */
  extensionDir: string;
  /** Launches Chromium on `profile` with extensions allowed and the DevTools install enabled. */
  launch(profile: string): Promise<BrowserContext>;
  /** Resolves once the extension's worker is up and the policy service has answered. */
  ready(context: BrowserContext): Promise<void>;
}

/** What Chromium's DevTools protocol calls to install and remove an unpacked extension. */
type ExtensionsDomain = {
  send(method: 'Extensions.loadUnpacked', params: { path: string }): Promise<{ id: string }>;
  send(method: 'Extensions.uninstall', params: { id: string }): Promise<void>;
};

export class SharedBrowser {
  private context: BrowserContext | null = null;
  private profile: string | null = null;
  private copies: string | null = null;
  private installed: { id: string; dir: string } | null = null;

  constructor(private readonly setup: SharedBrowserSetup) {}

  /** The worker's browser, reset as described above, with a new install of the extension. */
  async withExtensionInstalledAfresh(): Promise<{ context: BrowserContext; extensionId: string }> {
    const context = await this.browser();
    await closeEveryTabButOneBlank(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = (await context.browser()!.newBrowserCDPSession()) as unknown as CDPSession &
      ExtensionsDomain;
    try {
      if (this.installed) {
        await uninstall(context, cdp, this.installed.id);
        await rm(this.installed.dir, { recursive: true, force: true });
        this.installed = null;
      }
      const blank = await context.newCDPSession(context.pages()[0]!);
      await blank.send('Network.clearBrowserCache');
      await blank.detach();
      const dir = await this.copyWithoutKey();
      const started = context.waitForEvent('serviceworker');
      const { id } = await cdp.send('Extensions.loadUnpacked', { path: dir });
      this.installed = { id, dir };
      await started;
    } finally {
      await cdp.detach().catch(() => undefined);
    }
    await this.setup.ready(context);
    return { context, extensionId: this.installed.id };
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    for (const dir of [this.profile, this.copies])
      if (dir) await rm(dir, { recursive: true, force: true });
    this.context = null;
    this.profile = null;
    this.copies = null;
    this.installed = null;
  }

  /** The running browser, launched again when the last one closed or crashed. */
  private async browser(): Promise<BrowserContext> {
    if (this.context?.browser()?.isConnected()) return this.context;
    await this.close();
    this.profile = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-'));
    this.copies = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-extension-'));
    this.context = await this.setup.launch(this.profile);
    return this.context;
  }

  /** A copy of the build in a new folder, its key removed: an unpacked id comes from the path. */
  private async copyWithoutKey(): Promise<string> {
    const dir = await mkdtemp(join(this.copies!, 'install-'));
    await cp(this.setup.extensionDir, dir, { recursive: true });
    const manifestPath = join(dir, 'manifest.json');
    const { key: _key, ...manifest } = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      key?: string;
    };
    await writeFile(manifestPath, JSON.stringify(manifest));
    return dir;
  }
}

async function closeEveryTabButOneBlank(context: BrowserContext): Promise<void> {
  const blank = await context.newPage();
  await Promise.all(
    context
      .pages()
      .map((page) => (page === blank ? undefined : page.close().catch(() => undefined))),
  );
}

/** Removes the extension and waits for its worker to be gone, so the next one is the only one. */
async function uninstall(
  context: BrowserContext,
  cdp: ExtensionsDomain,
  id: string,
): Promise<void> {
  const gone = context
    .serviceWorkers()
    .filter((worker) => new URL(worker.url()).host === id)
    .map((worker) => closed(worker));
  await cdp.send('Extensions.uninstall', { id });
  await Promise.all(gone);
}

/** The worker's close, or 5 s (a worker already stopped by Chromium may never say so). */
function closed(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    worker.once('close', () => resolve());
    setTimeout(resolve, 5_000);
  });
}
