/**
 * The language of an extension page: the language setting (read with getSettings) resolved
 * against the browser's UI language, applied to <html lang dir> so the whole page turns
 * right-to-left in Arabic. Until the setting arrives the browser's language is used.
 *
 * A page resolves it once, in the LanguageRoot that renderApp puts around its app; every component
 * below reads it with useTranslation instead of having it handed down through each layer's props.
 */
import { browser } from '#imports';
import { createContext, render, type ComponentChildren, type VNode } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
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

const I18nContext = createContext<I18n | null>(null);

/** The app's language, resolved from the setting, for every component inside it. */
function LanguageRoot(props: { areas: AreaMessages[]; children: ComponentChildren }) {
  const i18n = useI18n(props.areas);
  return <I18nContext.Provider value={i18n}>{props.children}</I18nContext.Provider>;
}

/**
 * Renders an extension page's app into its body, inside the page's LanguageRoot. The built page's
 * body is empty (its script goes into the head), so the app is all of it.
 */
export function renderApp(app: VNode, areas: AreaMessages[]): void {
  render(<LanguageRoot areas={areas}>{app}</LanguageRoot>, document.body);
}

/** The language of the app this component is in (see LanguageRoot). */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation is only for components inside a LanguageRoot.');
  return i18n;
}

function useI18n(areas: AreaMessages[]): I18n {
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
