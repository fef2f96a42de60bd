/**
 * The team system's own IndexedDB database (background only): the events outbox and the team's
 * do-not-call list. storage.local holds a few megabytes and rewrites a whole item on each change;
 * an outbox of a day offline (tens of thousands of events) and a list of a million numbers need
 * rows written one at a time and a binary value stored as it is, which IndexedDB gives.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TeamEvent } from './events';
import type { StoredList } from './list-store';

/** An event waiting, or one the receiver refused (kept with its answer for the agent). */
export interface OutboxRow {
  seq?: number;
  event: TeamEvent;
  /** The receiver's refusal: its HTTP status and the start of its answer. */
  refused?: { status: number; answer: string; at: number };
}

interface TeamDb extends DBSchema {
  outbox: { key: number; value: OutboxRow };
  refused: { key: number; value: OutboxRow };
  lists: { key: string; value: StoredList };
}

const NAME = 'dialbridge-team-system';
let opening: Promise<IDBPDatabase<TeamDb>> | null = null;

export function teamDb(): Promise<IDBPDatabase<TeamDb>> {
  opening ??= openDB<TeamDb>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('refused', { keyPath: 'seq' });
      db.createObjectStore('lists');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const forgetters = new Set<() => void>();

/** What a module holds in memory from the database, dropped when the database is replaced. */
export function onTeamDbForgotten(forget: () => void): void {
  forgetters.add(forget);
}

/** A fresh database from the next open on (tests replace the whole IndexedDB between cases). */
export function forgetTeamDb(): void {
  opening = null;
  for (const forget of forgetters) forget();
}
