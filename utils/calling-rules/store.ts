/**
 * The team's own do-not-call list (background only): dial strings in storage.local, added to by
 * agents ("asked not to be called") and imported from a file on the options page; the
 * organisation's list comes from policy (ManagedSettings.doNotCall) and is read with it, and the
 * team's system may serve one at an address (utils/team-system/list-refresh.ts). Only the
 * background reads the list: a page is told whether one number is on it, never the list.
 */
import { storage } from '#imports';
import { teamListLookup } from '../team-system/list-store';

/** Written only through changeDoNotCall, which keeps the stamp below in step. */
export const doNotCallItem = storage.defineItem<string[]>('local:doNotCall', { fallback: [] });

/** Written with every change: the in-memory Set is rebuilt only when it differs. */
const stampItem = storage.defineItem<string>('local:doNotCallStamp', { fallback: '' });

let cached: { stamp: string; set: Set<string> } | null = null;

/** The stored list as a Set, read again only after a change (a 100,000-entry list is 1.3 MB). */
async function ownSet(): Promise<Set<string>> {
  const stamp = await stampItem.getValue();
  if (cached?.stamp !== stamp) {
    const stored: unknown = await doNotCallItem.getValue();
    const list = Array.isArray(stored) ? stored : [];
    cached = {
      stamp,
      set: new Set(list.filter((dial): dial is string => typeof dial === 'string')),
    };
  }
  return cached.set;
}

/** The organisation's list as a Set, kept while the policy gives the same list (the same array:
 *  ./do-not-call.ts reads an unchanged list once). */
let organisation: { list: readonly string[]; set: Set<string> } | null = null;

/** A lookup over the agent's list, the organisation's and the one the team's system serves. */
export async function doNotCallLookup(
  managed: readonly string[],
): Promise<(dial: string) => boolean> {
  const own = await ownSet();
  if (organisation?.list !== managed) organisation = { list: managed, set: new Set(managed) };
  const theirs = organisation.set;
  const served = await teamListLookup();
  return (dial) => own.has(dial) || theirs.has(dial) || served(dial);
}

let chain: Promise<unknown> = Promise.resolve();

/** Changes the stored list one change at a time (two agents' clicks never overwrite each other). */
export function changeDoNotCall(change: (dials: string[]) => string[]): Promise<string[]> {
  const run = chain.then(async () => {
    const next = [...new Set(change(await doNotCallItem.getValue()))];
    const stamp = crypto.randomUUID();
    await doNotCallItem.setValue(next);
    await stampItem.setValue(stamp);
    cached = { stamp, set: new Set(next) };
    return next;
  });
  chain = run.catch(() => undefined);
  return run;
}
