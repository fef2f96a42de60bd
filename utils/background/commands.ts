/**
 * The keyboard command (manifest `commands`, Alt+Shift+C by default): calls the number selected
 * in the active tab. Pressing the shortcut grants activeTab, which lets us read the selection
 * with scripting.executeScript even where the scanner is not enabled.
 */
import { browser } from '#imports';
import { callSelectedText } from './selection-call';

export const CALL_SELECTION_COMMAND = 'call-selection';

export function setupCommands(onError: (error: unknown) => void): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== CALL_SELECTION_COMMAND) return;
    void callSelectionInTab(tab?.id).catch(onError);
  });
}

export async function callSelectionInTab(tabId: number | undefined): Promise<void> {
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  await callSelectedText(id === undefined ? '' : await readSelection(id), id);
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
