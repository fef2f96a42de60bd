/**
 * The one protocol between contexts: message name → what it returns and which contexts may send
 * it; what it carries is its schema's type (./schemas.ts, the one declaration of each message's
 * shape). Names are verbs. zod and the schemas are imported as types only, so none of it reaches
 * the content script.
 *
 * Senders: 'content' is a content script in a web page (untrusted: the page may be hostile);
 * 'extension' is one of our own pages (popup, options). The background decides which one a
 * message came from by its sender, never by anything inside the message.
 */
import type { z } from 'zod';
import type { PlanType } from '../phone';
import type { SettingsView } from '../settings/store';
import type { MessageSchemas } from './schemas';
import type { CallRecord, CallState, PendingNumber } from '../calls/records/types';
import type { CallList, HandedNumber, ListColumns } from '../call-lists/types';
import type { BatchResults, BatchView, OrdersContext } from '../orders/batch-types';
import type { ConnectionCheck } from '../service/connection';
import type { DoNotCallView } from '../calling-rules/acts/do-not-call-changes';
import type { TeamSystemView } from '../team-system/view';

export type { CallState, ConnectionCheck, DoNotCallView };

export type SenderKind = 'content' | 'extension';

export interface Protocol {
  /** Extension pages: the settings without the token, plus whether a token is stored. */
  getSettings: { returns: SettingsView };
  /**
   * Extension pages: validate and store all settings at once (nothing saved half-way). Numbers
   * may arrive as the text typed; the agent number as typed (the background normalises it).
   * An empty or missing token keeps the stored one.
   */
  saveSettings: {
    returns: SettingsView;
  };
  /**
   * Extension pages: harmless requests to each configured host with the values on screen. A
   * token left empty means the stored one, which is sent only to the saved addresses
   * ('token-needed' otherwise).
   */
  testConnection: {
    returns: { checks: ConnectionCheck[] };
  };
  /**
   * Popup: validate, create a bridged call (agent first, customer second), record it. Refused
   * with 'duplicate-call' while a call to the same customer is under way, unless `repeat` (the
   * person chose "Call again"); the same for confirmOrder, dispatchCall and placeCall.
   */
  createBridge: { returns: CallRecord };
  /** Popup: change every field of a scheduled call (PUT). */
  editBridge: { returns: CallRecord };
  /** Popup: delete a scheduled call (DELETE); the popup asks for confirmation first. */
  cancelBridge: { returns: CallRecord };
  /** Popup: the recorded calls, newest first. */
  listCalls: { returns: CallRecord[] };
  /** Popup: poll the service for every call not yet final, then the list. */
  refreshCalls: { returns: CallRecord[] };
  /** Popup: forget every recorded call (the list comes back empty). */
  clearCalls: { returns: CallRecord[] };
  /** Popup: queue an order-confirmation call; returns the service's message. */
  confirmOrder: { returns: { message: string } };
  /** Popup: send a dispatch call; returns the service's message and the call id. */
  dispatchCall: { returns: { message: string; callId: string } };
  /**
   * Popup: the number a page action left for it and the call a notification click asked it to
   * show (each read once, then cleared), and the settings.
   */
  getPopupContext: {
    returns: {
      pendingNumber: PendingNumber | null;
      settings: SettingsView;
      focusCallId?: string | null;
      /** A command asked the popup to open on this section ("This page"). */
      section?: 'page' | null;
    };
  };
  /**
   * Content scripts and extension pages: call a number. The background re-normalises `dial`;
   * 'schedule' and 'order' hand the number to the popup. A page's reply never carries settings.
   * `name`: the customer's name the page shows for the number, as the agent left it; without
   * one the call records no name (never the number's text).
   */
  placeCall: {
    returns:
      { kind: 'webrtc'; url: string } | { kind: 'bridge'; call: CallRecord } | { kind: 'popup' };
  };
  /** Content scripts: how a click behaves; nothing else from the settings. */
  getPageConfig: {
    returns: {
      clickAction: 'webrtc' | 'bridge' | 'ask';
      defaultCountry: string;
      language: 'en' | 'ar';
      configured: boolean;
      /** Where the customer's name is on this page's site, set by an administrator, or null. */
      nameSelector: string | null;
    };
  };
  /**
   * Content scripts: the number types of the countries under these calling codes, which the page
   * script does not carry (utils/page/read/plans-on-demand.ts), by country.
   */
  getNumberTypes: { returns: Record<string, PlanType[]> };
  /** Popup: whether the scanner runs on a site (origin or page URL). */
  getSiteAccess: { returns: SiteAccessState };
  /** Popup, after permissions.request in its click handler: turn one site on or off. */
  setSiteAccess: { returns: SiteAccessState };
  /** Popup, after permissions.request for https://*\/* and http://*\/*: the "all sites" option. */
  setAllSites: { returns: { allSites: boolean } };

