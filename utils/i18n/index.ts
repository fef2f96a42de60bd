/**
 * Our own tiny i18n instead of browser.i18n.getMessage: the language can be overridden in
 * settings (browser.i18n always follows the browser), and the same dictionaries serve the popup,
 * the options page, the page overlay and notifications. public/_locales only names the extension.
 *
 * Each part of the product owns its strings, in a dictionary beside its code (strings.ts: the
 * overlay's in utils/page/overlay, a screen's in components/<feature>, the popup frame's in
 * components/apps); what every page shares lives in ./messages (common words, errors, form
 * errors). Each page lists the areas it shows (AREAS in components/apps). English is the source
 * of truth: an Arabic entry missing falls back to English.
 */
import type { AreaMessages } from './messages/area';
import { common } from './messages/common';

export type { AreaMessages } from './messages/area';
export type Language = 'en' | 'ar';
export type LanguageSetting = 'auto' | Language;

/** 'auto' follows the browser's UI language; anything starting with "ar" is Arabic. */
export function resolveLanguage(setting: LanguageSetting, uiLanguage: string): Language {
  if (setting !== 'auto') return setting;
  return uiLanguage.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function direction(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Data that reads left to right (a phone number, an id) inside a sentence: isolated, so an Arabic
 * sentence around it cannot reorder its parts, and with no-break spaces, so it is never split over
 * two lines (an RTL line ending in "+966 55" and the next starting with "000 1122" reads as two
 * numbers).
 */
export function isolateLtr(text: string): string {
  return `\u2066${text.replace(/ /g, '\u00a0')}\u2069`;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Builds a translator over the given areas. `{name}` placeholders are replaced by params.
 * Numbers in params are formatted for the language (Arabic-Indic digits in Arabic text).
 * An unknown key returns the key itself, so a missing string is visible, never blank.
 *
 * Counted phrases: when params has a numeric `count`, the entry `<key>#<category>` is used first,
 * the category being the language's plural rule (Intl.PluralRules: Arabic has zero, one, two,
 * few, many and other; English one and other); `<key>` itself is the `other` form. So a
 * dictionary spells out each form once instead of code choosing words with ifs.
 */
export function createTranslator(language: Language, areas: AreaMessages[] = []): Translate {
  const all = [common, ...areas];
  const numberFormat = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
    useGrouping: false,
  });
  const plurals = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };
  const find = (lang: Language, key: string, count: number | undefined): string | undefined => {
    const keys = count === undefined ? [key] : [`${key}#${plurals[lang].select(count)}`, key];
    for (const candidate of keys) {
      for (const area of all) {
        const text = lang === 'ar' ? area.ar[candidate] : area.en[candidate];
        if (text !== undefined) return text;
      }
    }
    return undefined;
  };
  return (key, params) => {
    const count = typeof params?.count === 'number' ? params.count : undefined;
    const text = (language === 'ar' ? find('ar', key, count) : undefined) ?? find('en', key, count);
    if (text === undefined) return key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  };
}
