/**
 * Dates and numbers for display in the popup's language. Arabic text gets Arabic-Indic digits and
 * the Gregorian calendar (plain 'ar-SA' would switch to the Islamic calendar); phone numbers and
 * call ids stay as they are (they are data, shown left to right).
 */
import type { Language } from '../../utils/i18n';
import { parseServiceTime } from '../../utils/time';

const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-arab' };

export function formatDateTime(epochMs: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(epochMs));
}

/** The same moment on another zone's clock (the service's), in the popup's language. */
export function formatInZone(epochMs: number, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(epochMs));
}

/** A service wall-clock text (service zone) shown in the agent's zone; the raw text if unreadable. */
export function formatServiceText(text: string, serviceZone: string, language: Language): string {
  if (!text) return '';
  const date = parseServiceTime(text, serviceZone);
  return date ? formatDateTime(date.getTime(), language) : text;
}
