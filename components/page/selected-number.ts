/**
 * The phone number the agent selected on the page, to prefill the quick bridge when no page
 * action left one. The selection is page text (untrusted): it is only read as a string, capped,
 * and read as "Call selected number" reads it (numberInSelection); anything failing (no access
 * to the tab, a browser page) simply means no prefill.
 */
import { browser } from '#imports';
import { MAX_PAGE_TEXT } from '../../utils/limits';
import { numberInSelection } from '../../utils/phone';
import { findTargetTab } from './target-tab';

export async function readSelectedNumber(country: string): Promise<string> {
  try {
    const tab = await findTargetTab(new URLSearchParams(location.search));
    if (!tab?.id || !/^https?:/.test(tab.url ?? '')) return '';
    const [result] = await browser.scripting.executeScript({
      target: { tabId: tab.id },
      // Runs in the page: the bound comes as an argument. Cut longer than a number, so that a
      // long selection is refused whole, never read as the number its first characters make.
      func: (most: number) => String(getSelection() ?? '').slice(0, most),
      args: [MAX_PAGE_TEXT],
    });
    const text = typeof result?.result === 'string' ? result.result.trim() : '';
    return numberInSelection(text, country)?.text ?? '';
  } catch {
    return '';
  }
}
