/**
 * What the Firefox smoke tests do from inside the add-on: an extension tab (moz-extension://) has
 * the privileged `browser` API, so it sends the background the same messages the popup and
 * options pages send, and asks a CRM tab for its numbers exactly as the popup does. Firefox MV3
 * has a background page, not a service worker (nothing for a test to attach to), so an extension
 * tab is where this code runs.
 */
import type { Page } from 'puppeteer-core';
import type { SettingsInput, SettingsView } from '../../utils/settings/store';
import { poll } from './firefox';

export interface PageNumber {
  text: string;
  dial: string;
}

interface Answer {
  ok: boolean;
  data?: Record<string, unknown>;
  error?: unknown;
}

/** Sends one message of the protocol to the background from an extension page. */
export async function sendToBackground(
  extensionPage: Page,
  type: string,
  data: unknown,
): Promise<Answer | undefined> {
  return extensionPage.evaluate(
    (type, data) =>
      (
        globalThis as unknown as {
          browser: { runtime: { sendMessage(message: unknown): Promise<Answer | undefined> } };
        }
      ).browser.runtime.sendMessage({ channel: 'dialbridge', type, data }),
    type,
    data,
  );
}

/** Overlays `settings` on the stored ones and saves them (and the token) through saveSettings. */
export async function configure(
  extensionPage: Page,
  settings: Partial<SettingsInput>,
  token?: string,
): Promise<SettingsView> {
  const current = await sendToBackground(extensionPage, 'getSettings', {});
  if (!current?.ok || !current.data) throw new Error(`getSettings: ${JSON.stringify(current)}`);
  // The view adds what is not a setting: whether a token is set, and what the organisation manages.
  const { tokenSet: _t, managed: _m, managedInvalid: _i, ...stored } = current.data;
  const reply = await sendToBackground(extensionPage, 'saveSettings', {
    settings: { ...stored, ...settings },
    ...(token ? { token } : {}),
  });
  if (!reply?.ok) throw new Error(`saveSettings was refused: ${JSON.stringify(reply)}`);
  return reply.data as SettingsView;
}

/** The id of the tab showing `url`. */
export async function tabId(extensionPage: Page, url: string): Promise<number> {
  const id = await poll(
    () =>
      extensionPage.evaluate(async (url) => {
        const { tabs } = (
          globalThis as unknown as {
            browser: {
              tabs: { query(filter: object): Promise<Array<{ id?: number; url?: string }>> };
            };
          }
        ).browser;
        return (await tabs.query({})).find((tab) => tab.url === url)?.id ?? -1;
      }, url),
    (id) => id >= 0,
    `a tab at ${url}`,
  );
  return id;
}

/**
 * Sends `pageNumbers` to the tab at `url`, as the popup's "This page" does. Retries
 * only while the content script is not there yet, never on a wrong answer.
 */
export async function pageNumbers(extensionPage: Page, url: string): Promise<PageNumber[]> {
  const tab = await tabId(extensionPage, url);
  const answer = await poll(
    () =>
      extensionPage.evaluate(async (tab) => {
        const { tabs } = (
          globalThis as unknown as {
            browser: { tabs: { sendMessage(tabId: number, message: unknown): Promise<unknown> } };
          }
        ).browser;
        try {
          return {
            reply: (await tabs.sendMessage(tab, {
              channel: 'dialbridge',
              type: 'pageNumbers',
              data: {},
            })) as unknown,
          };
        } catch (error) {
          return { error: String(error) };
        }
      }, tab),
    (answer) => 'reply' in answer || !/Receiving end does not exist/.test(answer.error),
    'the content script to answer pageNumbers',
  );
  if ('error' in answer) throw new Error(answer.error);
  const reply = answer.reply as { numbers?: PageNumber[] } | undefined;
  if (!reply?.numbers) throw new Error(`pageNumbers gave no list: ${JSON.stringify(reply)}`);
  return reply.numbers;
}

/**
 * The texts of the ranges in the page's highlight registry (what the person sees tinted), read
 * by the page's own script: Firefox's registry entries are StaticRanges with no geometry or text,
 * so each becomes a live Range.
 */
export async function markedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const marks = CSS.highlights.get('dialbridge-phone');
    return [...(marks ?? [])].map((mark) => {
      const range = document.createRange();
      range.setStart(mark.startContainer, mark.startOffset);
      range.setEnd(mark.endContainer, mark.endOffset);
      return range.toString();
    });
  });
}
