/**
 * Browser notifications for calls that ended (answered, not answered, failed), in the UI
 * language, and what a click on one does: open the popup on that call (or, when the browser
 * will not open the popup from here, popup.html?call=<id> in a tab). Also the short status line
 * sent to the page a call was made from, so its toast follows the call.
 */
import { browser, storage } from '#imports';
import { callPhase } from '../calls/records/state';
import type { CallObserver } from '../calls';
import type { CallRecord } from '../calls/records/types';
import {
  createTranslator,
  isolateLtr,
  resolveLanguage,
  type Language,
  type Translate,
} from '../i18n';
import { notificationStrings } from './notification-strings';
import { sendToTab } from '../messaging/send';
import type { Settings } from '../settings/store';
import { formatInternational } from '../phone';
import { log } from '../log';

const NOTIFICATION_PREFIX = 'dialbridge-call:';

/** The call a notification click asked the popup to show; read once by getPopupContext. */
export const focusCallItem = storage.defineItem<string | null>('session:focusCall', {
  fallback: null,
});

export function callLanguage(settings: Settings): Language {
  let uiLanguage = 'en';
  try {
    uiLanguage = browser.i18n.getUILanguage();
  } catch {
    // Not available in every context (tests); English is the safe default.
  }
  return resolveLanguage(settings.language, uiLanguage);
}

function translatorFor(settings: Settings): { t: Translate; language: Language } {
  const language = callLanguage(settings);
  return { t: createTranslator(language, [notificationStrings]), language };
}

/**
 * +966 55 123 4567, grouped as everywhere else; in Arabic text with Arabic-Indic digits, kept
 * left-to-right. (The groups are joined by no-break spaces so that no line breaks a number.)
 */
export function displayNumber(dial: string, language: Language): string {
  const grouped = formatInternational(dial).replace(/ /g, '\u00a0');
  if (language !== 'ar') return grouped;
  const digits = grouped.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  return isolateLtr(digits);
}

/** Title and text of the notification for a call that ended in `state`. */
export function endedNotificationText(
  call: CallRecord,
  state: 'answered' | 'not_answered' | 'failed',
  t: Translate,
  language: Language,
): { title: string; message: string } {
  const number = displayNumber(call.customer.number, language);
  const { name } = call.customer;
  const params = {
    agent: call.agent.name,
    customer: name ? t('notify.named', { customer: name, number }) : number,
  };
  let body = `notify.body.${state}`;
  if (state === 'not_answered') {
    const agentMissed = call.status?.firstRecipientStatus.trim().toLowerCase() === 'not_answered';
    body = agentMissed ? 'notify.body.not_answered.agent' : 'notify.body.not_answered.customer';
  }
  return { title: t(`notify.title.${state}`), message: `${t(body, params)} ${t('notify.open')}` };
}

export async function notifyCallEnded(
  call: CallRecord,
  state: 'answered' | 'not_answered' | 'failed',
  settings: Settings,
): Promise<void> {
  const { t, language } = translatorFor(settings);
  const { title, message } = endedNotificationText(call, state, t, language);
  try {
    await browser.notifications.create(NOTIFICATION_PREFIX + call.callId, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    });
  } catch (error) {
    log.warn('notification failed:', error instanceof Error ? error.name : typeof error);
  }
}

/** Tells the page a call came from that its state changed. The tab may be gone: ignored. */
export async function sendCallUpdate(call: CallRecord, settings: Settings): Promise<void> {
  if (call.origin !== 'page' || call.tabId === undefined) return;
  const { t } = translatorFor(settings);
  // The toast's own lines show the number as the page control does (call-actions.ts): the same.
  const message = t(`callUpdate.${callPhase(call)}`, {
    customer: call.customer.name || isolateLtr(formatInternational(call.customer.number)),
  });
  try {
    await sendToTab(call.tabId, 'callUpdate', {
      callId: call.callId,
      status: call.state,
      message,
    });
  } catch {
    // Closed tab, navigated away, or no content script there any more.
  }
}

/** The notification click listener's work: open the call, then remove the notification. */
export async function openCallFromNotification(notificationId: string): Promise<boolean> {
  if (!notificationId.startsWith(NOTIFICATION_PREFIX)) return false;
  const callId = notificationId.slice(NOTIFICATION_PREFIX.length);
  await focusCallItem.setValue(callId);
  let opened = false;
  try {
    await browser.action.openPopup();
    opened = true;
  } catch {
    // No focused window, or a browser that only opens the popup on a user gesture.
  }
  if (!opened) {
    const url = browser.runtime.getURL(
      `/popup.html?call=${encodeURIComponent(callId)}` as '/popup.html',
    );
    await browser.tabs.create({ url });
  }
  await browser.notifications.clear(notificationId).catch(() => false);
  return true;
}

export function registerNotificationClicks(): void {
  browser.notifications.onClicked.addListener((notificationId) => {
    void openCallFromNotification(notificationId).catch((error: unknown) =>
      log.warn('opening a call failed:', error instanceof Error ? error.name : typeof error),
    );
  });
}

/** The calls' observer (utils/calls/poll.ts): the notification at a call's end, the page's toast. */
export const callObserver: CallObserver = { ended: notifyCallEnded, changed: sendCallUpdate };
