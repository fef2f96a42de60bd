/**
 * `npm start`: builds the test build of the extension, starts the sandbox Voice Call Service and a
 * demo CRM page on localhost, and opens Chromium with the extension loaded and configured for the
 * sandbox, the demo CRM page in front. Where no display is available it says so (and how to get
 * one with xvfb-run), keeps the services running and prints how to load the extension by hand.
 * The browser profile is a temporary folder, removed when the demo stops.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { sandboxUrls, saveSettingsThrough } from './extension-settings';
import { startFixtureServer } from './serve-fixtures';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';

const root = path.resolve(import.meta.dirname, '..');
const extensionDir = path.join(root, '.output', 'chrome-mv3-test');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A valid Saudi mobile number for the demo agent; the sandbox answers every number not ending in 000. */
const DEMO_AGENT = { name: 'Demo Agent', number: '966501234567' };

async function main(): Promise<void> {
  console.log('Building the extension (test build)…');
  const build = spawnSync('npm', ['run', '--silent', 'build:test'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed; see the output above.');

  const sandbox = await startSandboxOnPreferredPort();
  const fixtures = await startFixtureServer();
  // The team's own system, started with the sandbox: receives the signed events, serves the
  // do-not-call list (one customer who asked not to be called, and every objection recorded).
  const team = sandbox.team;
  const crmUrl = `${fixtures.url}/crm-en.html`;
  console.log(`
Voice Call Service sandbox: ${sandbox.url}
  use it for all four service URLs; API token: ${sandbox.token}
  browser phone:              ${sandbox.url}/integration.php?phone_number=966551234567
  recorded requests:          ${sandbox.url}/__sandbox/requests
Demo CRM pages:               ${crmUrl}
                              ${fixtures.url}/crm-ar.html
Team system (events, list):   ${team.url}
  events address:             ${team.eventsUrl}  (secret: ${team.secret})
  do-not-call list:           ${team.listUrl}`);

  // What stop() must close and remove, once the browser has started.
  const opened: { browser?: BrowserContext; profile?: string } = {};
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Chromium first (Ctrl-C, or already closed by the person): then nothing holds the profile.
    await opened.browser?.close().catch(() => undefined);
    await fixtures.close();
    await sandbox.close();
    process.exit(0);
  };
  // The profile goes on every exit: after stop() (Chromium closed first) and after an error.
  process.on('exit', () => {
    if (opened.profile) rmSync(opened.profile, { recursive: true, force: true });
  });
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  if (!hasDisplay()) {
    printManualSteps(
      sandbox,
      team,
      crmUrl,
      'No display is available here, so no browser window can open. On a machine without one,\n' +
        'run the demo on a virtual display instead: xvfb-run -a npm start (Debian: apt-get install xvfb).',
    );
    return;
  }
  if (!existsSync(chromiumPath)) {
    printManualSteps(sandbox, team, crmUrl, `No Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);
    return;
  }
  opened.profile = mkdtempSync(path.join(tmpdir(), 'dialbridge-demo-'));
  const context = await chromium.launchPersistentContext(opened.profile, {
    headless: false,
    executablePath: chromiumPath,
    // stop() closes Chromium before the profile is removed; Playwright's own handlers would kill
    // Chromium and exit before that.
    handleSIGINT: false,
    handleSIGTERM: false,
    viewport: null,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  opened.browser = context;
  context.on('close', () => void stop());
  const page = context.pages()[0] ?? (await context.newPage());
  await configureForSandbox(context, sandbox, team);
  // The events arriving, in a tab of their own.
  await (await context.newPage()).goto(team.url);
  await page.goto(crmUrl);
  // The options tab used for the set-up opened last and took the front: the CRM page goes back there.
  await page.bringToFront();
  console.log(
    '\nChromium is open with Dialbridge configured for the sandbox. Close it or press Ctrl-C to stop.',
  );
}

/** The demo's settings: the sandbox's addresses and flows, and the demo agent. */
async function configureForSandbox(
  context: BrowserContext,
  sandbox: SandboxProcess,
  team: SandboxProcess['team'],
): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const options = await context.newPage();
  await options.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
  await saveSettingsThrough(
    options,
    { ...sandboxUrls(sandbox), agentName: DEMO_AGENT.name, agentNumber: DEMO_AGENT.number },
    sandbox.token,
    {
      orderFlowId: 'order-confirmation',
      bridgeFlowId: 'bridge',
      // The sandbox's own webhook receiver: GET /__sandbox/webhooks lists what arrived.
      dispatchWebhookUrl: `${sandbox.url}/__sandbox/webhook`,
    },
  );
  const saved = await options.evaluate(
    (data) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> } };
        }
      ).chrome.runtime.sendMessage({ channel: 'dialbridge', type: 'saveTeamSystem', data }),
    {
      eventsUrl: team.eventsUrl,
      eventsSecret: team.secret,
      doNotCallUrl: team.listUrl,
      doNotCallRefreshMinutes: 1,
    },
  );
  if (!saved.ok) throw new Error('The team system settings were refused.');
  await options.close();
}

async function startSandboxOnPreferredPort(): Promise<SandboxProcess> {
  const port = Number(process.env.SANDBOX_PORT ?? 8787);
  try {
    return await startSandboxProcess({ port, echo: true });
  } catch {
    console.log(`Port ${port} is busy; the sandbox takes a free one.`);
    return startSandboxProcess({ port: 0, echo: true });
  }
}

function hasDisplay(): boolean {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function printManualSteps(
  sandbox: SandboxProcess,
  team: SandboxProcess['team'],
  crmUrl: string,
  why: string,
): void {
  console.log(`
${why}
The sandbox and the demo CRM page keep running. To try the extension by hand:
  1. In Chrome or Edge open chrome://extensions (edge://extensions), turn on Developer mode,
     choose "Load unpacked" and pick ${extensionDir}
  2. Open the extension's options and set:
       API token: ${sandbox.token}
       Order confirmation, Bridge, Dispatch and Browser phone URLs: ${sandbox.url}
       Call flows: any id (e.g. "bridge"); your name and number (e.g. ${DEMO_AGENT.number})
     and under Team system: events address ${team.eventsUrl}, secret ${team.secret},
       do-not-call list address ${team.listUrl}
  3. Open ${crmUrl} and point at a phone number.
Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
