/**
 * `npm run bench:team [-- --rounds 5]`: the team system in real Chromium with the test build.
 *
 * 1. The do-not-call list at 1,000,000 numbers: how long the background takes to fetch, read and
 *    keep it, what it holds in memory, the first lookup after the worker restarts (the copy read
 *    back from IndexedDB) and the lookup every call makes.
 * 2. The page scan with that list loaded against the same extension with no list, alternating,
 *    medians: the list adds nothing a page pays for.
 * 3. One agent's objection to another agent's refusal, two browser profiles, the second reading
 *    the list on its real one-minute alarm (the receiver of `npm run sandbox` adds every objection
 *    to the list it serves).
 *
 * Reports, judges nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page, Worker } from '@playwright/test';
import {
  buildExtension,
  bundleBaselines,
  launch,
  pageNumbers,
  removeBuild,
  serve,
} from './bench/browser';
import { measureOutside } from './bench/outside';
import { buildPage } from './bench/page';
import { median } from './bench/report';
import { sandboxUrls, saveSettingsThrough } from './extension-settings';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const ROUNDS = Math.max(1, Number(values.rounds));
const MILLION = 1_000_000;

function millionList(): string {
  const lines = ['phone'];
  for (let i = 0; i < MILLION; i++) {
    const national = `59${String(i).padStart(7, '0')}`;
    lines.push(i % 3 === 0 ? `+966${national}` : i % 3 === 1 ? `0${national}` : `966 ${national}`);
  }
  return lines.join('\n');
}

async function send<T>(page: Page, type: string, data: unknown): Promise<T> {
  const reply = (await page.evaluate(
    ({ type, data }) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
        }
      ).chrome.runtime.sendMessage({ channel: 'dialbridge', type, data }),
    { type, data },
  )) as { ok: boolean; data?: T; error?: unknown };
  if (!reply.ok) throw new Error(`${type} refused: ${JSON.stringify(reply.error)}`);
  return reply.data as T;
}

async function configured(
  extensionDir: string,
  sandbox: SandboxProcess,
  team?: Record<string, unknown>,
) {
  const browser = await launch(extensionDir);
  const options = await browser.context.newPage();
  await options.goto(`chrome-extension://${browser.id}/options.html`);
  await saveSettingsThrough(
    options,
    { ...sandboxUrls(sandbox), agentName: 'Bench', agentNumber: '966501234567' },
    sandbox.token,
    { bridgeFlowId: 'bridge', orderFlowId: 'orders' },
  );
  if (team) await send(options, 'saveTeamSystem', team);
  return { ...browser, options };
}

type Timing = {
  firstLookupMs: number;
  perLookupMs: number;
  listed: number;
  numbers: number;
  bytes: number;
};
function timeLookups(worker: Worker, dials: string[]): Promise<Timing> {
  return worker.evaluate(
    (dials) =>
      (
        globalThis as unknown as {
          dialbridgeTest: { timeDoNotCallLookups(dials: string[]): Promise<Timing> };
        }
      ).dialbridgeTest.timeDoNotCallLookups(dials),
    dials,
  );
}

async function main(): Promise<void> {
  const load = () =>
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} on ${availableParallelism()} cores`;
  const extensionDir = buildExtension();
  const sandbox = await startSandboxProcess({ port: 0, echo: false });
  const page = buildPage(200);
  const { server, origin } = await serve({
    '/': { type: 'text/html; charset=utf-8', body: page.html },
    '/million.txt': { type: 'text/plain; charset=utf-8', body: millionList() },
    // The floor each round measures (scripts/bench/outside.ts) loads these.
    '/baselines.js': { type: 'text/javascript', body: await bundleBaselines() },
  });
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  try {
    say(`## The team's system (${load()})`);
    const noList = await configured(extensionDir, sandbox, {
      eventsUrl: '',
      doNotCallUrl: '',
      doNotCallRefreshMinutes: 5,
    });
    // 1. The list: from saving its address to the list in force (fetched, read, kept).
    const withList = await configured(extensionDir, sandbox);
    const started = performance.now();
    await send(withList.options, 'saveTeamSystem', {
      eventsUrl: '',
      doNotCallUrl: `${origin}/million.txt`,
      doNotCallRefreshMinutes: 1440,
    });
    for (;;) {
      const view = await send<{ list: { count: number } | null }>(
        withList.options,
        'getTeamSystem',
        {},
      );
      if (view.list?.count === MILLION) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    const readMs = performance.now() - started;
    const probes = Array.from({ length: 100_000 }, (_, i) =>
      i % 2 ? `96659${String(i * 7).padStart(7, '0')}` : `96656${String(i).padStart(7, '0')}`,
    );
    const warm = await timeLookups(withList.worker, probes);
    const cdp = await withList.context.newCDPSession(withList.options);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
    await send(withList.options, 'getTeamSystem', {});
    const worker =
      withList.context.serviceWorkers().at(-1) ??
      (await withList.context.waitForEvent('serviceworker'));
    const cold = await timeLookups(worker, probes);
    say(
      `- list of ${warm.numbers.toLocaleString('en-US')} numbers: in force ${(readMs / 1000).toFixed(1)} s after its address was saved (fetched, read, kept); held as ${(warm.bytes / 1048576).toFixed(1)} MB; after a worker restart the first lookup reads it back in ${cold.firstLookupMs.toFixed(0)} ms; each lookup ${(warm.perLookupMs * 1000).toFixed(2)} µs (${probes.length.toLocaleString('en-US')} lookups, ${warm.listed.toLocaleString('en-US')} listed)`,
    );

    // 2. The page, with the list against without it.
    const rounds = await measureOutside(
      { context: withList.context, list: (url) => pageNumbers(worker, url) },
      { context: noList.context, list: (url) => pageNumbers(noList.worker, url) },
      `${origin}/`,
      ROUNDS,
      () => undefined,
    );
    const loadWith = median(rounds.map((round) => round.extension.loadMs))!;
    const loadWithout = median(rounds.map((round) => round.bare.loadMs))!;
    const diff = median(rounds.map((round) => round.extension.loadMs - round.bare.loadMs))!;
    say(
      `- the ${page.rows}-row page, ${ROUNDS} paired rounds: main thread ${loadWith.toFixed(0)} ms with the list, ${loadWithout.toFixed(0)} ms without (median difference ${diff >= 0 ? '+' : ''}${diff.toFixed(0)} ms)`,
    );
    await withList.close();
    await noList.close();

    // 3. The objection, from one profile to the other, on the real one-minute alarm.
    const team = {
      eventsUrl: sandbox.team.eventsUrl,
      eventsSecret: sandbox.team.secret,
      doNotCallUrl: sandbox.team.listUrl,
      doNotCallRefreshMinutes: 1,
    };
    const first = await configured(extensionDir, sandbox, team);
    const second = await configured(extensionDir, sandbox, team);
    await send(second.options, 'refreshTeamList', {});
    const customer = '0551234567';
    const objectedAt = performance.now();
    await send(first.options, 'markDoNotCall', { dial: customer });
    let refusedAfter = NaN;
    while (performance.now() - objectedAt < 180_000) {
      const rules = await send<{ doNotCall: boolean }>(second.options, 'getNumberRules', {
        dial: customer,
      });
      if (rules.doNotCall) {
        refusedAfter = performance.now() - objectedAt;
        break;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    say(
      `- one agent's objection refused in another profile after ${(refusedAfter / 1000).toFixed(1)} s (list read every minute; the wait depends on where the alarm stood)`,
    );
    await first.close();
    await second.close();
  } finally {
    server.close();
    await sandbox.close();
    removeBuild(extensionDir);
  }
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
