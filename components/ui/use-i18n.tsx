/**
 * The language of an extension page: the language setting (read with getSettings) resolved
 * against the browser's UI language, applied to <html lang dir> so the whole page turns
 * right-to-left in Arabic. Until the setting arrives the browser's language is used.
 */
import { browser } from '#imports';
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  createTranslator,
  direction,
  resolveLanguage,
  type AreaMessages,
  type Language,
  type LanguageSetting,
  type Translate,
} from '../../utils/i18n';
import { sendMessage } from '../../utils/messaging/send';

export interface I18n {
  t: Translate;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** Apply a language setting at once (e.g. right after the options page saved it). */
  setLanguageSetting: (setting: LanguageSetting) => void;
}

export function useI18n(areas: AreaMessages[]): I18n {
  const [setting, setSetting] = useState<LanguageSetting>('auto');
  useEffect(() => {
    let live = true;
    void sendMessage('getSettings', {}).then((reply) => {
      if (live && reply.ok) setSetting(reply.data.language);
    });
    return () => {
      live = false;
    };
  }, []);
  const language = resolveLanguage(setting, uiLanguage());
  const dir = direction(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);
  // Areas are module constants; the translator only changes with the language.
  const t = useMemo(() => createTranslator(language, areas), [language]);
  return { t, language, dir, setLanguageSetting: setSetting };
}

function uiLanguage(): string {
  try {
    return browser.i18n.getUILanguage();
  } catch {
    return navigator.language;
  }
}
