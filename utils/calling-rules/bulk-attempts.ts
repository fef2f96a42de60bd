/**
 * Rows of a bulk order run are calls to their customers too, and the day's cap counts them, but
 * the history keeps one record for a whole run. So each row the run sends is noted here (its
 * customer and when) before its request leaves, and taken off again when the service refused it
 * for sure (nothing rang). The rules read the notes beside the history (enforce.ts): a second row
 * for the same customer, or a page's bridge after a row, meets the cap like any other call.
 *
 * One stored key per customer (`bulkAttempts.<dial>`, the times of their rows): a row writes and
 * the cap reads only its own customer's few entries, however long the run and however fast its
 * pace. Notes older than two days are dropped (the cap counts one calendar day): a customer's on
 * each write, every customer's once a day. Only a run under a cap writes them.
 */
import { browser, storage } from '#imports';

export interface BulkAttempt {
  dial: string;
  at: number;
}

const KEPT_MS = 2 * 24 * 60 * 60_000;
const PREFIX = 'bulkAttempts.';
const keyOf = (dial: string) => `local:${PREFIX}${dial}` as const;
const sweptItem = storage.defineItem<number>('local:bulkAttemptsSweptAt', { fallback: 0 });

async function timesOf(dial: string): Promise<number[]> {
  const stored: unknown = await storage.getItem(keyOf(dial));
  return Array.isArray(stored) ? stored.filter((at): at is number => typeof at === 'number') : [];
}

let chain: Promise<unknown> = Promise.resolve();

function change(dial: string, update: (times: number[]) => number[]): Promise<void> {
  const run = chain.then(async () => {
    const since = Date.now() - KEPT_MS;
    const times = update((await timesOf(dial)).filter((at) => at >= since));
    if (times.length > 0) await storage.setItem(keyOf(dial), times);
    else await storage.removeItem(keyOf(dial));
    await sweepOncePerDay();
  });
  chain = run.catch(() => undefined);
  return run;
}

/** The rows sent to `dial` in the last two days. */
export async function bulkAttemptsFor(dial: string): Promise<BulkAttempt[]> {
  return (await timesOf(dial)).map((at) => ({ dial, at }));
}

export function noteBulkAttempt(attempt: BulkAttempt): Promise<void> {
  return change(attempt.dial, (times) => [...times, attempt.at]);
}

export function dropBulkAttempt(attempt: BulkAttempt): Promise<void> {
  return change(attempt.dial, (times) => {
    const index = times.indexOf(attempt.at);
    return index < 0 ? times : times.filter((_, i) => i !== index);
  });
}

/** Every customer's notes older than two days removed, at most once a day (it lists the keys). */
async function sweepOncePerDay(): Promise<void> {
  const now = Date.now();
  if (now - (await sweptItem.getValue()) < 24 * 60 * 60_000) return;
  await sweptItem.setValue(now);
  const area = browser.storage.local as unknown as { getKeys?: () => Promise<string[]> };
  const keys = area.getKeys
    ? await area.getKeys()
    : Object.keys(await browser.storage.local.get(null));
  const since = now - KEPT_MS;
  for (const key of keys) {
    // One list of every customer's rows, as earlier versions kept them: past its two days now.
    if (key === 'bulkAttempts') await browser.storage.local.remove(key);
    if (!key.startsWith(PREFIX)) continue;
    const dial = key.slice(PREFIX.length);
    if (!(await timesOf(dial)).some((at) => at >= since)) await storage.removeItem(keyOf(dial));
  }
}
