/**
 * Calling selected text (the context menu and the keyboard command): the selection is normalised
 * like any other number; a valid one gets the agent's default click action, anything else a
 * notification saying it is not a phone number. Never an alert in the page.
 */
import { browser } from '#imports';
import { createTranslator, resolveLanguage, type Translate } from '../i18n';
import { duplicateCallText } from '../i18n/duplicate-call';
import { errors } from '../i18n/messages/errors';
import { pageActionStrings } from './page-action-strings';
import type { ErrorInfo } from '../errors';
import { numberInSelection } from '../phone';
import { loadSettings } from '../settings/store';
import { cleanDisplay, openPopupWith, placeCall } from './place-call';
import { pageOriginOf } from './surface';

export type SelectionOutcome =
  | { outcome: 'no-selection' }
  | { outcome: 'not-phone'; text: string }
  | { outcome: 'webrtc'; dial: string; url: string }
  | { outcome: 'bridge'; dial: string; callId: string }
  | { outcome: 'popup'; dial: string }
  | { outcome: 'error'; dial: string; error: ErrorInfo };

export async function callSelectedText(
  selection: string | undefined,
  tabId: number | undefined,
  from: { surface: 'context-menu' | 'command'; pageUrl?: string } = { surface: 'context-menu' },
): Promise<SelectionOutcome> {
  const settings = await loadSettings();
  const t = createTranslator(resolveLanguage(settings.language, browser.i18n.getUILanguage()), [
    pageActionStrings,
    errors,
  ]);
  const text = cleanDisplay(selection ?? '');
  if (!text) {
    await notify(t('noSelectionTitle'), t('noSelectionBody'));
    return { outcome: 'no-selection' };
  }
  const phone = numberInSelection(text, settings.defaultCountry)?.phone;
  if (!phone) {
    await notify(t('notPhoneTitle'), t('notPhoneBody', { text: shorten(text) }));
    return { outcome: 'not-phone', text };
  }
  const pageOrigin = pageOriginOf(from.pageUrl);
  const context = {
    origin: 'page' as const,
    tabId,
    surface: from.surface,
    ...(pageOrigin && { pageOrigin }),
  };
  try {
    if (settings.clickAction === 'ask') {
      // "Ask" means the agent chooses: the popup opens with the number in the bridge form.
      await openPopupWith({ text, dial: phone.dial, intent: 'bridge' });
      return { outcome: 'popup', dial: phone.dial };
    }
    const result = await placeCall(
      { dial: phone.dial, display: text, action: settings.clickAction },
      context,
    );
    if (result.kind === 'webrtc') return { outcome: 'webrtc', dial: phone.dial, url: result.url };
    if (result.kind === 'bridge') {
      await notify(t('bridgePlacedTitle', { number: phone.international }), t('bridgePlacedBody'));
      return { outcome: 'bridge', dial: phone.dial, callId: result.call.callId };
    }
    return { outcome: 'popup', dial: phone.dial };
  } catch (error) {
    const info = errorInfo(error);
    // A refused repeat says, in the agent's language, which call is already under way.
    await notify(
      t('callFailedTitle'),
      info.duplicate ? duplicateCallText(t, info.duplicate) : info.message,
    );
    return { outcome: 'error', dial: phone.dial, error: info };
  }
}

export function selectionTranslator(language: 'en' | 'ar'): Translate {
  return createTranslator(language, [pageActionStrings]);
}

async function notify(title: string, message: string): Promise<void> {
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    });
  } catch {
    // Notifications turned off in the OS or the browser: the outcome is still returned.
  }
}

function errorInfo(error: unknown): ErrorInfo {
  const info = (error as { info?: ErrorInfo } | null)?.info;
  if (info && typeof info.code === 'string') return info;
  return { code: 'internal', message: 'Something went wrong inside Dialbridge. Try again.' };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
