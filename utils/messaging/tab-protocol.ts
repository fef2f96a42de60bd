/**
 * The other direction: what the background sends to a tab's content script
 * (browser.tabs.sendMessage), in the same envelope as ./protocol.ts. Web pages cannot send on that
 * channel, so only the background speaks here; what a page answers is page code's output and is
 * checked here before it is used.
 */
import type { CallState } from '../calls/records/types';
import { DIAL_PATTERN, MAX_PAGE_TEXT } from '../limits';
import { isDialbridgeMessage, type CHANNEL } from './protocol';

export interface TabProtocol {
  /** A call started from this page changed state; `message` is the sentence for its toast. */
  callUpdate: { data: { callId: string; status: CallState; message: string }; returns: void };
  /**
   * Sent to a tab's top frame (the popup's "This page", the call lists' "numbers on this page",
   * the context menu, the tests and the benchmark): every visible number on the page in document
   * order, same-origin frames, shadow roots and form fields included, once the scan has settled.
   */
  pageNumbers: { data: Record<string, never>; returns: PageList };
}

/**
 * The numbers a page offers. A number the screen shows in another order than its text (bidi
 * overrides, reordered boxes) is not offered, so not listed: only counted, so the agent is told.
 */
export interface PageList {
  numbers: PageNumber[];
  /** How many numbers are left out for that; absent: none. */
  notOffered?: number;
}

/** One number a page shows: as written, as dialled, and what the page says about it. */
export interface PageNumber {
  text: string;
  /** Digits with the country code, as the service takes them. */
  dial: string;
  /** The customer's name the page shows for this number; absent: none. */
  name?: string;
  /** The page's label for it ("Mobile", "جوال"), when it shows one. */
  label?: string;
}

/** A page's answer is page code's output: only text, a dial of 6 to 15 digits, nothing long. */
export function isPageNumber(value: unknown): value is PageNumber {
  const item = value as Partial<PageNumber> | null;
  const text = (field: unknown) => typeof field === 'string' && field.length <= MAX_PAGE_TEXT;
  return (
    text(item?.text) &&
    typeof item!.dial === 'string' &&
    DIAL_PATTERN.test(item!.dial) &&
    (item!.name === undefined || text(item!.name)) &&
    (item!.label === undefined || text(item!.label))
  );
}

/** The usable entries of a pageNumbers answer; null when it is not one (no list at all). */
export function pageNumbersIn(answer: unknown): PageList | null {
  const { numbers, notOffered } = (answer ?? {}) as { numbers?: unknown; notOffered?: unknown };
  if (!Array.isArray(numbers)) return null;
  const list: PageList = { numbers: numbers.filter(isPageNumber) };
  if (typeof notOffered === 'number' && Number.isSafeInteger(notOffered) && notOffered > 0)
    list.notOffered = notOffered;
  return list;
}

export type TabMessageType = keyof TabProtocol;

export interface TabEnvelope<K extends TabMessageType = TabMessageType> {
  channel: typeof CHANNEL;
  type: K;
  data: TabProtocol[K]['data'];
}

export function isTabMessage<K extends TabMessageType>(
  message: unknown,
  type: K,
): message is TabEnvelope<K> {
  return isDialbridgeMessage(message) && (message as { type?: unknown }).type === type;
}
