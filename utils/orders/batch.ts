/**
 * Starting, showing and steering a bulk run (background only). The page sends the file's rows and
 * the mapping; the preview is computed again here from them (a page's verdict is not trusted),
 * with the settings' default country and this browser's record of orders sent before.
 */
import { requiredTextProblem, wholeProblem } from '../field-rules';
import { isIn, MAX_BATCH_ROWS, MAX_FILE_NAME, ORDER_RATE_PER_SECOND } from '../limits';
import { HandledError } from '../errors';
import type { Settings } from '../settings/store';
import {
  orderColumnsItem,
  readAll,
  readConfirmed,
  readMeta,
  recordQuietly,
  removeBatch,
  runSessionItem,
  updateMeta,
  writeNewBatch,
} from './batch-store';
import type {
  BatchMeta,
  BatchOptions,
  BatchResults,
  BatchView,
  OrdersContext,
  RowOutcome,
} from './batch-types';
import { rememberMapping, type ColumnMapping } from './columns';
import { DEFAULT_RATE, etaSeconds } from './pacing';
import { previewOrders } from './preview';
import { loadRuleContext } from '../calling-rules/enforce';
import { setHeartbeat } from './heartbeat';
import { ensureOrderRun, rememberSent } from './run';
import { recordRunStarted } from './run-record';
import { runClock } from './run-clock';

export interface StartBatchInput {
  fileName: string;
  headers: string[];
  rows: string[][];
  mapping: ColumnMapping;
  options: { callFlowId: string; tries?: number; tryDelayMinutes?: number; ratePerSecond?: number };
}

export async function startOrderBatch(input: StartBatchInput): Promise<BatchView> {
  const current = await readMeta();
  if (current && (current.status === 'running' || current.status === 'paused')) {
    throw invalid('A batch of orders is still under way. Finish or cancel it first.', {});
  }
  // One read of the settings in force (the policy waited for) and of the do-not-call list.
  const { settings, isDoNotCall } = await loadRuleContext();
  const options = batchOptions(input.options, settings);
  if (input.rows.length > MAX_BATCH_ROWS) {
    throw invalid(`A file may hold at most ${MAX_BATCH_ROWS} orders.`, {});
  }
  const width = input.headers.length;
  for (const [column, index] of Object.entries(input.mapping)) {
    if (index !== null && (index < 0 || index >= width))
      throw invalid('The column mapping does not match the file.', {
        [column]: 'Choose a column.',
      });
  }
  if (input.mapping.phone === null || input.mapping.orderNumber === null) {
    throw invalid('Choose the columns of the phone number and the order number.', {
      ...(input.mapping.phone === null && { phone: 'Choose a column.' }),
      ...(input.mapping.orderNumber === null && { orderNumber: 'Choose a column.' }),
    });
  }
  if (current) await rememberSent(current);
  const preview = previewOrders(
    input.rows,
    input.mapping,
    settings.defaultCountry,
    await readConfirmed(),
    isDoNotCall,
  );
  const outcomes: RowOutcome[] = preview.map((row) =>
    row.ok
      ? { state: 'pending', dial: row.dial, order: row.order }
      : {
          state: 'refused',
          refusal: row.refusal,
          ...(row.firstRow !== undefined && { firstRow: row.firstRow }),
        },
  );
  const toSend = outcomes.filter((o) => o.state === 'pending').length;
  const meta: BatchMeta = {
    id: crypto.randomUUID(),
    fileName: input.fileName.slice(0, MAX_FILE_NAME),
    headers: input.headers,
    mapping: input.mapping,
    options,
    total: input.rows.length,
    createdAt: runClock.now(),
    status: toSend > 0 ? 'running' : 'done',
    pause: null,
    wait: null,
    rate: options.ratePerSecond,
    calmStreak: 0,
    maintenanceStreak: 0,
    lastSentAt: 0,
    cursor: 0,
    counts: {
      toSend,
      sent: 0,
      queued: 0,
      refusedInPreview: input.rows.length - toSend,
      refusedByService: 0,
      failed: 0,
      unknown: 0,
      remaining: toSend,
    },
    finishedAt: toSend > 0 ? null : runClock.now(),
  };
  await orderColumnsItem.setValue(rememberMapping(input.headers, input.mapping));
  await runSessionItem.setValue(meta.id);
  await writeNewBatch(meta, input.rows, outcomes);
  await recordQuietly(() => recordRunStarted(meta, outcomes));
  if (meta.status === 'running') {
    await setHeartbeat(true);
    void ensureOrderRun();
  }
  return batchView(meta);
}

