/**
 * Rows of a bulk order run are calls to their customers too, and the day's cap counts them, but
 * the history keeps one record for a whole run. So each row the run sends is noted here (its
 * customer and when) before its request leaves, and taken off again when the service refused it
 * for sure (nothing rang). The rules read the notes beside the history (enforce.ts): a second row
 * for the same customer, or a page's bridge after a row, meets the cap like any other call.
 * Notes older than two days are dropped: the cap counts one calendar day. Only a run under a cap
 * writes them (one write of the day's notes a row: fine at a run's pace of a few rows a second).
 */
import { storage } from '#imports';

export interface BulkAttempt {
  dial: string;
  at: number;
}

const KEPT_MS = 2 * 24 * 60 * 60_000;

const attemptsItem = storage.defineItem<BulkAttempt[]>('local:bulkAttempts', { fallback: [] });

let chain: Promise<unknown> = Promise.resolve();

function change(update: (attempts: BulkAttempt[]) => BulkAttempt[]): Promise<void> {
  const run = chain.then(async () => {
    const since = Date.now() - KEPT_MS;
    await attemptsItem.setValue(update((await bulkAttempts()).filter((a) => a.at >= since)));
  });
  chain = run.catch(() => undefined);
  return run;
}

export async function bulkAttempts(): Promise<BulkAttempt[]> {
  const stored: unknown = await attemptsItem.getValue();
  return Array.isArray(stored)
    ? stored.filter(
        (entry: Partial<BulkAttempt> | null): entry is BulkAttempt =>
          typeof entry?.dial === 'string' && typeof entry.at === 'number',
      )
    : [];
}

export function noteBulkAttempt(attempt: BulkAttempt): Promise<void> {
  return change((attempts) => [...attempts, attempt]);
}

export function dropBulkAttempt(attempt: BulkAttempt): Promise<void> {
  return change((attempts) =>
    attempts.filter((other) => other.dial !== attempt.dial || other.at !== attempt.at),
  );
}
