/**
 * The page script carries the number types of the default-country choices only
 * (utils/phone/numbering.ts); the other countries' would be a sixth of its size. When a page
 * shows a number under another calling code, the finder leaves that run of digits unread
 * (FindOptions.onPending) and this module asks the background for the code's types, once per
 * code, all the codes one scan slice met in one message. When they arrive the page is scanned
 * again (onNumberTypesAdded): the number becomes callable a round trip after it was first seen,
 * and nothing is offered meanwhile, never a guess at another reading of its digits.
 */
import { addNumberTypes, type FindOptions, type PlanType } from '../../phone';
import { sendMessage } from '../../messaging/send';

const asked = new Set<string>();
let batch: string[] = [];
const requests = new Set<Promise<void>>();
const listeners = new Set<() => void>();

function wantNumberTypes(callingCode: string): void {
  if (asked.has(callingCode)) return;
  asked.add(callingCode);
  batch.push(callingCode);
  // The slice that met this code is synchronous: the codes it meets after it join the batch.
  if (batch.length === 1) {
    queueMicrotask(() => {
      const request = ask().finally(() => requests.delete(request));
      requests.add(request);
    });
  }
}

/** How the page script reads text: runs of other countries wait for their types. */
export const ON_PAGE: FindOptions = { onPending: wantNumberTypes };
/** The same, where the text is a phone number's place (phone-context.ts). */
export const ON_PAGE_PHONE: FindOptions = { phoneContext: true, onPending: wantNumberTypes };
/** The same, for a tel: link's text, whose digits are international without a +. */
export const ON_PAGE_TEL: FindOptions = { ...ON_PAGE_PHONE, international: true };

/** `listener` runs after number types were added; returns the function that removes it. */
export function onNumberTypesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether number types a scan asked for are still on their way. */
export function numberTypesOnTheirWay(): boolean {
  return batch.length > 0 || requests.size > 0;
}

/**
 * Resolves once `settled` (the scan's) has resolved with no number types on their way: each
 * arrival queues a scan of the page, which is waited for in turn.
 */
export async function settledWithNumberTypes(settled: () => Promise<void>): Promise<void> {
  await settled();
  while (numberTypesOnTheirWay()) {
    await Promise.all(requests);
    await settled();
  }
}

async function ask(): Promise<void> {
  const codes = batch;
  batch = [];
  const reply = await sendMessage('getNumberTypes', { codes });
  const types = reply.ok ? numberTypesIn(reply.data) : null;
  if (!types) {
    // Asked again the next time a scan meets one of these numbers.
    for (const code of codes) asked.delete(code);
    return;
  }
  addNumberTypes(types);
  for (const listener of listeners) listener();
}

/** The background's answer, checked by hand (no zod in the page script); null if malformed. */
export function numberTypesIn(value: unknown): Record<string, PlanType[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const types: Record<string, PlanType[]> = {};
  for (const [country, list] of Object.entries(value)) {
    if (!/^[A-Z]{2}$/.test(country) || !Array.isArray(list) || !list.every(isPlanType)) return null;
    types[country] = list;
  }
  return types;
}

function isPlanType(value: unknown): value is PlanType {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [id, pattern, lengths] = value as unknown[];
  return (
    Number.isInteger(id) &&
    typeof pattern === 'string' &&
    (lengths === 0 || (Array.isArray(lengths) && lengths.every((n) => Number.isInteger(n))))
  );
}
