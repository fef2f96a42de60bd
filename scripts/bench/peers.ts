/**
 * Dialbridge beside its peers, measured the same way in the same run: an empty content script,
 * the simplest scanner that marks numbers (peers/simplest.ts) and libphonenumber-js findNumbers
 * (peers/libphonenumber.ts). Each peer is a small MV3 extension whose service worker registers
 * its content script at install for 127.0.0.1, at document_start in every frame, as Dialbridge's
 * test build registers its own. What each adds to a page's load is its browser's main-thread
 * time (CDP TaskDuration, once the page has settled) minus a browser without any extension, in
 * rounds whose order rotates.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { build } from 'esbuild';
import { launch } from './browser';
import { settle } from './outside';
import { median } from './report';

export const PEERS = ['empty', 'simplest', 'libphonenumber-js'] as const;
export type PeerName = (typeof PEERS)[number];

const SOURCES: Record<PeerName, string | null> = {
  empty: null,
  simplest: 'simplest.ts',
  'libphonenumber-js': 'libphonenumber.ts',
};

const BACKGROUND = `chrome.runtime.onInstalled.addListener(() =>
  chrome.scripting.registerContentScripts([{
    id: 'peer', matches: ['http://127.0.0.1/*'], js: ['content.js'],
    runAt: 'document_start', allFrames: true, persistAcrossSessions: true,
  }]));`;

/** Writes the peer's extension into a folder of its own; returns it (removePeers deletes them). */
export async function buildPeer(name: PeerName): Promise<string> {
  const dir = join(tmpdir(), `dialbridge-bench-peer-${process.pid}`, name);
  mkdirSync(dir, { recursive: true });
  const source = SOURCES[name];
  const content = source
    ? (
        await build({
          entryPoints: [resolve(import.meta.dirname, 'peers', source)],
          bundle: true,
          format: 'iife',
          minify: true,
          platform: 'browser',
          write: false,
        })
      ).outputFiles[0]!.text
    : '';
  const manifest = {
    manifest_version: 3,
    name: `Benchmark peer: ${name}`,
    version: '1',
    permissions: ['scripting'],
    host_permissions: ['http://127.0.0.1/*'],
    background: { service_worker: 'background.js' },
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'background.js'), BACKGROUND);
  writeFileSync(join(dir, 'content.js'), content);
  return dir;
}

export function removePeers(): void {
  rmSync(join(tmpdir(), `dialbridge-bench-peer-${process.pid}`), { recursive: true, force: true });
}

/** The main-thread time of a fresh page loaded and settled in `context`. */
async function loadMs(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    return await settle(session);
  } finally {
    await page.close();
  }
}

/** Per contestant, what it added to the page's load in each round (ms). */
export type Added = Record<string, number[]>;

/**
 * What each contestant adds to `measure` of a fresh page (by default its main-thread time once
 * settled) over the bare browser's, in rounds whose order rotates.
 */
export async function measureBeside(
  contestants: { name: string; context: BrowserContext }[],
  bare: BrowserContext,
  url: string,
  rounds: number,
  onRound: (added: Record<string, number>, index: number) => void,
  measure: (context: BrowserContext, url: string) => Promise<number> = loadMs,
): Promise<Added> {
  const everyone = [{ name: 'none', context: bare }, ...contestants];
  const added: Added = Object.fromEntries(contestants.map(({ name }) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    // The order rotates, so a busy moment on the machine weighs on each in turn.
    const turn = [
      ...everyone.slice(round % everyone.length),
      ...everyone.slice(0, round % everyone.length),
    ];
    const ms: Record<string, number> = {};
    for (const { name, context } of turn) {
      const separator = url.includes('?') ? '&' : '?';
      ms[name] = await measure(context, `${url}${separator}beside-${name}=${round}`);
    }
    const thisRound: Record<string, number> = {};
    for (const { name } of contestants) {
      thisRound[name] = ms[name]! - ms.none!;
      added[name]!.push(thisRound[name]);
    }
    onRound(thisRound, round);
  }
  return added;
}

/** "+median ms [least to most]", to `digits` decimals. */
export function spread(values: number[], digits = 0): string {
  const middle = median(values);
  if (middle === null) return '—';
  return `+${middle.toFixed(digits)} ms [${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)}]`;
}

/**
 * One Markdown row per page: each contestant's added time; what Dialbridge adds beyond the
 * simplest scanner, round by round (both are measured against the same load without extensions,
 * so the page's own swing between loads cancels out); and the ratio of their medians. A ratio per
 * round is not used: on the 200-row page the simplest scanner's rounds read near zero or below
 * (four of nine under 11 ms in one run), and the median of the ratios read 7.6× where the
 * medians' ratio was 5.0×.
 */
export function besideRow(title: string, added: Added): string {
  const dialbridge = added.Dialbridge!;
  const simplest = added.simplest!;
  const beyond = median(dialbridge.map((ms, round) => ms - simplest[round]!));
  const [ours, theirs] = [median(dialbridge), median(simplest)];
  const ratio =
    ours !== null && theirs !== null && theirs > 0 ? `${(ours / theirs).toFixed(1)}×` : '—';
  const cells = ['Dialbridge', ...PEERS].map((name) => spread(added[name] ?? []));
  const signed = beyond === null ? '—' : `${beyond >= 0 ? '+' : ''}${beyond.toFixed(0)} ms`;
  return `| ${title} | ${cells.join(' | ')} | ${signed} | ${ratio} |`;
}

export const BESIDE_HEAD = [
  '| page | Dialbridge | empty content script | simplest scanner | libphonenumber-js findNumbers | Dialbridge − simplest, same rounds | Dialbridge ÷ simplest |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

/** Dialbridge beside the peers (bench/peers.ts) on both pages; a Markdown section. */
export async function measurePeers(
  context: BrowserContext,
  bare: BrowserContext,
  origin: string,
  pages: { rows: number; smallRows: number; rounds: number },
  load: () => string,
): Promise<string> {
  const peers: { name: string; context: BrowserContext; close: () => Promise<void> }[] = [];
  try {
    for (const name of PEERS) peers.push({ name, ...(await launch(await buildPeer(name))) });
    const contestants = [{ name: 'Dialbridge', context }, ...peers];
    const lines = [...BESIDE_HEAD];
    for (const [title, path] of [
      [`${pages.smallRows} rows`, '/small'],
      [`${pages.rows} rows`, '/'],
    ] as const) {
      console.log(`\nBeside the peers, ${title}, ${pages.rounds} rounds (${load()}):`);
      const added = await measureBeside(
        contestants,
        bare,
        `${origin}${path}`,
        pages.rounds,
        (round, i) =>
          console.log(
            `  round ${i + 1}/${pages.rounds}: ${Object.entries(round)
              .map(([name, ms]) => `${name} +${ms.toFixed(0)} ms`)
              .join(', ')}`,
          ),
      );
      lines.push(besideRow(title, added));
    }
    return `\n**Added to a page's load, beside the peers** (main-thread time with minus without, median [range] of ${pages.rounds} rounds; ${load()}):\n\n${lines.join('\n')}\n`;
  } finally {
    for (const peer of peers) await peer.close();
    removePeers();
  }
}
