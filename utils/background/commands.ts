/**
 * The keyboard commands (manifest `commands`):
 * - call-selection (Alt+Shift+C by default) calls the number selected in the active tab.
 *   Pressing the shortcut grants activeTab, which lets us read the selection with
 *   scripting.executeScript even where the scanner is not enabled.
 * - open-this-page (Alt+Shift+N) opens the popup on "This page", its search focused.
 */
import { browser } from '#imports';
import { popupSectionItem } from './popup-section';
import { callSelectedText } from './selection-call';

export const CALL_SELECTION_COMMAND = 'call-selection';
export const OPEN_THIS_PAGE_COMMAND = 'open-this-page';

export function setupCommands(onError: (error: unknown) => void): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === CALL_SELECTION_COMMAND) void callSelectionInTab(tab?.id).catch(onError);
    else if (command === OPEN_THIS_PAGE_COMMAND) void openThisPage(tab?.id).catch(onError);
  });
}

/**
 * The toolbar popup, on "This page". openPopup() is called in the same task as the command
 * (Firefox accepts it only from a user action's handler), with the section written just before
 * it; where the popup cannot open (no focused window, a browser without openPopup), the popup
 * page opens in a tab instead, on the numbers of the tab the command came from.
 */
export async function openThisPage(tabId: number | undefined): Promise<'popup' | 'tab'> {
  const written = popupSectionItem.setValue('page');
  const opened = browser.action.openPopup().then(
    () => true,
    () => false,
  );
  await written;
  if (await opened) return 'popup';
  await popupSectionItem.removeValue();
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  const query = id === undefined ? 'section=page' : `section=page&tab=${id}`;
  await browser.tabs.create({
    url: browser.runtime.getURL(`/popup.html?${query}` as '/popup.html'),
  });
  return 'tab';
}

export async function callSelectionInTab(tabId: number | undefined): Promise<void> {
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  const pageUrl =
    id === undefined
      ? undefined
      : await browser.tabs.get(id).then(
          (tab) => tab.url,
          () => undefined,
        );
  await callSelectedText(id === undefined ? '' : await readSelection(id), id, {
    surface: 'command',
    ...(pageUrl && { pageUrl }),
  });
}

/** The first non-empty selection among the tab's frames (the top frame first). */
export async function readSelection(tabId: number): Promise<string> {
  const read = (allFrames: boolean) =>
    browser.scripting.executeScript({
      target: { tabId, allFrames },
      func: () => globalThis.getSelection?.()?.toString() ?? '',
    });
  let results;
  try {
    results = await read(true);
  } catch {
    // A frame of another origin is out of activeTab's reach; the top frame alone still is.
    results = await read(false).catch(() => []);
  }
  for (const result of results) {
    if (typeof result.result === 'string' && result.result.trim()) return result.result;
  }
  return '';
}
