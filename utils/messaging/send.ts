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
  type TabEnvelope,
  type TabMessageType,
  type TabProtocol,
} from './protocol';

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

/** Background → a tab's content script. Throws when the tab is gone or has no content script. */
export async function sendToTab<K extends TabMessageType>(
  tabId: number,
  type: K,
  data: TabProtocol[K]['data'],
): Promise<void> {
  const envelope: TabEnvelope<K> = { channel: CHANNEL, type, data };
  await browser.tabs.sendMessage(tabId, envelope);
}

function internalError(message: string): ErrorInfo {
  return { code: 'internal', message };
}
