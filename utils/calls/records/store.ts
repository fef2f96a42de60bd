/**
 * The recorded bridged calls: one WXT storage item in local storage, so the list survives
 * browser restarts and the short-lived service worker keeps nothing only in memory.
 *
 * Every change goes through `updateCalls`, which runs changes one after another on a single
 * promise chain: a poll finishing while a new call is recorded can never write over it with an
 * older copy of the list. Work that acts on the list without changing it (the poll alarm) takes
 * its turn on the same chain with `withCalls`. Only the background writes this item.
 */
import { storage } from '#imports';
import { retainCalls } from './retention';
import type { CallRecord } from './types';

export const callsItem = storage.defineItem<CallRecord[]>('local:calls', {
  fallback: [],
  version: 1,
});

let chain: Promise<unknown> = Promise.resolve();

type ChangeWatcher = (before: CallRecord[], after: CallRecord[]) => Promise<void>;
let changeWatcher: ChangeWatcher | null = null;

/**
 * `watcher` sees each change before it is stored, in its turn on the chain: the team's events
 * (utils/team-system) are written first, so a change the history keeps is never missing from
 * them. A watcher never fails a change (it handles its own errors).
 */
export function watchCallChanges(watcher: ChangeWatcher): void {
  changeWatcher = watcher;
}

/**
 * Runs `change` on the current list and stores what it returns, after every earlier change has
 * finished. `change` may return a value for the caller via `result`. A failing change leaves the
 * stored list as it was and does not break the chain for the next one.
 */
export function updateCalls<T>(
  change: (calls: CallRecord[]) => { calls: CallRecord[]; result: T },
): Promise<T> {
  const run = chain.then(async () => {
    const before = await readCalls();
    const { calls, result } = change(before);
    const after = tidy(calls);
    if (changeWatcher) await changeWatcher(before, after);
    await callsItem.setValue(after);
    return result;
  });
  chain = run.catch(() => undefined);
  return run;
}

/**
 * Runs `use` on the current list in its turn on the same chain, storing nothing. For work that
 * acts on what the list holds (setting the poll alarm): no change can land between its read and
 * its act, so it never acts on a list that was already out of date. `use` must not itself wait
 * for a change to the list (updateCalls, listCalls): that change would wait for `use`.
 */
export function withCalls<T>(use: (calls: CallRecord[]) => Promise<T>): Promise<T> {
  const run = chain.then(async () => use(await readCalls()));
  chain = run.catch(() => undefined);
  return run;
}

/** The stored list, newest first; entries that are not call records are left out. */
async function readCalls(): Promise<CallRecord[]> {
  const stored: unknown = await callsItem.getValue();
  return Array.isArray(stored) ? tidy(stored.filter(isCallRecord)) : [];
}

/** Waits for pending changes, then reads: what a caller sees includes its own earlier writes. */
export async function listCalls(): Promise<CallRecord[]> {
  await chain;
  return readCalls();
}

export async function getCall(callId: string): Promise<CallRecord | undefined> {
  return (await listCalls()).find((call) => call.callId === callId);
}

/** Adds a new call (or replaces the one with the same id). */
export function addCall(record: CallRecord): Promise<CallRecord> {
  return updateCalls((calls) => ({
    calls: [record, ...calls.filter((call) => call.callId !== record.callId)],
    result: record,
  }));
}

/**
 * Changes one call. `change` gets the stored copy (never a stale one the caller held) and returns
 * the new record, or null to leave it as it is. Resolves to the stored record, or undefined when
 * the call is no longer in the list (cleared meanwhile).
 */
export function updateCall(
  callId: string,
  change: (call: CallRecord) => CallRecord | null,
): Promise<CallRecord | undefined> {
  return updateCalls((calls) => {
    const index = calls.findIndex((call) => call.callId === callId);
    const current = calls[index];
    if (!current) return { calls, result: undefined };
    const next = change(current);
    if (!next) return { calls, result: current };
    const updated = [...calls];
    updated[index] = next;
    return { calls: updated, result: next };
  });
}

export function clearCalls(): Promise<CallRecord[]> {
  return updateCalls(() => ({ calls: [], result: [] }));
}

/** Newest first, within the retention policy (./retention.ts). */
function tidy(calls: CallRecord[]): CallRecord[] {
  return retainCalls(calls, Date.now());
}

/** Enough of a record's shape that the list and the poller can rely on it. */
function isCallRecord(value: unknown): value is CallRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<CallRecord>;
  return (
    typeof record.callId === 'string' &&
    typeof record.callFlowId === 'string' &&
    typeof record.createdAt === 'number' &&
    typeof record.state === 'string' &&
    !!record.agent &&
    !!record.customer
  );
}
