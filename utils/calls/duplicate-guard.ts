/**
 * The same customer is never called twice by accident: a create is refused ('duplicate-call')
 * while the same call is being placed, is live, or was placed a moment ago — whoever asked (the
 * page, the popup, the context menu, the command, another tab). `repeat` (the person chose
 * "Call again") skips the check.
 *
 * Three layers, because the MV3 service worker may die at any moment:
 * - an in-memory list, checked and written in one synchronous step, so two requests in the same
 *   worker can never both pass before either has written anything;
 * - a ledger in storage.session, written before the request leaves and kept DUPLICATE_WINDOW_MS,
 *   so a restarted worker still knows a create was under way (or how it ended);
 * - for bridged calls, the calls store: a recorded call that is not final blocks (see
 *   recordConflict).
 * Creates for one customer also take turns, whatever their kind (a bridge, an order, a dispatch,
 * the browser phone): each runs its checks, its request and its record before the next one
 * starts its checks, so the day's cap counts what the one before placed and simultaneous
 * requests cannot all pass.
 */
import { storage } from '#imports';
import { gotNoAnswer, type ErrorInfo } from '../errors';
import { HandledError } from '../errors';
import { formatInternational } from '../phone';
import { JUST_NOW_SECONDS } from '../i18n/duplicate-call';
import { isSettled } from './records/state';
import type { CallRecord } from './records/types';

/** How long after a create the same call counts as "a moment ago"; also the reach of a time. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

export interface Claim {
  /** What makes two creates the same call: customerCallKey(…), 'order:966…:A-17', 'dispatch:…'. */
  key: string;
  /** The customer's number with its country code, for the message. */
  dial: string;
  /** When the call would ring: now, or the scheduled time. */
  ringsAt: number;
}

interface LedgerEntry extends Claim {
  /** When the entry was written (epoch ms); it expires DUPLICATE_WINDOW_MS later. */
  at: number;
  /** 'unsure': the create failed in a way that does not say whether the call was placed. */
  state: 'placing' | 'placed' | 'unsure';
}

export const recentCreatesItem = storage.defineItem<LedgerEntry[]>('session:recentCreates', {
  fallback: [],
  version: 1,
});

/**
 * A call to the customer now or at a time: a bridged call, or the browser phone (its link starts
 * a call, 4.7). One key for both, because either way it is the same customer ringing twice.
 */
export function customerCallKey(dial: string): string {
  return `customer:${dial}`;
}

const inFlight: Claim[] = [];
let ledgerChain: Promise<unknown> = Promise.resolve();

export interface GuardOptions<T> {
  /** The person chose to call again: no check, a new ledger entry. */
  repeat: boolean;
  /** Bridged calls: the recorded calls, checked with recordConflict. */
  records?: () => Promise<CallRecord[]>;
  /**
   * Whether `create`'s result was stored in the calls list, which answers for it from then on
   * (its state follows the service, so a call that ended early stops blocking); the ledger entry
   * is dropped then. Otherwise the entry stays for DUPLICATE_WINDOW_MS.
   */
  recorded?: (result: T) => boolean;
}

/** Runs `create` unless the same call is under way or was placed a moment ago. */
export async function guardedCreate<T>(
  claim: Claim,
  options: GuardOptions<T>,
  create: () => Promise<T>,
): Promise<T> {
  // Check and claim in one synchronous step: no await between them.
  if (!options.repeat) {
    const busy = inFlight.find((other) => sameCall(other, claim));
    if (busy) throw duplicateError(claim.dial, busy.ringsAt, Date.now());
  }
  inFlight.push(claim);
  try {
    return await inTurn(claim.dial, () => claimedCreate(claim, options, create));
  } finally {
    inFlight.splice(inFlight.indexOf(claim), 1);
  }
}

const turns = new Map<string, Promise<unknown>>();

/** Runs `run` once every create for `dial` started before it has ended. */
function inTurn<T>(dial: string, run: () => Promise<T>): Promise<T> {
  const mine = (turns.get(dial) ?? Promise.resolve()).then(run);
  const done = mine.catch(() => undefined);
  turns.set(dial, done);
  void done.then(() => {
    if (turns.get(dial) === done) turns.delete(dial);
  });
  return mine;
}

