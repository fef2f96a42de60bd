/**
 * A bulk order run in the history: one record for the whole file, written when the run starts and
 * brought up to date when its state changes (paused, resumed, cancelled, done, an unknown row
 * settled), not at every request, so a run of thousands of rows does not rewrite the history
 * thousands of times. It is recorded as 'sent' (the service reports nothing after taking an
 * order), so it is never polled and never counted as a call to a customer.
 */
import { sentRecord } from '../calls/records/record-sent';
import { addCall, updateCall } from '../calls/records/store';
import type { CallRecord, RunSummary } from '../calls/records/types';
import type { BatchMeta, RowOutcome } from './batch-types';

export const runCallId = (batchId: string) => `run-${batchId}`;

/** A run has no one customer: its orders carry them (RunSummary.orders). */
const NO_CUSTOMER = { name: '', number: '' };

function summary(meta: BatchMeta, orders: RunSummary['orders']): RunSummary {
  const { counts } = meta;
  return {
    batchId: meta.id,
    fileName: meta.fileName,
    status: meta.status,
    total: meta.total,
    queued: counts.queued,
    refused: counts.refusedInPreview + counts.refusedByService + (counts.refusedByRule ?? 0),
    failed: counts.failed,
    unknown: counts.unknown,
    orders,
    finishedAt: meta.finishedAt,
  };
}

/** The run's record, new: every accepted row's number and order number go into it once. */
export async function recordRunStarted(meta: BatchMeta, outcomes: readonly RowOutcome[]) {
  const orders: RunSummary['orders'] = [];
  for (const outcome of outcomes) {
    if (outcome.dial && outcome.order) orders.push([outcome.dial, outcome.order.orderNumber]);
  }
  const record: CallRecord = {
    ...sentRecord(runCallId(meta.id), meta.options.callFlowId, NO_CUSTOMER, meta.createdAt),
    kind: 'run',
    run: summary(meta, orders),
  };
  await addCall(record);
}

/**
 * True when `after` changed what the run's record shows: its state, its end, an unknown row, or
 * any count once it is not running (an answer that lands after a pause, a row settled).
 */
export function runRecordChanged(before: BatchMeta, after: BatchMeta): boolean {
  const { counts } = after;
  return (
    before.status !== after.status ||
    before.finishedAt !== after.finishedAt ||
    before.counts.unknown !== counts.unknown ||
    (after.status !== 'running' &&
      (before.counts.queued !== counts.queued ||
        before.counts.failed !== counts.failed ||
        before.counts.refusedByService !== counts.refusedByService ||
        before.counts.refusedByRule !== counts.refusedByRule))
  );
}

/** The run's record brought up to date (gone from the history if the agent cleared it). */
export async function recordRunChanged(meta: BatchMeta): Promise<void> {
  await updateCall(runCallId(meta.id), (call) =>
    call.run ? { ...call, run: summary(meta, call.run.orders) } : null,
  );
}
