/** How an entry reads on the Call lists page: its number, and what happened to its call. */
import type { ListEntry } from '../../utils/call-lists/types';
import { isolateLtr, type Language, type Translate } from '../../utils/i18n';
import { formatInternational } from '../../utils/phone';

/** +966 55 123 4567, isolated so an Arabic line never reorders or breaks it. */
export function entryNumber(entry: ListEntry): string {
  return isolateLtr(formatInternational(entry.dial));
}

/**
 * "Call ended · Answered", "Calling · Your phone is ringing", "Not called yet", and for a number
 * a team rule kept from being called, why: "Skipped · on the do-not-call list".
 */
export function entryStatus(t: Translate, entry: ListEntry): string {
  const status = t(`listStatus.${entry.status}`);
  const rule = entry.status === 'skipped' ? entry.error?.blocked?.rule : undefined;
  if (rule) return `${status} · ${t(`listSkippedBy.${rule}`)}`;
  const showState = entry.callState && (entry.status === 'calling' || entry.status === 'ended');
  return showState ? `${status} · ${t(`listCall.${entry.phase ?? entry.callState}`)}` : status;
}

export function calledTodayText(t: Translate, language: Language, at: number): string {
  const time = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return t('listCalledTodayAt', { time: isolateLtr(time) });
}
