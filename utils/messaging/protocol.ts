/**
 * The one protocol between contexts: message name → what it carries, what it returns, and which
 * contexts may send it. Names are verbs. This file holds types only (no zod), so the content script
 * can import it cheaply; the schemas that parse each message live in ./schemas.ts (background).
 *
 * Senders: 'content' is a content script in a web page (untrusted: the page may be hostile);
 * 'extension' is one of our own pages (popup, options). The background decides which one a
 * message came from by its sender, never by anything inside the message.
 */
import type { SettingsView, Settings } from '../settings';
import type { ErrorInfo } from './errors';

export type SenderKind = 'content' | 'extension';

export interface ConnectionCheck {
  host: 'bridge' | 'ecommerce' | 'dispatch';
  url: string;
  ok: boolean;
  /** English sentence; UIs may translate by `error.code`. */
  message: string;
  error?: ErrorInfo;
}

export interface Protocol {
  /** Extension pages: the settings without the token, plus whether a token is stored. */
  getSettings: { data: Record<string, never>; returns: SettingsView };
  /** Extension pages: validate and store all settings at once (nothing saved half-way). */
  saveSettings: {
    data: { settings: Settings; token?: string };
    returns: SettingsView;
  };
  /**
   * Extension pages: a harmless authenticated request to each configured host, with the values
   * on screen (token left empty = the stored one).
   */
  testConnection: {
    data: {
      token?: string;
      bridgeUrl: string;
      ecommerceUrl: string;
      dispatchUrl: string;
    };
    returns: { checks: ConnectionCheck[] };
  };
}

export type MessageType = keyof Protocol;
export type MessageData<K extends MessageType> = Protocol[K]['data'];
export type MessageReturn<K extends MessageType> = Protocol[K]['returns'];

/** Who may send each message. Anything not listed for 'content' is refused from a web page. */
export const ALLOWED_SENDERS: { [K in MessageType]: readonly SenderKind[] } = {
  getSettings: ['extension'],
  saveSettings: ['extension'],
  testConnection: ['extension'],
};

/** Envelope on the wire: `{ channel, type, data }`. The channel keeps our messages apart from
 * the plain `{ type: 'page-numbers' }` contract and anything else on runtime.onMessage. */
export const CHANNEL = 'dialbridge' as const;
export interface Envelope<K extends MessageType = MessageType> {
  channel: typeof CHANNEL;
  type: K;
  data: MessageData<K>;
}
