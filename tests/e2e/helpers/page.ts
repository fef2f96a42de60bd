/**
 * Helpers for the page (content script) e2e tests: the scanner's registration, asking a tab for
 * its numbers through the real `pageNumbers` message, where a text is on screen, and a page's
 * console errors. The call control itself: overlay.ts.
 */
import { type BrowserContext, type Frame, type Page, type Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../../../scripts/serve-fixtures';

export interface PageNumber {
  text: string;
  dial: string;
  name?: string;
}

export interface PageList {
  numbers: PageNumber[];
  notOffered?: number;
}

export function expectedDials(fixture: string): string[] {
  const parsed = JSON.parse(
    readFileSync(join(FIXTURES_DIR, `${fixture}.expected.json`), 'utf8'),
  ) as { dials: string[] };
  return parsed.dials;
}

export async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The browser's id for the tab showing `page` (from the service worker). */
export async function tabIdOf(context: BrowserContext, page: Page): Promise<number> {
  const worker = await serviceWorker(context);
  const id = await worker.evaluate(
    async (url) =>
      (
        await (
          globalThis as unknown as {
            chrome: { tabs: { query(query: object): Promise<{ id?: number; url?: string }[]> } };
          }
        ).chrome.tabs.query({})
      ).find((tab) => tab.url === url)?.id,
    page.url(),
  );
  if (id === undefined) throw new Error('tab not found');
  return id;
}

export interface RegisteredScanner {
  id: string;
  matches?: string[];
  excludeMatches?: string[];
  js?: string[];
  allFrames?: boolean;
  runAt?: string;
  persistAcrossSessions?: boolean;
}

/**
 * The scanner's registration once the background has written it (it does at install, a moment
 * after the browser starts). A page opened before that gets the scanner only at document_idle.
 */
export async function registeredScanner(context: BrowserContext): Promise<RegisteredScanner> {
  const worker = await serviceWorker(context);
  for (let attempt = 0; attempt < 100; attempt++) {
    const scripts = (await worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { scripting: { getRegisteredContentScripts(): Promise<unknown[]> } };
        }
      ).chrome.scripting.getRegisteredContentScripts(),
    )) as RegisteredScanner[];
    if (scripts.length === 1) return scripts[0]!;
    if (scripts.length > 1) throw new Error(`${scripts.length} scanners registered`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The background never registered the scanner.');
}

/** A new tab at `url`, once the page script has scanned it (its numbers answered). */
export async function openScanned(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await pageNumbers(context, page);
  return page;
}

/**
 * Sends `pageNumbers` to the tab showing `page`, from the service worker, exactly
 * as the popup does. Retries only while the content script is not there yet (it is registered
 * at run time and injected at document_start), never on a wrong answer.
 */
export async function pageNumbers(context: BrowserContext, page: Page): Promise<PageNumber[]> {
  return (await pageList(context, page)).numbers;
}

/** The whole `pageNumbers` answer: the numbers, and how many the page shows out of order. */
export async function pageList(context: BrowserContext, page: Page): Promise<PageList> {
  const worker = await serviceWorker(context);
  const url = page.url();
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await worker.evaluate(async (pageUrl) => {
      type Tab = { id?: number; url?: string };
      const { tabs } = (
        globalThis as unknown as {
          chrome: {
            tabs: {
              query(filter: object): Promise<Tab[]>;
              sendMessage(tabId: number, message: unknown): Promise<unknown>;
            };
          };
        }
      ).chrome;
      const tab = (await tabs.query({})).find((candidate) => candidate.url === pageUrl);
      if (tab?.id === undefined) return { error: 'no tab' };
      try {
        return {
          reply: await tabs.sendMessage(tab.id, {
            channel: 'dialbridge',
            type: 'pageNumbers',
            data: {},
          }),
        };
      } catch (error) {
        return { error: String(error) };
      }
    }, url);
    if ('reply' in answer) {
      const reply = answer.reply as Partial<PageList> | undefined;
      if (!reply?.numbers) throw new Error(`pageNumbers gave no list: ${JSON.stringify(reply)}`);
      return reply as PageList;
    }
    if (!/Receiving end does not exist|no tab/.test(answer.error)) throw new Error(answer.error);
    await page.waitForTimeout(100);
  }
  throw new Error('The content script never answered pageNumbers');
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The centre of the on-screen text of the element `selector` (its first line box), or of
 * `part` of its text when given (a number glued to a word: the pointer must be on the digits).
 */
export async function textPoint(
  page: Page | Frame,
  selector: string,
  part?: string,
): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([css, piece]) => {
      const element = document.querySelector(css);
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      if (piece) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let text: Text | null = null;
        while (!text && walker.nextNode()) {
          const node = walker.currentNode as Text;
          if (node.data.includes(piece)) text = node;
        }
        if (!text) return null;
        const start = text.data.indexOf(piece);
        range.setStart(text, start);
        range.setEnd(text, start + piece.length);
      }
      const rect = range.getClientRects()[0];
      return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
    },
    [selector, part ?? ''] as const,
  );
  if (!point) throw new Error(`No text at ${selector}${part ? ` (${part})` : ''}`);
  return point;
}
