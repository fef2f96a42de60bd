import type { ErrorInfo } from '../errors';
import { whenText } from './when-text';
import { duplicateCallText } from './duplicate-call';
import { isolateLtr, type Language, type Translate } from './index';

/**
 * The sentence to show for an error. In English the error's own message is the most precise
 * (the background writes complete sentences); in another language the translation for its code
 * (errors area) is shown, or the English message when there is none. The service's own words
 * are added when present.
 *
 * `onSettings`: shown on the Settings page, where "Open Settings…" would send the person where
 * they are; the codes whose sentence does that have their own (`settingsError.<code>`).
 */
export function errorText(
  t: Translate,
  language: Language,
  error: ErrorInfo,
  onSettings = false,
): string {
  const own = onSettings ? translated(t, `settingsError.${error.code}`, '') : '';
  let text = own
    ? own
    : language === 'en'
      ? error.message
      : error.duplicate
        ? duplicateCallText(t, error.duplicate)
        : error.blocked
          ? callingRuleText(t, language, error.blocked)
          : translated(t, `error.${error.code}`, error.message);
  // The English message already says how long to wait; a translation by code does not.
  if (language !== 'en' && error.retryAfterSeconds !== undefined) {
    text = `${text} ${t('error.retryAfter', { count: error.retryAfterSeconds })}`;
  }
  if (error.serviceMessage && !text.includes(error.serviceMessage)) {
    // First-strong isolate: the service's (often English) words keep their own direction and
    // their punctuation stays theirs inside an Arabic sentence.
    const isolated = `\u2068${error.serviceMessage}\u2069`;
    text = `${text} ${t('error.serviceSaid', { message: isolated })}`;
  }
  return text;
}

/** The sentence for a refusal by a team rule, from its details (ErrorInfo.blocked). */
export function callingRuleText(
  t: Translate,
  language: Language,
  blocked: NonNullable<ErrorInfo['blocked']>,
): string {
  const number = isolateLtr(blocked.number);
  switch (blocked.rule) {
    case 'do-not-call':
      return t('error.callingRule.do-not-call', { number });
    case 'attempts':
      return t('error.callingRule.attempts', { number, count: blocked.count, max: blocked.max });
    case 'hours':
      return blocked.nextAllowedAt === null
        ? t('error.callingRule.hoursNone', { number })
        : t('error.callingRule.hours', {
            number,
            time: whenText(blocked.nextAllowedAt, Date.now(), language),
          });
  }
}

/** The translation of `key`, or `fallback` when the dictionaries have none. */
export function translated(
  t: Translate,
  key: string,
  fallback: string,
  params?: Record<string, string | number>,
): string {
  const text = t(key, params);
  return text === key ? fallback : text;
}
