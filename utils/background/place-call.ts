/**
 * One click on a number, whoever asked (the page overlay, the context menu, the keyboard
 * command): re-normalise the number (a page is never trusted), check that the action is set up,
 * then open the browser phone, place a bridged call, or hand the number to the popup.
 */
import { askPageNumbers } from '../messaging/send';
import { requireNotTyped } from '../calling-rules/click-only';
import { browser } from '#imports';
import type { CallPlace, CallRecord, PendingNumber } from '../calls/records/types';
import { createBridgeCall, listCalls } from '../calls';
import { customerCallKey, guardedCreate } from '../calls/duplicate-guard';
import { askIfCalledToday } from '../calls/earlier-today';
import { rememberHanded } from '../calling-rules/click-only';
import { enforceCallingRules } from '../calling-rules/enforce';
import { recordSentCall } from '../calls/records/record-sent';
import { HandledError } from '../errors';
import { MAX_LENGTH, MAX_PAGE_TEXT } from '../limits';
import { normalizePhone, withPlus } from '../phone';
import { browserPhoneUrl } from '../service/phone-link';
import { loadSettings, loadToken, type Settings } from '../settings/store';
import type { MessageReturn, ParsedData } from '../messaging/protocol';
import { pendingNumberItem } from './pending-number';

/** The placeCall message as its schema parsed it (utils/messaging/schemas.ts). */
export type PlaceCallRequest = ParsedData<'placeCall'>;
export type PlaceCallAction = PlaceCallRequest['action'];
export type PlaceCallResult = MessageReturn<'placeCall'>;
export interface PlaceCallContext extends CallPlace {
  /** 'page' for a content script, the context menu and the command; 'popup' for extension pages. */
  origin: 'page' | 'popup';
  /** The tab the number came from: opener of the browser-phone tab, target of call updates. */
  tabId?: number;
}

export async function placeCall(
  request: PlaceCallRequest,
  context: PlaceCallContext,
): Promise<PlaceCallResult> {
  const settings = await loadSettings();
  const phone = normalizePhone(request.dial, settings.defaultCountry);
  if (!phone.ok) {
    throw new HandledError({
      code: 'invalid-input',
      message: 'This is not a phone number Dialbridge can call.',
      fields: { dial: 'Not a phone number.' },
    });
  }
  // An extension page's number may have been typed there; a page's was on the page. The popup's
  // "This page" names its tab, which is asked whether it lists the number.
  if (context.origin === 'popup')
    await requireNotTyped(request.dial, 'dial', async (dial) => {
      if (request.fromTab === undefined) return false;
      const listed = await askPageNumbers(request.fromTab);
      return !!listed?.numbers.some((number) => number.dial === dial);
    });
  const display = cleanDisplay(request.display);
  const name = customerNameOf(request.name);
  switch (request.action) {
    case 'webrtc':
      return openBrowserPhone(settings, phone.dial, name, context, request.repeat === true);
    case 'bridge': {
      await requireBridgeSetup(settings);
      const call = await createBridgeCall(
        {
          customerNumber: withPlus(phone.dial),
          customerName: name,
          agentNumber: settings.agentNumber,
          agentName: settings.agentName,
          callFlowId: settings.bridgeFlowId,
          durationMinutes: settings.bridgeDurationMinutes,
          callAt: request.callAt ?? null,
        },
        context.origin,
        placeOf(context),
        request.repeat === true,
      );
      return { kind: 'bridge', call: context.origin === 'page' ? withoutAgent(call) : call };
    }
    case 'schedule':
    case 'order':
      await openPopupWith({
        text: display || phone.dial,
        dial: phone.dial,
        intent: request.action,
        ...(name && { name }),
      });
      return { kind: 'popup' };
  }
}

