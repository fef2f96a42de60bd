/**
 * The "Call “…”" item on selected text, on any page: the browser hands us the selection, so it
 * works on sites where the scanner is not enabled. Its title follows the language setting.
 */
import { browser } from '#imports';
import { resolveLanguage } from '../i18n';
import { loadSettings, watchSettings } from '../settings';
import { callSelectedText, selectionTranslator } from './selection-call';

export const CALL_SELECTION_MENU_ID = 'dialbridge-call-selection';

export function setupContextMenu(onError: (error: unknown) => void): void {
  const create = () => createMenu().catch(onError);
  // Menus persist with the extension; recreate them when it is installed or updated, and at
  // browser start in case a previous version left something else behind.
  browser.runtime.onInstalled.addListener(() => void create());
  browser.runtime.onStartup.addListener(() => void create());
  // The language may be the agent's or set by the organisation's policy.
  watchSettings(() => void updateTitle().catch(onError));
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== CALL_SELECTION_MENU_ID) return;
    void callSelectedText(info.selectionText, tab?.id).catch(onError);
  });
}

async function menuTitle(): Promise<string> {
  const settings = await loadSettings();
  const t = selectionTranslator(resolveLanguage(settings.language, browser.i18n.getUILanguage()));
  return t('menuCallSelection');
}

async function createMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  const title = await menuTitle();
  await new Promise<void>((resolve) => {
    browser.contextMenus.create(
      { id: CALL_SELECTION_MENU_ID, title, contexts: ['selection'] },
      () => resolve(),
    );
  });
}

async function updateTitle(): Promise<void> {
  await browser.contextMenus.update(CALL_SELECTION_MENU_ID, { title: await menuTitle() });
}
