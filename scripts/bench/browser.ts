/** Building the test extension, serving the page and driving Chromium for the benchmark. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { build } from 'esbuild';
import type { TraceEvent } from './trace';

const ROOT = resolve(import.meta.dirname, '../..');

/** The few extension APIs the harness calls inside the service worker (no @types/chrome here). */
interface ChromeApi {
  scripting: {
    getRegisteredContentScripts(): Promise<unknown[]>;
    updateContentScripts(scripts: { id: string; runAt: string }[]): Promise<void>;
  };
  tabs: {
    query(query: { url: string }): Promise<{ id?: number }[]>;
    sendMessage(tabId: number, message: unknown, options: { frameId: number }): Promise<unknown>;
  };
}
declare const chrome: ChromeApi;

/**
 * Builds the test build into its own folder (other builds may run at the same time); returns the
 * extension folder. `removeBuild` deletes it afterwards.
 */
export function buildExtension(): string {
  const outDir = join(tmpdir(), `dialbridge-bench-${process.pid}`);
  const result = spawnSync('npx', ['wxt', 'build'], {
    cwd: ROOT,
    env: { ...process.env, DIALBRIDGE_TEST_BUILD: '1', DIALBRIDGE_OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The test build failed (npx wxt build).');
  return join(outDir, 'chrome-mv3-test');
}

export function removeBuild(extensionDir: string): void {
  rmSync(dirname(extensionDir), { recursive: true, force: true });
}

export async function bundleBaselines(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'scripts/bench/baselines.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

export async function serve(
  routes: Record<string, { type: string; body: string }>,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store' })
      .end(route.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The same browser and profile settings, with or without the extension. */
async function launchContext(
  extensionDir: string | null,
): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'dialbridge-bench-profile-'));
  const extension = extensionDir
    ? [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`]
    : [];
  const context = await chromium.launchPersistentContext(profile, {
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: { width: 1280, height: 800 },
    args: [
      ...extension,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return { context, profile };
}

/** A browser without the extension, for the page's own costs. */
export async function launchBare(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const { context, profile } = await launchContext(null);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

export async function launch(
  extensionDir: string,
): Promise<{ context: BrowserContext; worker: Worker; id: string; close: () => Promise<void> }> {
  const { context, profile } = await launchContext(extensionDir);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  // The test build registers the scanner for 127.0.0.1 at install; wait for it.
  for (let tries = 0; tries < 200; tries++) {
    const registered = await worker.evaluate(
      async () => (await chrome.scripting.getRegisteredContentScripts()).length,
    );
    if (registered > 0) {
      const close = async () => {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      };
      return { context, worker, id, close };
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('The content script was never registered for 127.0.0.1.');
}

/**
 * Records a devtools.timeline trace and a V8 CPU profile (0.25 ms sampling) around `action`. The
 * profile's samples are appended to the events as one synthetic 'Profile' + 'ProfileChunk' pair,
 * on the trace's clock (both use the same monotonic microseconds).
 */
export async function traced(page: Page, action: () => Promise<void>): Promise<TraceEvent[]> {
  const session = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 250 });
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
      ],
    },
  });
  await session.send('Profiler.start');
  await action();
  const { profile } = await session.send('Profiler.stop');
  const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
  await session.send('Tracing.end');
  await complete;
  await session.detach();
  events.push(
    {
      name: 'Profile',
      ph: 'P',
      ts: profile.startTime,
      pid: -1,
      tid: -1,
      id: 'cdp',
      args: { data: { startTime: profile.startTime } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: profile.startTime,
      pid: -1,
      tid: -1,
      id: 'cdp',
      args: {
        data: {
          cpuProfile: { nodes: profile.nodes, samples: profile.samples ?? [] },
          timeDeltas: profile.timeDeltas ?? [],
        },
      },
    },
  );
  return events;
}

/**
 * Asks the page's content script for its numbers (`pageNumbers`, answered once the scan settled). Retries only while the content script is not there yet.
 */
export async function pageNumbers(worker: Worker, url: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await worker.evaluate(async (pageUrl) => {
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      if (tab?.id === undefined) return { error: 'no tab' };
      try {
        const reply = (await chrome.tabs.sendMessage(
          tab.id,
          { channel: 'dialbridge', type: 'pageNumbers', data: {} },
          { frameId: 0 },
        )) as {
          numbers: unknown[];
        };
        return { count: reply.numbers.length };
      } catch (error) {
        return { error: String(error) };
      }
    }, url);
    if (answer.count !== undefined) return answer.count;
    if (!/Receiving end does not exist|no tab/.test(answer.error ?? ''))
      throw new Error(answer.error);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The content script never answered pageNumbers.');
}

export type RunAt = 'document_start' | 'document_end' | 'document_idle';

/** When the registered scanner runs, as the background registered it. */
export async function getRunAt(worker: Worker): Promise<RunAt> {
  const scripts = (await worker.evaluate(() => chrome.scripting.getRegisteredContentScripts())) as {
    runAt?: RunAt;
  }[];
  return scripts[0]?.runAt ?? 'document_idle';
}

/** Changes when the registered scanner runs (to measure the other choice). */
export async function setRunAt(worker: Worker, runAt: RunAt): Promise<void> {
  await worker.evaluate(
    (when) => chrome.scripting.updateContentScripts([{ id: 'dialbridge-crm', runAt: when }]),
    runAt,
  );
}
