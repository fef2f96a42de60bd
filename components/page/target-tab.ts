/**
 * Which web page "This page" means. In the toolbar popup it is the active tab. When the popup
 * runs in a tab of its own (the fallback when the toolbar popup cannot open, or a test), it is
 * `?tab=<id>` when given, else the most recently used web page in the same window.
 */
import { browser } from '#imports';
import type { Tabs } from 'webextension-polyfill';

export async function findTargetTab(search: URLSearchParams): Promise<Tabs.Tab | null> {
  const explicit = Number(search.get('tab'));
  if (Number.isInteger(explicit) && explicit > 0) {
    return browser.tabs.get(explicit).catch(() => null);
  }
  const self = await browser.tabs.getCurrent();
  if (!self) {
    const [active] = await browser.tabs.query({ active: true, currentWindow: true });
    return active ?? null;
  }
  const tabs = await browser.tabs.query({ currentWindow: true });
  const pages = tabs
    .filter((tab) => tab.id !== self.id && /^https?:/.test(tab.url ?? ''))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return pages[0] ?? null;
}
