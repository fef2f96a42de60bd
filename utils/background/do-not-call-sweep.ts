/**
 * A customer can join the do-not-call list while a bridge is booked for them, also from outside
 * this browser (the organisation's policy). The sweep takes such bridges back at the service and
 * tells the agent which, in a notification: at start, whenever the policy changes, and before each
 * status-check round (which runs while any call is booked). The agent's own additions (one click,
 * Settings, a file) take theirs back at once and say so where they were made.
 */
import { browser } from '#imports';
import { takeBackBookedListed } from '../calling-rules/acts/do-not-call-changes';
import { createTranslator } from '../i18n';
import { notificationStrings } from './notification-strings';
import { log } from '../log';
import { loadSettings } from '../settings/store';
import { callLanguage, displayNumber } from './notifications';

export function registerDoNotCallSweep(): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void sweepBookedListed();
  });
  void sweepBookedListed();
}

export async function sweepBookedListed(): Promise<void> {
  try {
    const numbers = await takeBackBookedListed();
    if (numbers.length > 0) await notifyTakenBack(numbers);
  } catch (error) {
    log.warn('do-not-call sweep failed:', error instanceof Error ? error.name : typeof error);
  }
}

async function notifyTakenBack(numbers: readonly string[]): Promise<void> {
  const language = callLanguage(await loadSettings());
  const t = createTranslator(language, [notificationStrings]);
  const shown = [...new Set(numbers)]
    .map((dial) => displayNumber(dial, language))
    .join(language === 'ar' ? '، ' : ', ');
  try {
    await browser.notifications.create(`dialbridge-taken-back:${crypto.randomUUID()}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: t('notify.title.takenBack'),
      message: t('notify.body.takenBack', { numbers: shown }),
    });
  } catch (error) {
    log.warn('notification failed:', error instanceof Error ? error.name : typeof error);
  }
}
