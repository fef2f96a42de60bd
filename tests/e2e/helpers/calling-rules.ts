/**
 * Shared pieces of the calling-rules e2e specs: the extension configured for the sandbox with
 * the rules under test, the CRM fixture opened and scanned, a number's control opened, and the
 * clock the rules read set in the service worker (test builds only).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { sandboxUrls, type Configure } from './browser';
import { openControl, overlayState } from './overlay';
import { openScanned, serviceWorker, textPoint } from './page';
import type { Sandbox } from '../../sandbox/server';

export interface RulesFixtures {
  context: BrowserContext;
  sandbox: Sandbox;
  openExtensionPage: (path: string) => Promise<Page>;
  configure: Configure;
}

/** Options configured for the sandbox in `language` with `rules` (and any other settings). */
export async function setUpRules(
  fixtures: RulesFixtures,
  language: 'en' | 'ar',
  rules: Record<string, unknown> = {},
): Promise<Page> {
  const options = await fixtures.openExtensionPage('options.html');
  await fixtures.configure(
    options,
    {
      ...sandboxUrls(fixtures.sandbox),
      agentNumber: '0500000001',
      agentName: 'Agent Amal',
      bridgeFlowId: 'flow-bridge',
      orderFlowId: 'flow-orders',
      clickAction: 'bridge',
      language,
      ...rules,
    },
    fixtures.sandbox.token,
  );
  await options.reload();
  return options;
}

/** The English CRM fixture, its numbers found. */
export function openCrm(context: BrowserContext, fixturesUrl: string): Promise<Page> {
  return openScanned(context, `${fixturesUrl}/crm-en.html`);
}

/** The control's actions for the number at `selector`, once its rules have come back. */
export async function controlFor(page: Page, selector: string) {
  const point = await textPoint(page, selector);
  await openControl(page, point);
  return overlayState(page);
}

/** From now on the rules read `at` (epoch ms), moving forward with real time. */
export async function setRulesClock(context: BrowserContext, at: number): Promise<void> {
  const worker = await serviceWorker(context);
  await worker.evaluate((at) => {
    (
      globalThis as unknown as { dialbridgeTest: { setClock(at: number): void } }
    ).dialbridgeTest.setClock(at);
  }, at);
}

/** Next week's Thursday at 22:00 in Riyadh (19:00 UTC): after a 09:00–21:00 window. */
export function nextThursdayAfterHours(): Date {
  const thursday = new Date();
  thursday.setUTCDate(thursday.getUTCDate() + 7 + ((4 - thursday.getUTCDay() + 7) % 7));
  thursday.setUTCHours(19, 0, 0, 0);
  return thursday;
}

/** Marks `dial` "asked not to be called" through the background, as the page control does. */
export async function markDoNotCall(page: Page, dial: string): Promise<void> {
  const reply = await page.evaluate(
    (dial) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> } };
        }
      ).chrome.runtime.sendMessage({
        channel: 'dialbridge',
        type: 'markDoNotCall',
        data: { dial },
      }),
    dial,
  );
  if (!reply.ok) throw new Error(`markDoNotCall was refused: ${JSON.stringify(reply)}`);
}
