/**
 * `npm run bench:ab -- A B`: two builds of the extension compared on the same page, for a change
 * of a few milliseconds that one untraced load cannot show (on the 200-row page one load swings
 * by tens of ms). Each round loads the page once in a browser without extensions and once with
 * each build, the order rotating (bench/peers.ts's rounds), under a devtools trace of the load
 * until the page is quiet; what each build adds is its script, compile and GC time (trace self
 * time, bench/trace-split.ts) minus the bare load's. Prints each build's median and the median
 * of the paired differences (B − A).
 * Not a test: it never fails.
 *
 *   npm run bench:ab -- .output/chrome-mv3-test /tmp/before/chrome-mv3-test
 *   npm run bench:ab -- A B --rounds 15 --rows 200
 *
 * A build of another revision: `git worktree add /tmp/before REV`, then in it (with this
 * checkout's node_modules linked) `DIALBRIDGE_TEST_BUILD=1 DIALBRIDGE_OUT_DIR=/tmp/before-out
 * npx wxt build`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { launch, launchBare, serve } from './bench/browser';
import { settle } from './bench/outside';
import { buildPage } from './bench/page';
import { measureBeside, spread, type Added } from './bench/peers';
import { median } from './bench/report';
import { splitDuring } from './bench/trace-split';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '15' },
    rows: { type: 'string', default: '200' },
  },
});
if (positionals.length !== 2) {
  console.error(
    'Usage: npm run bench:ab -- <extension dir A> <extension dir B> [--rounds N] [--rows N]',
  );
  process.exit(2);
}
const ROUNDS = Math.max(1, Number(values.rounds));
const ROWS = Math.max(0, Number(values.rows));

/** Script, compile and GC of one traced load of a fresh page, once it is quiet (ms). */
async function ownCost(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const split = await splitDuring(session, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await settle(session);
    });
    return split.script + split.compile + split.gc;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { server, origin } = await serve({
    '/': { type: 'text/html; charset=utf-8', body: buildPage(ROWS).html },
  });
  const bare = await launchBare();
  const builds = [
    { name: 'A', ...(await launch(resolve(positionals[0]!))) },
    { name: 'B', ...(await launch(resolve(positionals[1]!))) },
  ];
  let added: Added;
  try {
    added = await measureBeside(
      builds,
      bare.context,
      `${origin}/`,
      ROUNDS,
      (round, index) =>
        console.log(
          `  round ${index + 1}/${ROUNDS}: A +${round.A!.toFixed(1)} ms, B +${round.B!.toFixed(1)} ms`,
        ),
      ownCost,
    );
  } finally {
    for (const browser of [bare, ...builds]) await browser.close();
    server.close();
  }
  const [a, b] = [added.A!, added.B!];
  console.log(
    `\n${ROWS}-row page, ${ROUNDS} rounds, script + compile + GC added to a load (devtools trace):`,
  );
  console.log(`  A: ${spread(a, 1)}\n  B: ${spread(b, 1)}`);
  console.log(
    `  B − A, paired: ${median(b.map((ms, round) => ms - a[round]!))!.toFixed(1)} ms (median of the rounds' differences)`,
  );
}

void main();
