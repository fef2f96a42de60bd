/**
 * What the agent does to a call list from the Call lists page: make one, start, pause, resume,
 * stop, Next, skip or retry an entry, retry the unanswered, answer for an unsure attempt. (Outcomes
 * and notes: ./outcome.ts.)
 * Each is one serialised change of the stored list (./store.ts), then a step of the run.
 */
import { pollCall } from '../calls/poll';
import { isDueForRefresh } from '../calls/schedule';
import { loadServiceContext } from '../calls/service-context';
import { listCalls } from '../calls/records/store';
import { HandledError } from '../errors';
import { loadSettings } from '../settings/store';
import { MAX_LIST_ENTRIES } from '../limits';
import { makeEntries, newList } from './build';
import { requeueUnanswered } from './outcome';
import { noList, refused } from './refused';
import { followCalls, stepList } from './run';
import { getList, listColumnsItem, updateList } from './store';
import type { CallList, ListAction, ListCandidate, ListColumns, ListSource } from './types';

/**
 * A new list from the page's candidates, replacing a list that is not under way. Numbers called
 * today (the recorded calls, from local midnight) are flagged with the time of that call.
 */
export async function createList(
  source: ListSource,
  candidates: readonly ListCandidate[],
  pauseSeconds: number | null,
  columns?: ListColumns,
  now = Date.now(),
): Promise<CallList> {
  const settings = await loadSettings();
  const made = makeEntries(candidates, settings.defaultCountry, await calledToday(now));
  if (made.entries.length === 0) {
    throw new HandledError({
      code: 'invalid-input',
      message: 'There is no number Dialbridge can call in what you gave. Nothing was made.',
    });
  }
  if (made.entries.length > MAX_LIST_ENTRIES) {
    throw new HandledError({
      code: 'invalid-input',
      message: `A call list holds at most ${MAX_LIST_ENTRIES} numbers. Split it and try again.`,
    });
  }
  if (columns) await listColumnsItem.setValue(columns);
  return updateList((list) => {
    if (list && underWay(list)) throw listBusy();
    const created = newList(made, source, pauseSeconds, now);
    return { list: created, result: created };
  });
}

export interface ControlRequest {
  action: ListAction;
  entryId?: string;
  pauseSeconds?: number | null;
}

/** Runs one of the agent's controls; an action that does not fit the list's state is refused. */
export async function controlList(request: ControlRequest, now = Date.now()): Promise<void> {
  await updateList((list) => {
    if (!list) throw noList();
    if (request.action === 'discard') {
      if (list.state === 'running') throw refused('Stop the list before you discard it.');
      return { list: null, result: undefined };
    }
    const next = structuredClone(list);
    const current = next.current === null ? undefined : next.entries[next.current];
    const entry = next.entries.find((other) => other.id === request.entryId);
    switch (request.action) {
      case 'start':
        if (next.state !== 'ready') throw refused('This list has already started.');
        next.state = 'running';
        if (request.pauseSeconds !== undefined) next.pauseSeconds = request.pauseSeconds;
        break;
      case 'pause':
        if (next.state !== 'running') throw refused('The list is not running.');
        next.state = 'paused';
        next.pausedBecause = 'agent';
        break;
      case 'resume':
      case 'next':
        if (next.state !== 'paused' && next.state !== 'running') {
          throw refused('The list is not running.');
        }
        next.state = 'running';
        next.pausedBecause = null;
        // Resume and Next are the agent's go: the next call starts now, whatever the pause.
        if (current?.status === 'ended' || request.action === 'next') next.nextAt = now;
        break;
      case 'stop':
        if (next.state === 'done' || next.state === 'stopped') throw refused('The list has ended.');
        next.state = 'stopped';
        next.nextAt = null;
        break;
      case 'skip':
        if (entry?.status !== 'waiting')
          throw refused('Only a number not called yet can be skipped.');
        entry.status = 'skipped';
        break;
      case 'retry':
        if (entry?.status !== 'failed' && entry?.status !== 'skipped') {
          throw refused('Only a skipped number or one the service refused can be called again.');
        }
        // "Call again" after "already called" is the agent's answer to that question: asked once.
        if (entry.error?.code === 'duplicate-call') entry.repeat = true;
        entry.status = 'waiting';
        entry.error = null;
        if (next.state === 'done' || next.state === 'stopped') next.state = 'paused';
        break;
      case 'retryNotAnswered':
        requeueUnanswered(next);
        break;
      case 'setPause':
        next.pauseSeconds = request.pauseSeconds ?? null;
        break;
    }
    return { list: next, result: undefined };
  });
  await stepList(now);
}

