/**
 * Typed sending from popup, options and content scripts to the background (and from the
 * background to a tab, sendToTab). No zod here: the
 * content script imports this, and it must stay small. The background parses everything it gets.
 */
import { browser } from '#imports';
import type { ErrorInfo, Reply } from '../errors';
import {
  CHANNEL,
  type Envelope,
  type MessageData,
  type MessageReturn,
  type MessageType,
} from './protocol';
import {
  pageNumbersIn,
  type PageList,
  type TabEnvelope,
  type TabMessageType,
  type TabProtocol,
} from './tab-protocol';

export async function sendMessage<K extends MessageType>(
  type: K,
  data: MessageData<K>,
): Promise<Reply<MessageReturn<K>>> {
  const envelope: Envelope<K> = { channel: CHANNEL, type, data };
  try {
    const reply = (await browser.runtime.sendMessage(envelope)) as
      Reply<MessageReturn<K>> | undefined;
    if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
      return {
        ok: false,
        error: internalError('The extension did not answer. Reload the page and try again.'),
      };
    }
    return reply;
  } catch (error) {
    // "Extension context invalidated" after an update is expected: the page needs a reload.
    const text = error instanceof Error ? error.message : String(error);
    const message = /context invalidated/i.test(text)
      ? 'Dialbridge was updated. Reload the page to keep using it.'
      : 'The extension did not answer. Reload the page and try again.';
    return { ok: false, error: internalError(message) };
  }
}

/**
 * Background or an extension page → a tab's content scripts (every frame's, or the one `frameId`
 * names). Throws when the tab is gone or has no content script. The answer is page code's
 * output: unchecked here, so the caller reads it with a check (pageNumbersIn).
 */
export async function sendToTab<K extends TabMessageType>(
  tabId: number,
  type: K,
  data: TabProtocol[K]['data'],
  frameId?: number,
): Promise<unknown> {
  const envelope: TabEnvelope<K> = { channel: CHANNEL, type, data };
  return frameId === undefined
    ? browser.tabs.sendMessage(tabId, envelope)
    : browser.tabs.sendMessage(tabId, envelope, { frameId });
}

/**
 * The numbers a tab's page shows, checked: null when no content script answers there (Dialbridge
 * is off on that site, or the page is not a web page) or its answer holds no list.
 */
export async function askPageNumbers(tabId: number): Promise<PageList | null> {
  try {
    return pageNumbersIn(await sendToTab(tabId, 'pageNumbers', {}, 0));
  } catch {
    return null; // "Receiving end does not exist": no content script in that tab
  }
}

function internalError(message: string): ErrorInfo {
  return { code: 'internal', message };
}
