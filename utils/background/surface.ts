/**
 * Where a message's act happened, for the team's events: a page (with its origin, never its path
 * or query), the Call lists page, or the popup. Read from the sender the browser reports, never
 * from the message.
 */
import type { CallSurface } from '../calls/records/types';
import type { MessageSenderInfo } from '../messaging/router';

/** The origin of a page address, or undefined when it has none (about:, data:). */
export function pageOriginOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function markedFrom(sender: MessageSenderInfo): {
  surface: CallSurface;
  pageOrigin?: string;
} {
  if (sender.kind === 'content') {
    const pageOrigin = pageOriginOf(sender.url);
    return { surface: 'page', ...(pageOrigin && { pageOrigin }) };
  }
  return { surface: sender.url?.includes('/calllists.html') ? 'call-list' : 'popup' };
}