/**
 * The agent's answer for an 'unsure' attempt: it went through (counted as called, nothing sent),
 * or it did not and they choose to call again (the entry waits, and its create skips the
 * duplicate-call check this attempt would trip). The list stays paused until they resume.
 */
export async function resolveAttempt(entryId: string, placed: boolean): Promise<void> {
  await updateList((list) => {
    const index = list?.entries.findIndex((entry) => entry.id === entryId) ?? -1;
    if (!list || list.entries[index]?.status !== 'unsure') {
      throw refused('There is no unsure call to answer for.');
    }
    const next = structuredClone(list);
    const entry = next.entries[index]!;
    entry.error = null;
    if (placed) {
      entry.status = 'ended';
      entry.callState = 'unknown';
    } else {
      entry.status = 'waiting';
      entry.repeat = true;
    }
    if (next.state === 'running') next.state = 'paused';
    next.pausedBecause = 'agent';
    next.nextAt = null;
    return { list: next, result: undefined };
  });
}

/** The list for the page, with the current call's state brought up to date from the store. */
export async function viewList(): Promise<{ list: CallList | null; columns: ListColumns | null }> {
  const [list, columns] = await Promise.all([getList(), listColumnsItem.getValue()]);
  if (list?.entries.some((entry) => entry.status === 'calling')) {
    await pollListedCalls(list, Date.now());
    await followCalls(await listCalls());
    return { list: await getList(), columns };
  }
  return { list, columns };
}

/**
 * While the page looks, the list's running call is asked about every FOLLOW_EVERY_MS instead of
 * waiting for the poll alarm (30 s in a packed extension): the agent sees the end at once.
 */
const FOLLOW_EVERY_MS = 2_000;

async function pollListedCalls(list: CallList, now: number): Promise<void> {
  const ids = new Set(
    list.entries.filter((entry) => entry.status === 'calling').map((e) => e.callId),
  );
  const due = (await listCalls()).filter(
    (call) =>
      ids.has(call.callId) &&
      isDueForRefresh(call, now) &&
      (call.checkedAt === null || now - call.checkedAt >= FOLLOW_EVERY_MS),
  );
  if (due.length === 0) return;
  try {
    const { client, settings } = await loadServiceContext('bridge');
    await Promise.all(due.map((call) => pollCall(call, client, settings, now)));
  } catch {
    // Not configured any more: the poll alarm records the reason on the call.
  }
}

function underWay(list: CallList): boolean {
  return list.state === 'running' || list.state === 'paused';
}

async function calledToday(now: number): Promise<Map<string, number>> {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const called = new Map<string, number>();
  for (const call of await listCalls()) {
    // A call a team rule refused was never placed; a cancelled one never rang.
    if (call.state === 'blocked' || call.state === 'cancelled') continue;
    const at = call.scheduledAt ?? call.createdAt;
    if (at < midnight.getTime() || at > now) continue;
    called.set(call.customer.number, Math.max(called.get(call.customer.number) ?? 0, at));
  }
  return called;
}

function listBusy(): HandledError {
  return new HandledError({
    code: 'invalid-input',
    message: 'A call list is under way. Stop it and discard it before you make another.',
  });
}
