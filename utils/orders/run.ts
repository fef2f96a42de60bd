/**
 * The bulk run itself (background only): one loop per worker that sends the batch's pending
 * orders one at a time, at the batch's pace, recording each attempt BEFORE the request leaves and
 * its answer after. So when the worker or the browser stops mid-request, the row is found
 * 'sending' at the next wake and becomes 'unknown' (it may have been queued) — never sent again.
 *
 * What wakes a stopped worker to go on: the ORDER_RUN_ALARM heartbeat (heartbeat.ts: every 30 s
 * while a batch runs) and any message from the open Call lists page (it asks for the
 * batch every second). Both call `ensureOrderRun`. Waits longer than LONG_WAIT_MS (a long
 * Retry-After, a 503 backoff) end the loop; the heartbeat starts it again.
 */
import { dropBulkAttempt, noteBulkAttempt } from '../calling-rules/bulk-attempts';
import { log } from '../log';
import { oneAtATime } from '../one-at-a-time';
import type { ErrorInfo } from '../errors';
import { loadServiceContext } from '../calls/service-context';
import {
  loadRuleContext,
  recordBlocked,
  ruleFor,
  type RuleContext,
} from '../calling-rules/enforce';
import { ruleMessage } from '../calling-rules/refusal';
import {
  addConfirmed,
  CHUNK,
  outcomeChunkItem,
  readMeta,
  readOutcomeChunk,
  updateMeta,
} from './batch-store';
import { setHeartbeat } from './heartbeat';
import { settleInterrupted } from './interrupted';
import type { BatchMeta, RowOutcome } from './batch-types';
import { answerEffect, withAnswer } from './run-answer';
import { runClock } from './run-clock';
import { emitBulkRow } from '../team-system/emit';
import { nextSendAt } from './pacing';
import { orderRequest } from './order-request';

const LONG_WAIT_MS = 20_000;

/** How long the run trusts the rules it read: reading them for every row would slow a 50-a-second
 *  run, and a change (a policy's new do-not-call number) still applies within this long. */
const RULES_FRESH_MS = 1_000;
let readRules: { at: number; context: RuleContext } | null = null;

async function rules(): Promise<RuleContext> {
  const now = runClock.now();
  if (!readRules || now - readRules.at >= RULES_FRESH_MS || now < readRules.at)
    readRules = { at: now, context: await loadRuleContext() };
  return readRules.context;
}

/**
 * Starts the loop unless this worker already runs it; a call while it runs (a batch started as
 * the loop was ending) gets a loop after it. A fresh loop first settles what a stopped worker
 * left behind ('sending' → 'unknown'), and pauses a batch this browser session did not start or
 * resume (the browser restarted).
 */
export const ensureOrderRun = oneAtATime<void, void>(
  async () => {
    try {
      await settleInterrupted();
      await runLoop();
    } catch (error) {
      log.error('order run failed:', error instanceof Error ? error.name : typeof error);
    }
  },
  () => undefined,
);

interface Cached {
  batchId: string;
  chunk: number;
  outcomes: RowOutcome[];
}

async function runLoop(): Promise<void> {
  let cached: Cached | null = null;
  const chunkOf = async (batchId: string, chunk: number) => {
    if (cached?.batchId !== batchId || cached.chunk !== chunk) {
      cached = { batchId, chunk, outcomes: await readOutcomeChunk(chunk) };
    }
    return cached.outcomes;
  };
  for (;;) {
    const meta = await readMeta();
    if (!meta || meta.status !== 'running') return;
    const wait = nextSendAt(meta) - runClock.now();
    if (wait > LONG_WAIT_MS) return;
    if (wait > 0) {
      await runClock.sleep(wait);
      continue;
    }
    let index = meta.cursor;
    let found: RowOutcome | undefined;
    while (index < meta.total) {
      const outcomes = await chunkOf(meta.id, Math.floor(index / CHUNK));
      const at = outcomes.findIndex((o, i) => i >= index % CHUNK && o.state === 'pending');
      if (at >= 0) {
        index = Math.floor(index / CHUNK) * CHUNK + at;
        found = outcomes[at];
        break;
      }
      index = (Math.floor(index / CHUNK) + 1) * CHUNK;
    }
    if (!found?.dial || !found.order) {
      await finish(meta.id);
      return;
    }
    const chunk = Math.floor(index / CHUNK);
    const outcomes = await chunkOf(meta.id, chunk);
    // The team's rules, at most RULES_FRESH_MS old for every row: a number added to the
    // do-not-call list mid-run is not sent; the end of the calling hours makes the run wait.
    const rule = await ruleFor({ dial: found.dial, ringsAt: runClock.now() }, await rules());
    if (rule) {
      const refused = await applyRule(meta, chunk, index, outcomes, found, rule);
      if (refused) cached = { batchId: meta.id, chunk, outcomes: refused };
      if (!refused && rule.rule === 'hours' && rule.nextAllowedAt === null) return;
      continue;
    }
    const attempt = [...outcomes];
    attempt[index % CHUNK] = { ...found, state: 'sending' };
    const sentAt = runClock.now();
    const recorded = await updateMeta(
      (m) =>
        m.id === meta.id && m.status === 'running'
          ? { ...m, lastSentAt: sentAt, cursor: index }
          : null,
      [outcomeChunkItem(chunk, attempt)],
    );
    if (!recorded) continue;
    cached = { batchId: meta.id, chunk, outcomes: attempt };
    // Under a daily cap, a call to the customer, noted before the request leaves; taken off
    // unless it was queued or may have been (the service refused it, or asked to wait).
    const capped = (await rules()).settings.maxCallsPerCustomerPerDay > 0;
    const noted = { dial: found.dial, at: sentAt };
    if (capped) await noteBulkAttempt(noted);
    const answer = await send(meta, index, found);
    const effect = answerEffect(found.dial, answer);
    const rang = effect.kind === 'row' && ['queued', 'unknown'].includes(effect.outcome.state);
    if (capped && !rang) await dropBulkAttempt(noted);
    const after = [...attempt];
    after[index % CHUNK] =
      effect.kind === 'row' ? { ...found, ...effect.outcome } : { ...found, state: 'pending' };
    cached = { batchId: meta.id, chunk, outcomes: after };
    if (rang && found.order)
      await emitBulkRow({
        runId: meta.id,
        index,
        dial: found.dial,
        orderNumber: found.order.orderNumber,
        state: effect.outcome.state === 'queued' ? 'queued' : 'unknown',
      });
    await updateMeta(
      (m) => (m.id === meta.id ? withAnswer(m, effect, runClock.now()) : null),
      [outcomeChunkItem(chunk, after)],
    );
    if (effect.kind === 'pause' || (effect.kind === 'row' && effect.pause))
      await setHeartbeat(false);
  }
}

