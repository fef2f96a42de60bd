/**
 * The team's do-not-call list as last read from its address (background only): kept in the team
 * system's database across restarts (the last good copy), and in memory once read, so a lookup
 * costs a binary search. A page never gets the list: it is told whether one number is on it.
 */
import { storage } from '#imports';
import { onTeamDbForgotten, teamDb } from './db';
import { listHas } from './list-read';

export interface StoredList {
  /** The address it was read from. */
  url: string;
  dials: Float64Array;
  etag: string | null;
  lastModified: string | null;
  /** When this copy was read (epoch ms). */
  readAt: number;
}

/** What the agent and the team lead see of the list; never its numbers. */
export interface ListStatus {
  url: string;
  count: number;
  /** The last copy read, and the last time the address said it is unchanged or sent it. */
  readAt: number | null;
  checkedAt: number | null;
  /** The last refresh's failure, kept until one succeeds. */
  problem: ListProblem | null;
  since: number | null;
}

export type ListProblem =
  | { kind: 'network' }
  | { kind: 'no-access' }
  | { kind: 'redirect'; status: number }
  | { kind: 'status'; status: number }
  | { kind: 'too-big' }
  | { kind: 'not-text' }
  | { kind: 'empty' }
  | { kind: 'too-many' }
  | { kind: 'line'; line: number; text: string };

const KEY = 'do-not-call';
export const listStatusItem = storage.defineItem<ListStatus | null>('local:teamListStatus', {
  fallback: null,
});

let inMemory: Promise<StoredList | null> | null = null;
onTeamDbForgotten(() => {
  inMemory = null;
});

/** The list in force, read from the database once per worker. */
export function storedList(): Promise<StoredList | null> {
  inMemory ??= teamDb()
    .then(async (db) => (await db.get('lists', KEY)) ?? null)
    .catch(() => {
      inMemory = null;
      return null;
    });
  return inMemory;
}

export async function keepList(list: StoredList): Promise<void> {
  await (await teamDb()).put('lists', list, KEY);
  inMemory = Promise.resolve(list);
}

export async function dropList(): Promise<void> {
  await (await teamDb()).delete('lists', KEY);
  inMemory = Promise.resolve(null);
  await listStatusItem.setValue(null);
}

/** A lookup over the team's list in force (none: nobody is on it). */
export async function teamListLookup(): Promise<(dial: string) => boolean> {
  const list = await storedList();
  if (!list || list.dials.length === 0) return () => false;
  return (dial) => listHas(list.dials, dial);
}
