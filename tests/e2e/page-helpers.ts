/**
 * Helpers for the page (content script) e2e tests: the fixture server per test, asking a tab for
 * its numbers through the real `page-numbers` contract, and collecting a page's console errors.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from './serve-fixtures';

export interface PageNumber {
  text: string;
  dial: string;
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

/**
 * Sends `{ type: 'page-numbers' }` to the tab showing `page`, from the service worker, exactly
 * as the popup does. Retries only while the content script is not there yet (it is registered
 * at run time and injected at document_idle), never on a wrong answer.
 */
export async function pageNumbers(context: BrowserContext, page: Page): Promise<PageNumber[]> {
  const worker = await serviceWorker(context);
  const url = page.url();
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await worker.evaluate(async (pageUrl) => {
      const tabs = await chrome.tabs.query({});
      const tab = tabs.find((candidate) => candidate.url === pageUrl);
      if (tab?.id === undefined) return { error: 'no tab' };
      try {
        return {
          reply: (await chrome.tabs.sendMessage(tab.id, { type: 'page-numbers' })) as unknown,
        };
      } catch (error) {
        return { error: String(error) };
      }
    }, url);
    if ('reply' in answer) {
      const reply = answer.reply as { numbers?: PageNumber[] } | undefined;
      if (!reply?.numbers) throw new Error(`page-numbers gave no list: ${JSON.stringify(reply)}`);
      return reply.numbers;
    }
    if (!/Receiving end does not exist|no tab/.test(answer.error)) throw new Error(answer.error);
    await page.waitForTimeout(100);
  }
  throw new Error('The content script never answered page-numbers');
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
