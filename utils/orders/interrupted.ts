/**
 * What a stopped worker left behind, settled when a run starts again: a row found 'sending' may
 * have been queued, so it becomes 'unknown' and is never sent again; a batch this browser session
 * did not start or resume (the browser restarted) is paused for the person to resume.
 */
import {
  CHUNK,
  outcomeChunkItem,
  readMeta,
  readOutcomeChunk,
  runSessionItem,
  updateMeta,
} from './batch-store';
import { setHeartbeat } from './heartbeat';

export const NO_ANSWER_MESSAGE =
  'No answer was recorded: the browser or Dialbridge stopped while this order was being sent. It may have been queued; it was not sent again.';

export async function settleInterrupted(): Promise<void> {
  const meta = await readMeta();
  if (!meta) return;
  const chunks = Math.ceil(meta.total / CHUNK);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const outcomes = await readOutcomeChunk(chunk);
    const stuck = outcomes.filter((outcome) => outcome.state === 'sending');
    if (stuck.length === 0) continue;
    const settled = outcomes.map((outcome) =>
      outcome.state === 'sending'
        ? { ...outcome, state: 'unknown' as const, message: NO_ANSWER_MESSAGE }
        : outcome,
    );
    await updateMeta(
      (m) =>
        m.id !== meta.id
          ? null
          : {
              ...m,
              counts: {
                ...m.counts,
                sent: m.counts.sent + stuck.length,
                unknown: m.counts.unknown + stuck.length,
                remaining: m.counts.remaining - stuck.length,
              },
            },
      [outcomeChunkItem(chunk, settled)],
    );
  }
  if (meta.status === 'running' && (await runSessionItem.getValue()) !== meta.id) {
    await updateMeta((m) =>
      m.id === meta.id && m.status === 'running'
        ? { ...m, status: 'paused', pause: { reason: 'browser-restarted' }, wait: null }
        : null,
    );
    await setHeartbeat(false);
  }
}