async function claimedCreate<T>(
  claim: Claim,
  options: GuardOptions<T>,
  create: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  if (!options.repeat) {
    const startedAt = await storedConflict(claim, now, options.records);
    if (startedAt !== null) throw duplicateError(claim.dial, startedAt, now);
  }
  const entry: LedgerEntry = { ...claim, at: now, state: 'placing' };
  await updateLedger((entries) => [...entries, entry]);
  let result: T;
  try {
    result = await create();
  } catch (error) {
    // A refusal by the service (or before sending) placed nothing; a lost answer may have.
    const placedNothing = refusedForSure(error);
    await updateLedger((entries) =>
      placedNothing
        ? entries.filter((other) => !isEntry(other, entry))
        : entries.map((other) => (isEntry(other, entry) ? { ...other, state: 'unsure' } : other)),
    );
    throw error;
  }
  await updateLedger((entries) =>
    options.recorded?.(result)
      ? entries.filter((other) => !isEntry(other, entry))
      : entries.map((other) => (isEntry(other, entry) ? { ...other, state: 'placed' } : other)),
  );
  return result;
}

/**
 * A recorded bridged call to the same customer that is not final blocks a new one ringing from
 * DUPLICATE_WINDOW_MS before its start until its duration (at least DUPLICATE_WINDOW_MS) after
 * it: a call scheduled within the window counts, one next week does not. Returns its start.
 */
export function recordConflict(record: CallRecord, claim: Claim): number | null {
  if (record.customer.number !== claim.dial || isSettled(record.state)) return null;
  const start = record.scheduledAt ?? record.createdAt;
  const reach = Math.max(DUPLICATE_WINDOW_MS, record.durationMinutes * 60_000);
  const overlaps = claim.ringsAt >= start - DUPLICATE_WINDOW_MS && claim.ringsAt <= start + reach;
  return overlaps ? start : null;
}

async function storedConflict(
  claim: Claim,
  now: number,
  records?: () => Promise<CallRecord[]>,
): Promise<number | null> {
  const entry = (await readLedger(now)).find((other) => sameCall(other, claim));
  if (entry) return entry.ringsAt;
  for (const record of records ? await records() : []) {
    const start = recordConflict(record, claim);
    if (start !== null) return start;
  }
  return null;
}

/** Same key, ringing within the window of each other. */
function sameCall(a: Claim, b: Claim): boolean {
  return a.key === b.key && Math.abs(a.ringsAt - b.ringsAt) <= DUPLICATE_WINDOW_MS;
}

function isEntry(value: LedgerEntry, entry: LedgerEntry): boolean {
  return value.key === entry.key && value.at === entry.at && value.ringsAt === entry.ringsAt;
}

async function readLedger(now: number): Promise<LedgerEntry[]> {
  await ledgerChain;
  return fresh(await recentCreatesItem.getValue(), now);
}

/** Ledger changes run one after another, so two creates never write over each other. */
function updateLedger(change: (entries: LedgerEntry[]) => LedgerEntry[]): Promise<void> {
  const run = ledgerChain.then(async () => {
    const entries = fresh(await recentCreatesItem.getValue(), Date.now());
    await recentCreatesItem.setValue(change(entries));
  });
  ledgerChain = run.catch(() => undefined);
  return run;
}

/** Entries still within the window; anything malformed is dropped. */
function fresh(stored: unknown, now: number): LedgerEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry: Partial<LedgerEntry> | null): entry is LedgerEntry =>
      typeof entry?.key === 'string' &&
      typeof entry.dial === 'string' &&
      typeof entry.ringsAt === 'number' &&
      typeof entry.at === 'number' &&
      entry.at + DUPLICATE_WINDOW_MS > now,
  );
}

/** The service answered with an error status, or nothing was sent (validation, setup). */
export function refusedForSure(error: unknown): boolean {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  if (!info || gotNoAnswer(info)) return false;
  return info.status === undefined || info.status < 200 || info.status > 299;
}

/** "A call to +966 55 123 4567 started 40 s ago" (or "just now"). The UI translates it from `duplicate`. */
export function duplicateError(dial: string, startedAt: number, now: number): HandledError {
  const number = formatInternational(dial);
  const ahead = startedAt > now;
  const seconds = Math.max(0, Math.round(Math.abs(now - startedAt) / 1000));
  const span = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return new HandledError({
    code: 'duplicate-call',
    message: ahead
      ? `A call to ${number} is already scheduled in ${span}, so Dialbridge did not call again.`
      : seconds < JUST_NOW_SECONDS
        ? `A call to ${number} started just now, so Dialbridge did not call again.`
        : `A call to ${number} started ${span} ago, so Dialbridge did not call again.`,
    duplicate: { number, seconds, when: ahead ? 'ahead' : 'ago' },
  });
}
