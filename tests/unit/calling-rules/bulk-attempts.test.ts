// Bulk rows under a daily cap, noted per customer: a row writes and the cap reads one customer's
// own key, old notes go, and a row the service refused for sure is taken off.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  bulkAttemptsFor,
  dropBulkAttempt,
  noteBulkAttempt,
} from '../../../utils/calling-rules/bulk-attempts';

const DAY = 24 * 60 * 60_000;
const A = '966551234567';
const B = '966567654321';

beforeEach(() => {
  fakeBrowser.reset();
  vi.useRealTimers();
});

describe('bulk attempts', () => {
  it('keeps each customer under a key of their own, and a refused row comes off', async () => {
    const now = Date.now();
    await noteBulkAttempt({ dial: A, at: now - 1000 });
    await noteBulkAttempt({ dial: A, at: now });
    await noteBulkAttempt({ dial: B, at: now });
    expect(await bulkAttemptsFor(A)).toEqual([
      { dial: A, at: now - 1000 },
      { dial: A, at: now },
    ]);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored[`bulkAttempts.${A}`]).toEqual([now - 1000, now]);
    expect(stored[`bulkAttempts.${B}`]).toEqual([now]);
    await dropBulkAttempt({ dial: A, at: now });
    expect(await bulkAttemptsFor(A)).toEqual([{ dial: A, at: now - 1000 }]);
    await dropBulkAttempt({ dial: B, at: now });
    expect(await fakeBrowser.storage.local.get(null)).not.toHaveProperty(`bulkAttempts.${B}`);
  });

  it('drops notes past two days, a customer’s on its next row and everyone’s once a day', async () => {
    const now = Date.now();
    await noteBulkAttempt({ dial: A, at: now - 3 * DAY });
    await noteBulkAttempt({ dial: B, at: now - 3 * DAY });
    await fakeBrowser.storage.local.set({ bulkAttempts: [{ dial: A, at: now - 3 * DAY }] });
    await noteBulkAttempt({ dial: A, at: now });
    expect(await bulkAttemptsFor(A)).toEqual([{ dial: A, at: now }]);
    // A day later the sweep takes B's stale key and the earlier versions' single list.
    vi.useFakeTimers({ now: now + DAY + 1000, toFake: ['Date'] });
    await noteBulkAttempt({ dial: A, at: Date.now() });
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored).not.toHaveProperty(`bulkAttempts.${B}`);
    expect(stored).not.toHaveProperty('bulkAttempts');
    expect(stored[`bulkAttempts.${A}`]).toHaveLength(2);
  });
});
