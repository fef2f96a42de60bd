/**
 * The events outbox (background only): every event is written here before anything is sent, in
 * the order it happened, and leaves only once the team's system took it (2xx) or refused it
 * (4xx: then it moves to `refused`, kept with the answer for the agent to send again or discard).
 * Rows survive a stopped worker and a browser restart; the order of `seq` is the order of sending,
 * so the events of one call arrive in the order they happened.
 */
import type { TeamEvent } from './events';
import { teamDb, type OutboxRow } from './db';

/** Adds events in one transaction: all of a change's events, or none. */
export async function enqueueEvents(events: readonly TeamEvent[]): Promise<void> {
  if (events.length === 0) return;
  const db = await teamDb();
  const tx = db.transaction('outbox', 'readwrite');
  for (const event of events) void tx.store.add({ event });
  await tx.done;
}

/** The oldest event waiting, or undefined when none waits. */
export async function oldestWaiting(): Promise<(OutboxRow & { seq: number }) | undefined> {
  const db = await teamDb();
  const cursor = await db.transaction('outbox').store.openCursor();
  return cursor?.value as (OutboxRow & { seq: number }) | undefined;
}

export async function markDelivered(seq: number): Promise<void> {
  await (await teamDb()).delete('outbox', seq);
}

/** Moves an event the receiver refused out of the way, with its answer. */
export async function markRefused(
  row: OutboxRow & { seq: number },
  refused: NonNullable<OutboxRow['refused']>,
): Promise<void> {
  const db = await teamDb();
  const tx = db.transaction(['outbox', 'refused'], 'readwrite');
  void tx.objectStore('refused').put({ ...row, refused });
  void tx.objectStore('outbox').delete(row.seq);
  await tx.done;
}

export async function outboxCounts(): Promise<{ waiting: number; refused: number }> {
  const db = await teamDb();
  const [waiting, refused] = await Promise.all([db.count('outbox'), db.count('refused')]);
  return { waiting, refused };
}

/** The refused events, oldest first, at most `limit`. */
export async function refusedEvents(limit: number): Promise<Array<OutboxRow & { seq: number }>> {
  const db = await teamDb();
  const rows: Array<OutboxRow & { seq: number }> = [];
  let cursor = await db.transaction('refused').store.openCursor();
  while (cursor && rows.length < limit) {
    rows.push(cursor.value as OutboxRow & { seq: number });
    cursor = await cursor.continue();
  }
  return rows;
}

/** A refused event back in the queue, after the ones waiting (the agent's deliberate retry). */
export async function sendRefusedAgain(seq: number): Promise<boolean> {
  const db = await teamDb();
  const tx = db.transaction(['outbox', 'refused'], 'readwrite');
  const row = await tx.objectStore('refused').get(seq);
  if (row) {
    void tx.objectStore('outbox').add({ event: row.event });
    void tx.objectStore('refused').delete(seq);
  }
  await tx.done;
  return !!row;
}

export async function discardRefused(seq: number): Promise<void> {
  await (await teamDb()).delete('refused', seq);
}
