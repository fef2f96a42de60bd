/**
 * The "Call “…”" item on selected text, on any page: the browser hands us the selection, so it
 * works on sites where the scanner is not enabled. And "Call the numbers on this page one by
 * one", which opens the Call lists page with the page's numbers. Titles follow the language
 * setting.
 */
import { browser } from '#imports';
import { createTranslator, resolveLanguage } from '../i18n';
import { pageActionStrings } from './page-action-strings';
import { loadSettings, watchSettings } from '../settings/store';
import { handOverTabNumbers } from './call-list';
import { callSelectedText, selectionTranslator } from './selection-call';

export const CALL_SELECTION_MENU_ID = 'dialbridge-call-selection';
export const CALL_LIST_MENU_ID = 'dialbridge-call-list';

export function setupContextMenu(onError: (error: unknown) => void): void {
  const create = () => createMenu().catch(onError);
  // Menus persist with the extension; recreate them when it is installed or updated, and at
  // browser start in case a previous version left something else behind.
  browser.runtime.onInstalled.addListener(() => void create());
  browser.runtime.onStartup.addListener(() => void create());
  // The language may be the agent's or set by the organisation's policy.
  watchSettings(() => void updateTitle().catch(onError));
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === CALL_SELECTION_MENU_ID) {
      void callSelectedText(info.selectionText, tab?.id, {
        surface: 'context-menu',
        pageUrl: info.frameUrl ?? info.pageUrl,
      }).catch(onError);
    } else if (info.menuItemId === CALL_LIST_MENU_ID) {
      void handOverTabNumbers(tab?.id).catch(onError);
    }
  });
}

async function menuTitles(): Promise<{ selection: string; list: string }> {
  const settings = await loadSettings();
  const language = resolveLanguage(settings.language, browser.i18n.getUILanguage());
  return {
    selection: selectionTranslator(language)('menuCallSelection'),
    list: createTranslator(language, [pageActionStrings])('listMenuPageNumbers'),
  };
}

async function createMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  const titles = await menuTitles();
  const create = (properties: Parameters<typeof browser.contextMenus.create>[0]) =>
    new Promise<void>((resolve) => {
      browser.contextMenus.create(properties, () => resolve());
    });
  await create({ id: CALL_SELECTION_MENU_ID, title: titles.selection, contexts: ['selection'] });
  await create({ id: CALL_LIST_MENU_ID, title: titles.list, contexts: ['page'] });
}

async function updateTitle(): Promise<void> {
  const titles = await menuTitles();
  await browser.contextMenus.update(CALL_SELECTION_MENU_ID, { title: titles.selection });
  await browser.contextMenus.update(CALL_LIST_MENU_ID, { title: titles.list });
}