  // Call lists (utils/call-lists): the Call lists page and its entry points in the popup.
  /** Call lists page: the list and the file columns remembered. */
  getCallList: { returns: CallListView };
  /** Call lists page: a new list from its candidates (numbers normalised again here). */
  makeCallList: {
    returns: CallListView;
  };
  /** Call lists page: start, pause, resume, stop, Next, skip / retry an entry, discard. */
  controlCallList: {
    returns: CallListView;
  };
  /** Call lists page: the agent's outcome and note for one call, and a call back to book. */
  markListEntry: {
    returns: CallListView;
  };
  /** Call lists page: whether an unsure attempt went through (true) or should be made again. */
  answerListAttempt: { returns: CallListView };
  /** Popup: hand a page's numbers to the Call lists page and open it. */
  handOverListNumbers: { returns: Record<string, never> };
  /** Call lists page: the numbers handed over (read once, then cleared). */
  takeListNumbers: { returns: { numbers: HandedNumber[] } };
  /**
   * Call lists page, bulk order confirmation: the current batch, the order numbers sent from this
   * browser before (for the preview) and the columns mapped last time.
   */
  getOrdersContext: { returns: OrdersContext };
  /**
   * Call lists page: start confirming the file's orders. The background previews the rows again
   * and sends only what it accepts, paced, in the background; refused while a batch is under way.
   */
  startOrderBatch: {
    returns: BatchView;
  };
  /** Call lists page, every second while it shows a batch (this also wakes a stopped run). */
  getOrderBatch: { returns: BatchView | null };
  /** Call lists page: pause, resume, cancel, or clear a finished batch (null: no batch left). */
  changeOrderBatch: {
    returns: BatchView | null;
  };
  /** Call lists page: the batch's rows and outcomes, for the results file. */
  getOrderResults: { returns: BatchResults | null };
  /** Call lists page: unknown rows settled by the person, some (0-based rows) or all. */
  settleOrderRows: {
    returns: BatchView | null;
  };
  /** Call lists page, in a preview: earlier unknown answers forgotten, so this file sends them. */
  forgetUnknownOrders: { returns: OrdersContext };

  // The team's calling rules (utils/calling-rules).
  /**
   * Page control, history, call lists: the customer asked not to be called. Adds the number to
   * the team's do-not-call list at once, and cancels the bridges booked for it.
   */
  markDoNotCall: { returns: { dial: string; cancelled: number } };
  /** Page control, history: the agent's own mark undone a moment later (bookings stay cancelled). */
  undoDoNotCall: { returns: { dial: string } };
  /** Page control: whether one number may be called; a page never gets the list. */
  getNumberRules: { returns: { doNotCall: boolean } };
  /**
   * Call lists page (the orders preview): which of these dial strings are on a do-not-call list,
   * any of them (the list itself never leaves the background).
   */
  listedNumbers: { returns: { listed: string[] } };
  /** Options page: the team's list and the organisation's (null: none set by policy). */
  getDoNotCall: { returns: DoNotCallView };
  /**
   * Options page: numbers added (any written form; those it cannot read are answered back, not
   * dropped) or removed. Removing is refused while the organisation sets the list.
   */
  changeDoNotCall: {
    /** `cancelled`: the numbers whose booked bridges were taken back at the service. */
    returns: DoNotCallView & { invalid: string[]; cancelled: string[] };
  };

  // The team's own system (utils/team-system): events out, the do-not-call list in.
  /** Options page: the addresses, whether a secret is stored, the outbox and the list's state. */
  getTeamSystem: { returns: TeamSystemView };
  /** Options page: the addresses, period and a new secret ('' or absent keeps the stored one). */
  saveTeamSystem: { returns: TeamSystemView };
  /** Options page: a refused event sent again or discarded, or the waiting ones sent now. */
  changeTeamOutbox: { returns: TeamSystemView };
  /** Options page: the list fetched now. */
  refreshTeamList: { returns: TeamSystemView };
}

export interface CallListView {
  list: CallList | null;
  columns: ListColumns | null;
}

/** The person chose "Call again" after a 'duplicate-call' refusal. */
export interface Repeat {
  repeat?: boolean;
}

export interface SiteAccessState {
  origin: string;
  enabled: boolean;
  allSites: boolean;
  /** The organisation enabled the site by policy: the switch is locked on. */
  managed: boolean;
}

/** Every message the background takes: the keys of its schemas (./schemas.ts). */
export type MessageType = keyof MessageSchemas;
/** What a sender passes: the schema's input, so the type and the check are one declaration. */
export type MessageData<K extends MessageType> = z.input<MessageSchemas[K]>;
/** What a handler receives: the data once its schema has parsed it. */
export type ParsedData<K extends MessageType> = z.output<MessageSchemas[K]>;
export type MessageReturn<K extends MessageType> = Protocol[K]['returns'];

/** A message with a schema and no reply type, or the other way round, fails to compile. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : never;
export const PROTOCOL_HAS_EVERY_SCHEMA: SameKeys<Protocol, MessageSchemas> = true;

/**
 * The messages a content script (a web page's frame) may send; every other message is for
 * extension pages only, so a message added later is refused from pages until it is listed here.
 */
export const PAGE_MESSAGES: ReadonlySet<MessageType> = new Set<MessageType>([
  'placeCall',
  'getPageConfig',
  'getNumberTypes',
  'markDoNotCall',
  'undoDoNotCall',
  'getNumberRules',
]);

/** Whether `kind` may send `type`: extension pages send anything, a page only PAGE_MESSAGES. */
export function mayBeSentBy(type: MessageType, kind: SenderKind): boolean {
  return kind === 'extension' || PAGE_MESSAGES.has(type);
}

/** Envelope on the wire: `{ channel, type, data }`. The channel keeps our messages apart from
 * anything else on runtime.onMessage. */
export const CHANNEL = 'dialbridge' as const;
/** A cheap synchronous test (no zod) so a listener can leave other messages to other listeners. */
export function isDialbridgeMessage(message: unknown): message is Envelope {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { channel?: unknown }).channel === CHANNEL
  );
}

export interface Envelope<K extends MessageType = MessageType> {
  channel: typeof CHANNEL;
  type: K;
  data: MessageData<K>;
}