function batchOptions(given: StartBatchInput['options'], settings: Settings): BatchOptions {
  const fields: Record<string, string> = {};
  const callFlowId = given.callFlowId.trim() || settings.orderFlowId;
  const callFlowIdProblem = requiredTextProblem('callFlowId', callFlowId);
  if (callFlowIdProblem) fields.callFlowId = callFlowIdProblem;
  const tries = given.tries ?? settings.orderTries;
  const triesProblem = wholeProblem('orderTries', tries);
  if (triesProblem) fields.tries = triesProblem;
  const tryDelayMinutes = given.tryDelayMinutes ?? settings.orderTryDelayMinutes;
  const delayProblem = wholeProblem('orderTryDelayMinutes', tryDelayMinutes);
  if (delayProblem) fields.tryDelayMinutes = delayProblem;
  const ratePerSecond = given.ratePerSecond ?? DEFAULT_RATE;
  if (!isIn(ratePerSecond, ORDER_RATE_PER_SECOND))
    fields.ratePerSecond = `Requests per second: enter a number from ${ORDER_RATE_PER_SECOND.min} to ${ORDER_RATE_PER_SECOND.max}.`;
  if (Object.keys(fields).length > 0) throw invalid('Check the batch settings.', fields);
  return { callFlowId, tries, tryDelayMinutes, ratePerSecond };
}

export type BatchAction = 'pause' | 'resume' | 'cancel' | 'clear';

export async function changeOrderBatch(action: BatchAction): Promise<BatchView | null> {
  if (action === 'clear') {
    const meta = await readMeta();
    if (meta && (meta.status === 'running' || meta.status === 'paused'))
      throw invalid('Cancel the batch before clearing it.', {});
    if (meta) await rememberSent(meta);
    await removeBatch();
    return null;
  }
  if (action === 'resume') await runSessionItem.setValue((await readMeta())?.id ?? null);
  const meta = await updateMeta((m) => {
    if (action === 'pause' && m.status === 'running')
      return { ...m, status: 'paused', pause: { reason: 'person' }, wait: null };
    if (action === 'resume' && m.status === 'paused')
      return { ...m, status: 'running', pause: null, wait: null, lastSentAt: 0 };
    if (action === 'cancel' && (m.status === 'running' || m.status === 'paused'))
      return { ...m, status: 'cancelled', wait: null, finishedAt: runClock.now() };
    return null;
  });
  if (!meta) return currentView();
  if (meta.status === 'running') {
    await setHeartbeat(true);
    void ensureOrderRun();
  } else {
    await setHeartbeat(false);
  }
  if (meta.status === 'cancelled') await rememberSent(meta);
  return batchView(meta);
}

export async function currentView(): Promise<BatchView | null> {
  const meta = await readMeta();
  return meta && batchView(meta);
}

export async function ordersContext(): Promise<OrdersContext> {
  const [batch, confirmed, remembered] = await Promise.all([
    currentView(),
    readConfirmed(),
    orderColumnsItem.getValue(),
  ]);
  return {
    batch,
    sentBefore: [...confirmed],
    remembered: remembered && typeof remembered === 'object' ? remembered : {},
  };
}

export async function orderResults(): Promise<BatchResults | null> {
  const meta = await readMeta();
  if (!meta) return null;
  const { rows, outcomes } = await readAll(meta.total);
  return { batchId: meta.id, fileName: meta.fileName, headers: meta.headers, rows, outcomes };
}

export function batchView(meta: BatchMeta): BatchView {
  return {
    id: meta.id,
    fileName: meta.fileName,
    total: meta.total,
    status: meta.status,
    pause: meta.pause,
    wait: meta.wait,
    counts: meta.counts,
    rate: meta.rate,
    ratePerSecond: meta.options.ratePerSecond,
    etaSeconds: etaSeconds(meta, runClock.now()),
    createdAt: meta.createdAt,
    finishedAt: meta.finishedAt,
  };
}

function invalid(message: string, fields: Record<string, string>): HandledError {
  return new HandledError({
    code: 'invalid-input',
    message,
    ...(Object.keys(fields).length > 0 && { fields }),
  });
}
