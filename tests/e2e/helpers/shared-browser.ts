/**
 * One Chromium per Playwright worker, with the extension installed afresh for each test.
 *
 * Launching Chromium and waiting for its policy service costs 4.4 to 6.5 s a test on a 2-core
 * machine (measured); uninstalling the extension and installing it again through the DevTools
 * protocol costs about 1 s. An install starts from nothing, as a new browser profile does:
 * Chromium deletes an uninstalled extension's storage, alarms, granted sites and registered page
 * scripts, and the new install gets a new service worker (onInstalled runs again). What belongs to the browser rather than the extension
 * is reset too: every tab from the last test is closed (one blank tab is left, as at launch), and
 * its cookies, HTTP cache, site permissions and Playwright routes are cleared.
 *
 * Tests that need the browser itself to start (a policy file read at launch, a restart) launch
 * their own: `test.use({ freshBrowser: true })` or `launchWithExtension`.
 */
import type { BrowserContext, CDPSession, Worker } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
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
  private installedId: string | null = null;

  constructor(private readonly setup: SharedBrowserSetup) {}

  /** The worker's browser, reset as described above, with the extension newly installed. */
  async withExtensionInstalledAfresh(): Promise<BrowserContext> {
    const context = await this.browser();
    await closeEveryTabButOneBlank(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = (await context.browser()!.newBrowserCDPSession()) as unknown as CDPSession &
      ExtensionsDomain;
    try {
      if (this.installedId) await uninstall(context, cdp, this.installedId);
      this.installedId = null;
      const blank = await context.newCDPSession(context.pages()[0]!);
      await blank.send('Network.clearBrowserCache');
      await blank.detach();
      const started = context.waitForEvent('serviceworker');
      this.installedId = (
        await cdp.send('Extensions.loadUnpacked', { path: this.setup.extensionDir })
      ).id;
      await started;
    } finally {
      await cdp.detach().catch(() => undefined);
    }
    await this.setup.ready(context);
    return context;
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    if (this.profile) await rm(this.profile, { recursive: true, force: true });
    this.context = null;
    this.profile = null;
  }

  /** The running browser, launched again when the last one closed or crashed. */
  private async browser(): Promise<BrowserContext> {
    if (this.context?.browser()?.isConnected()) return this.context;
    await this.close();
    this.installedId = null;
    this.profile = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-'));
    this.context = await this.setup.launch(this.profile);
    return this.context;
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
  const gone = context.serviceWorkers().map((worker) => closed(worker));
  await cdp.send('Extensions.uninstall', { id });
  await Promise.all(gone);
}

function closed(worker: Worker): Promise<void> {
  return new Promise((resolve) => worker.once('close', () => resolve()));
}