/** What each default action needs before it can run; used by getPageConfig too. */
export async function setupProblems(
  settings: Settings,
): Promise<{ webrtc: string[]; bridge: string[] }> {
  const webrtc = settings.webrtcUrl ? [] : ['the browser-phone address'];
  const bridge: string[] = [];
  if (!(await loadToken())) bridge.push('the API token');
  if (!settings.bridgeUrl) bridge.push('the bridge service address');
  if (!settings.agentNumber) bridge.push('your own phone number');
  if (!settings.bridgeFlowId) bridge.push('the call flow for bridged calls');
  return { webrtc, bridge };
}

/** Stores the number for the popup (read once by getPopupContext) and opens it. */
export async function openPopupWith(pending: PendingNumber): Promise<void> {
  await pendingNumberItem.setValue(pending);
  await rememberHanded(pending.dial);
  try {
    await browser.action.openPopup();
    return;
  } catch {
    // No gesture (Firefox), no focused window, or an older Chrome: a tab works everywhere.
  }
  await browser.tabs.create({
    url: browser.runtime.getURL('/popup.html?pending=1' as '/popup.html'),
  });
}

/**
 * The browser-phone link starts a call (4.7), so it is guarded as a bridged call is, under the
 * same customer key: a bridge a moment ago (or live) refuses it, and it refuses a bridge. There
 * is no service answer to follow, so the opened tab stays in the ledger for the whole window; the
 * history records it as sent, where the day's question ("already called today") finds it.
 */
async function openBrowserPhone(
  settings: Settings,
  dial: string,
  name: string,
  context: PlaceCallContext,
  repeat: boolean,
): Promise<PlaceCallResult> {
  if (!settings.webrtcUrl)
    throw notConfigured('The browser phone is', ['the browser-phone address']);
  const url = browserPhoneUrl(settings.webrtcUrl, dial);
  const claim = { key: customerCallKey(dial), dial, ringsAt: Date.now() };
  await guardedCreate(claim, { repeat, records: listCalls }, async () => {
    await enforceCallingRules({
      dial,
      kind: 'webrtc',
      origin: context.origin,
      place: placeOf(context),
      name,
    });
    if (!repeat) askIfCalledToday(await listCalls(), { kind: 'webrtc', dial }, claim.ringsAt);
    try {
      await browser.tabs.create(
        context.tabId === undefined ? { url } : { url, openerTabId: context.tabId },
      );
    } catch {
      // A tab that did not open started no call: as a refusal, it must not block the next try.
      throw new HandledError({
        code: 'internal',
        message: 'Dialbridge could not open the browser phone. Try again.',
      });
    }
    // Recorded in its turn: the next request for this customer counts it against the cap.
    await recordSentCall(
      { kind: 'webrtc', callFlowId: '', dial, name, message: '', place: placeOf(context) },
      Date.now(),
    );
  });
  return { kind: 'webrtc', url };
}

/** The page fields of a context, for the call's record. */
function placeOf({ origin: _origin, ...place }: PlaceCallContext): CallPlace {
  return place;
}

async function requireBridgeSetup(settings: Settings): Promise<void> {
  const missing = (await setupProblems(settings)).bridge;
  if (missing.length > 0) throw notConfigured('Bridged calls are', missing);
}

function notConfigured(subject: string, missing: string[]): HandledError {
  return new HandledError({
    code: 'not-configured',
    message: `${subject} not set up yet. Open Dialbridge Settings and enter ${joinList(missing)}.`,
  });
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The text the number was written as, kept only as the popup's prefill: invisible and control
 * characters out, spaces collapsed, short.
 */
export function cleanDisplay(display: string): string {
  return display
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PAGE_TEXT);
}

/**
 * A name as cleanDisplay makes it, no longer than a bridge takes; one without a letter (digits,
 * punctuation) is no name.
 */
export function customerNameOf(name: string | undefined): string {
  const clean = cleanDisplay(name ?? '').slice(0, MAX_LENGTH.name);
  return /\p{L}/u.test(clean) ? clean : '';
}

/** A page never learns the agent's own number or name (they are settings). */
function withoutAgent(call: CallRecord): CallRecord {
  return { ...call, agent: { name: '', number: '' }, status: null };
}