/**
 * A rule stops this row: outside the hours the run waits for the next allowed time (the heartbeat
 * wakes it); do-not-call and the day's cap refuse the row, recorded in the history too. Answers
 * the chunk's new outcomes when the row was refused.
 */
async function applyRule(
  meta: BatchMeta,
  chunk: number,
  index: number,
  outcomes: RowOutcome[],
  row: RowOutcome,
  rule: NonNullable<Awaited<ReturnType<typeof ruleFor>>>,
): Promise<RowOutcome[] | null> {
  const now = runClock.now();
  if (rule.rule === 'hours') {
    const until = rule.nextAllowedAt;
    await updateMeta((m) =>
      m.id !== meta.id || m.status !== 'running'
        ? null
        : until === null
          ? { ...m, status: 'paused', pause: { reason: 'outside-hours' }, wait: null }
          : { ...m, wait: { reason: 'outside-hours', until } },
    );
    if (until === null) await setHeartbeat(false);
    return null;
  }
  const after = [...outcomes];
  after[index % CHUNK] = { ...row, state: 'refused', message: ruleMessage(row.dial!, rule, now) };
  await updateMeta(
    (m) =>
      m.id !== meta.id
        ? null
        : {
            ...m,
            cursor: index,
            counts: {
              ...m.counts,
              refusedByRule: (m.counts.refusedByRule ?? 0) + 1,
              remaining: m.counts.remaining - 1,
            },
          },
    [outcomeChunkItem(chunk, after)],
  );
  await recordBlocked(
    { dial: row.dial!, kind: 'order', origin: 'list', orderNumber: row.order?.orderNumber },
    rule,
    now,
  );
  return after;
}

async function send(
  meta: BatchMeta,
  index: number,
  row: RowOutcome,
): Promise<{ message: string } | ErrorInfo> {
  const order = row.order!;
  try {
    const { client } = await loadServiceContext('ecommerce', { attempts: 1 });
    return await client.confirmOrder(
      orderRequest(row.dial!, order, meta.options),
      // One key per row of this batch: a service that honours it never queues the row twice.
      { idempotencyKey: `${meta.id}.${index}` },
    );
  } catch (error) {
    const info = (error as { info?: ErrorInfo } | null)?.info;
    if (info && typeof info.code === 'string') return info;
    return { code: 'internal', message: 'Something went wrong inside Dialbridge.' };
  }
}

/** No row left to send: done, and what was sent is remembered for the next file's preview. */
async function finish(batchId: string): Promise<void> {
  const done = await updateMeta((m) =>
    m.id === batchId && m.status === 'running'
      ? { ...m, status: 'done', wait: null, finishedAt: runClock.now() }
      : null,
  );
  await setHeartbeat(false);
  if (done) await rememberSent(done);
}

/** Folds a finished or cancelled batch's queued and unknown order numbers into confirmedOrders. */
export async function rememberSent(meta: BatchMeta): Promise<void> {
  const entries: Array<[string, 'queued' | 'unknown']> = [];
  for (let chunk = 0; chunk < Math.ceil(meta.total / CHUNK); chunk++) {
    for (const outcome of await readOutcomeChunk(chunk)) {
      if ((outcome.state === 'queued' || outcome.state === 'unknown') && outcome.order)
        entries.push([outcome.order.orderNumber, outcome.state]);
    }
  }
  await addConfirmed(entries);
}
