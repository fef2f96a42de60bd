/**
 * Rows whose request may have left with no answer ('unknown') are never sent again by the run.
 * A team lead settles them, row by row or all at once:
 * - 'resend': back in line. The row keeps its Idempotency-Key (run.ts), so a service that honours
 *   it still queues the order once. A finished batch runs again at once, for those rows: "Send
 *   again" is the person's act; a paused one stays paused until they resume it.
 * - 'not-sent': recorded as not queued; it is not sent from this file.
 * Either way the row says so in the results file (`settled`). Order numbers a finished batch left
 * unknown in the browser's memory (the next file's preview refuses them) are settled with
 * forgetUnknownOrders.
 */
import { HandledError } from '../errors';
import {
  CHUNK,
  outcomeChunkItem,
  readConfirmed,
  readMeta,
  readOutcomeChunk,
  replaceConfirmed,
  updateMeta,
} from './batch-store';
import type { BatchMeta, BatchView, RowOutcome } from './batch-types';
import { batchView } from './batch';
import { setHeartbeat } from './heartbeat';
import { ensureOrderRun } from './run';

export type Settlement = 'resend' | 'not-sent';

export const NOT_SENT_MESSAGE =
  'Marked as not sent: it was not queued, and this file did not send it again.';

export async function settleUnknown(
  rows: readonly number[] | 'all',
  as: Settlement,
): Promise<BatchView | null> {
  const meta = await readMeta();
  if (!meta) return null;
  if (as === 'resend' && meta.status === 'cancelled')
    throw new HandledError({
      code: 'invalid-input',
      message: 'A cancelled batch sends nothing more.',
    });
  const chosen = rows === 'all' ? null : new Set(rows);
  const orderNumbers: string[] = [];
  let latest: BatchMeta | null = meta;
  for (let chunk = 0; chunk < Math.ceil(meta.total / CHUNK); chunk++) {
    const outcomes = await readOutcomeChunk(chunk);
    const picked: number[] = [];
    const next = outcomes.map((outcome, i) => {
      const row = chunk * CHUNK + i;
      if (outcome.state !== 'unknown' || (chosen && !chosen.has(row))) return outcome;
      picked.push(row);
      if (outcome.order) orderNumbers.push(outcome.order.orderNumber);
      return settled(outcome, as);
    });
    if (picked.length === 0) continue;
    latest = await updateMeta(
      (m) => (m.id === meta.id ? afterSettling(m, picked, as) : null),
      [outcomeChunkItem(chunk, next)],
    );
    if (!latest) return null;
  }
  // A finished batch already remembered them as unknown: a row marked not sent is forgotten, so
  // the next file's preview does not refuse it.
  if (as === 'not-sent') await forgetUnknownOrders(orderNumbers);
  if (latest.status === 'running') {
    await setHeartbeat(true);
    void ensureOrderRun();
  }
  return batchView(latest);
}

function settled(outcome: RowOutcome, as: Settlement): RowOutcome {
  return as === 'resend'
    ? { ...outcome, state: 'pending', settled: 'resend', message: undefined }
    : { ...outcome, state: 'failed', settled: 'not-sent', message: undefined };
}

function afterSettling(meta: BatchMeta, rows: number[], as: Settlement): BatchMeta {
  const n = rows.length;
  const counts = { ...meta.counts, unknown: meta.counts.unknown - n };
  if (as === 'not-sent') return { ...meta, counts: { ...counts, failed: counts.failed + n } };
  const reopened =
    meta.status === 'done' ? { status: 'running' as const, pause: null, finishedAt: null } : {};
  return {
    ...meta,
    ...reopened,
    // No row before the cursor is pending: it goes back to the first one put back in line.
    cursor: Math.min(meta.cursor, ...rows),
    counts: { ...counts, sent: counts.sent - n, remaining: counts.remaining + n },
  };
}

/**
 * Order numbers an earlier batch left unknown, which the next file's preview refuses: forgotten,
 * so this file may send them (the person chose to, row by row or all). Queued ones stay.
 */
export async function forgetUnknownOrders(orderNumbers: readonly string[]): Promise<void> {
  const forget = new Set(orderNumbers);
  const confirmed = await readConfirmed();
  await replaceConfirmed(
    [...confirmed].filter(([order, state]) => state !== 'unknown' || !forget.has(order)),
  );
}
