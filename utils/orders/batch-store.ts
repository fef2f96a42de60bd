/**
 * Where a bulk run lives (background only): storage.local, never only in memory, so it survives
 * the page closing, the service worker stopping and the browser restarting.
 *
 * - `orderBatch`: the meta (status, pace, counts), small, rewritten on every step;
 * - `orderBatch.rows.N` / `orderBatch.outcomes.N`: the file's rows and their outcomes in chunks of
 *   CHUNK rows, so one answer rewrites one chunk of outcomes (a few kB), not the whole batch;
 * - `confirmedOrders`: order numbers sent from this browser before (bounded), for the preview;
 * - `orderColumns`: the header names the agent mapped last time;
 * - `session:orderRunSession`: the id of the batch this browser session is running. Session
 *   storage survives a stopped service worker but not a browser restart: that is how a wake-up
 *   tells the two apart (a restart resumes paused).
 *
 * Every write of the meta goes through `updateMeta`, one after another in this worker, so a
 * pause from the page and an answer recorded by the run never overwrite each other; a change the
 * history shows is copied to the run's record there (./run-record.ts).
 */
import { orderKey } from '../order-number';
import { storage } from '#imports';
import { log } from '../log';
import type { RememberedColumns } from './columns';
import type { BatchMeta, RowOutcome } from './batch-types';
import { recordRunChanged, runRecordChanged } from './run-record';

export const CHUNK = 100;
/** Order numbers remembered as sent from this browser; the oldest are forgotten first. */
export const MAX_CONFIRMED = 20_000;

const metaItem = storage.defineItem<BatchMeta | null>('local:orderBatch', {
  fallback: null,
  version: 1,
});
const confirmedItem = storage.defineItem<Array<[string, 'queued' | 'unknown']>>(
  'local:confirmedOrders',
  { fallback: [], version: 1 },
);
export const orderColumnsItem = storage.defineItem<RememberedColumns>('local:orderColumns', {
  fallback: {},
  version: 1,
});
export const runSessionItem = storage.defineItem<string | null>('session:orderRunSession', {
  fallback: null,
});

const rowsKey = (chunk: number) => `local:orderBatch.rows.${chunk}` as const;
const outcomesKey = (chunk: number) => `local:orderBatch.outcomes.${chunk}` as const;
const chunkCount = (total: number) => Math.ceil(total / CHUNK);

export async function readMeta(): Promise<BatchMeta | null> {
  const meta = await metaItem.getValue();
  return meta && typeof meta === 'object' && typeof meta.id === 'string' ? meta : null;
}

let metaQueue: Promise<unknown> = Promise.resolve();

/**
 * Reads, changes and writes the meta (with `extra` items in the same write), after every earlier
 * update of this worker has finished. `change` returns null to write nothing; the result is then
 * null too, so the caller knows its step did not happen.
 */
export function updateMeta(
  change: (meta: BatchMeta) => BatchMeta | null,
  extra: Array<{ key: `local:${string}`; value: unknown }> = [],
): Promise<BatchMeta | null> {
  const next = metaQueue.then(async () => {
    const meta = await readMeta();
    if (!meta) return null;
    const changed = change(meta);
    if (changed === null) return null;
    await storage.setItems([{ key: 'local:orderBatch', value: changed }, ...extra]);
    if (runRecordChanged(meta, changed)) await recordQuietly(() => recordRunChanged(changed));
    return changed;
  });
  metaQueue = next.catch(() => undefined);
  return next;
}

export async function writeNewBatch(
  meta: BatchMeta,
  rows: string[][],
  outcomes: RowOutcome[],
): Promise<void> {
  await removeBatch();
  const items: Array<{ key: `local:${string}`; value: unknown }> = [];
  for (let chunk = 0; chunk < chunkCount(meta.total); chunk++) {
    items.push({ key: rowsKey(chunk), value: rows.slice(chunk * CHUNK, (chunk + 1) * CHUNK) });
    items.push({
      key: outcomesKey(chunk),
      value: outcomes.slice(chunk * CHUNK, (chunk + 1) * CHUNK),
    });
  }
  // The rows first, the meta last: a batch is visible only once all of it is stored.
  await storage.setItems(items);
  await metaItem.setValue(meta);
}

export async function removeBatch(): Promise<void> {
  const meta = await readMeta();
  const keys: string[] = [];
  // Old chunks past the meta's count cannot exist: they are removed with their meta.
  for (let chunk = 0; chunk < chunkCount(meta?.total ?? 0); chunk++)
    keys.push(rowsKey(chunk), outcomesKey(chunk));
  await storage.removeItems([...(keys as `local:${string}`[]), 'local:orderBatch']);
}

export async function readOutcomeChunk(chunk: number): Promise<RowOutcome[]> {
  const value = await storage.getItem<RowOutcome[]>(outcomesKey(chunk));
  return Array.isArray(value) ? value : [];
}

export function outcomeChunkItem(chunk: number, outcomes: RowOutcome[]) {
  return { key: outcomesKey(chunk), value: outcomes };
}

export async function readRowChunk(chunk: number): Promise<string[][]> {
  const value = await storage.getItem<string[][]>(rowsKey(chunk));
  return Array.isArray(value) ? value : [];
}

export async function readAll(
  total: number,
): Promise<{ rows: string[][]; outcomes: RowOutcome[] }> {
  const rows: string[][] = [];
  const outcomes: RowOutcome[] = [];
  for (let chunk = 0; chunk < chunkCount(total); chunk++) {
    rows.push(...(await readRowChunk(chunk)));
    outcomes.push(...(await readOutcomeChunk(chunk)));
  }
  return { rows, outcomes };
}

export async function readConfirmed(): Promise<Map<string, 'queued' | 'unknown'>> {
  const list = await confirmedItem.getValue();
  return new Map(Array.isArray(list) ? list : []);
}

/**
 * Whether an order number was sent for confirmation from this browser, by any surface: a single
 * confirmation or a finished bulk run (both in confirmedOrders), or the bulk run in hand (a row
 * queued, being sent, or whose answer is unknown). One reading for every surface that confirms.
 */
export async function orderSentBefore(orderNumber: string): Promise<boolean> {
  const key = orderKey(orderNumber);
  for (const sent of (await readConfirmed()).keys()) if (orderKey(sent) === key) return true;
  const meta = await readMeta();
  for (let chunk = 0; meta && chunk < Math.ceil(meta.total / CHUNK); chunk++) {
    for (const outcome of await readOutcomeChunk(chunk)) {
      if (!outcome.order || orderKey(outcome.order.orderNumber) !== key) continue;
      if (outcome.state === 'queued' || outcome.state === 'sending' || outcome.state === 'unknown')
        return true;
    }
  }
  return false;
}

/** Writes the whole memory of sent order numbers (settle.ts forgets some). */
export async function replaceConfirmed(
  entries: Array<[string, 'queued' | 'unknown']>,
): Promise<void> {
  await confirmedItem.setValue(entries.slice(-MAX_CONFIRMED));
}

/** Adds order numbers sent from this browser; the newest win, the oldest go past MAX_CONFIRMED. */
export async function addConfirmed(entries: Array<[string, 'queued' | 'unknown']>): Promise<void> {
  if (entries.length === 0) return;
  const map = await readConfirmed();
  for (const [orderNumber, state] of entries) {
    map.delete(orderNumber);
    map.set(orderNumber, state);
  }
  await replaceConfirmed([...map]);
}

/** The history's record of a run follows it; a failed write there never stops the run. */
export async function recordQuietly(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.warn('recording a run failed:', error instanceof Error ? error.name : typeof error);
  }
}
