/**
 * Where the call list lives: local storage, written only by the background worker, so closing the
 * Call lists page, the worker stopping or the browser restarting loses nothing. Changes run one
 * after another on one promise chain (as the calls store does), so a call ending while the agent
 * clicks Pause can never write over the other with an older copy.
 */
import { storage } from '#imports';
import type { CallList, HandedNumber, ListColumns } from './types';

export const callListItem = storage.defineItem<CallList | null>('local:callList', {
  fallback: null,
  version: 1,
});

/** The file columns the agent mapped last time, offered again for the next file. */
export const listColumnsItem = storage.defineItem<ListColumns | null>('local:callListColumns', {
  fallback: null,
  version: 1,
});

/**
 * Numbers a page handed to the Call lists page (the popup's button, the context menu): read once,
 * then cleared. storage.session: out of content scripts' reach, gone when the browser closes.
 */
export const handedNumbersItem = storage.defineItem<HandedNumber[] | null>('session:listNumbers', {
  fallback: null,
});

/**
 * Present from the worker's first start in a browser session: session storage is emptied when the
 * browser closes, so its absence at start-up tells a browser restart from a worker restart.
 */
export const listSessionItem = storage.defineItem<boolean>('session:callListSession', {
  fallback: false,
});

let chain: Promise<unknown> = Promise.resolve();

/**
 * Runs `change` on the stored list after every earlier change; stores the list it returns and
 * hands `result` to the caller. A failing change leaves the list as it was.
 */
export function updateList<T>(
  change: (list: CallList | null) => { list: CallList | null; result: T },
): Promise<T> {
  const run = chain.then(async () => {
    const before = await readList();
    const { list, result } = change(before);
    if (list !== before) await callListItem.setValue(list);
    return result;
  });
  chain = run.catch(() => undefined);
  return run;
}

export async function getList(): Promise<CallList | null> {
  await chain;
  return readList();
}

async function readList(): Promise<CallList | null> {
  const stored: unknown = await callListItem.getValue();
  return isCallList(stored) ? stored : null;
}

/** Enough of the shape to run on; anything else reads as no list. */
function isCallList(value: unknown): value is CallList {
  const list = value as Partial<CallList> | null;
  return (
    typeof list?.id === 'string' &&
    Array.isArray(list.entries) &&
    typeof list.state === 'string' &&
    list.entries.every((entry) => typeof entry?.id === 'string' && typeof entry.dial === 'string')
  );
}
