/**
 * The phone number the agent selected on the page, to prefill the quick bridge when no page
 * action left one. The selection is page text (untrusted): it is only read as a string, capped,
 * and kept only if it normalises to a phone number; anything failing (no access to the tab, a
 * browser page) simply means no prefill.
 */
import { browser } from '#imports';
import { normalizePhone } from '../../utils/phone';
import { findTargetTab } from './target-tab';

export async function readSelectedNumber(country: string): Promise<string> {
  try {
    const tab = await findTargetTab(new URLSearchParams(location.search));
    if (!tab?.id || !/^https?:/.test(tab.url ?? '')) return '';
    const [result] = await browser.scripting.executeScript({
      target: { tabId: tab.id },
      func: () => String(getSelection() ?? '').slice(0, 64),
    });
    const text = typeof result?.result === 'string' ? result.result.trim() : '';
    return text && normalizePhone(text, country).ok ? text : '';
  } catch {
    return '';
  }
}
