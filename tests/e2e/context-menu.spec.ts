/**
 * The context menu's "Call …" and the Alt+Shift+C command, in real Chromium against the sandbox.
 * Playwright cannot open a native context menu or press a browser-level shortcut, so these tests
 * call, through the service worker, exactly what the menu's onClicked and the command's
 * onCommand call (exposed as `dialbridgeTest` in the test build only). The menu item itself is
 * checked to exist.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sandboxUrls, test, servedFixtures } from './helpers/browser';
import { pageNumbers, serviceWorker, tabIdOf } from './helpers/page';
import { bridgeCalls } from './helpers/requests';

declare const chrome: {
  contextMenus: { update(id: string, props: object): Promise<void> };
  tabs: {
    query(
      query: object,
    ): Promise<{ id?: number; url?: string; pendingUrl?: string; openerTabId?: number }[]>;
  };
};
declare const dialbridgeTest: {
  callSelectedText(
    text: string,
    tabId?: number,
  ): Promise<{ outcome: string; dial?: string; url?: string; callId?: string }>;
  callSelectionInTab(tabId: number): Promise<void>;
};

const AGENT = { name: 'Amal Agent', number: '966501112222' };

const fixtures = servedFixtures();

/** What the menu's click handler does with `text` selected in the tab showing `page`. */
async function callSelected(context: BrowserContext, text: string, page: Page) {
  const worker = await serviceWorker(context);
  const tabId = await tabIdOf(context, page);
  return worker.evaluate(({ text, tabId }) => dialbridgeTest.callSelectedText(text, tabId), {
    text,
    tabId,
  });
}

test.describe('calling selected text', () => {
  test.beforeEach(async ({ sandbox, openExtensionPage, configure }, testInfo) => {
    const clickAction = testInfo.title.includes('bridge') ? 'bridge' : 'webrtc';
    const settings = await openExtensionPage('options.html');
    await configure(
      settings,
      {
        ...sandboxUrls(sandbox),
        agentName: AGENT.name,
        agentNumber: `+${AGENT.number}`,
        bridgeFlowId: 'flow-bridge',
        clickAction,
        language: 'en',
      },
      sandbox.token,
    );
    await settings.close();
  });

  test('the menu item exists for selected text', async ({ context }) => {
    const worker = await serviceWorker(context);
    // update() rejects for an id that was never created.
    await expect
      .poll(() =>
        worker.evaluate(() =>
          chrome.contextMenus.update('dialbridge-call-selection', {}).then(
            () => 'exists',
            (error: Error) => error.message,
          ),
        ),
      )
      .toBe('exists');
  });

  test('a selected number opens the browser phone on it, next to the page', async ({
    context,
    sandbox,
  }) => {
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/crm-en.html`);
    const result = await callSelected(context, 'Mobile: ٠٥٥ ١٢٣ ٤٥٦٧', page);
    expect(result).toEqual({
      outcome: 'webrtc',
      dial: '966551234567',
      url: `${sandbox.url}/integration.php?phone_number=966551234567`,
    });
    // The browser-phone tab loads the link (the sandbox records it).
    await expect
      .poll(() =>
        sandbox.requests
          .filter((request) => request.path === '/integration.php')
          .map((request) => request.query),
      )
      .toEqual([{ phone_number: '966551234567' }]);
    // It opened as a tab beside the CRM tab (the sandbox then sends a browser phone that is not
    // logged in to its login page, so only the origin is checked).
    // The sandbox sees the request before the tab's url commits (until then only pendingUrl is
    // set), so poll and read either.
    const crmTab = await tabIdOf(context, page);
    const worker = await serviceWorker(context);
    await expect
      .poll(() =>
        worker.evaluate(
          async (origin) =>
            (await chrome.tabs.query({}))
              .filter((tab) => (tab.url || tab.pendingUrl)?.startsWith(origin))
              .map((tab) => tab.openerTabId),
          sandbox.url,
        ),
      )
      .toEqual([crmTab]);
  });

  test('text that is not a phone number is refused, and nothing reaches the service', async ({
    context,
    sandbox,
  }) => {
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/crm-en.html`);
    for (const text of [
      'Order #100245',
      '2026-11-22 14:30',
      'SAR 1,249.50',
      'SA03 8000 0000 6080 1016 7519',
      '0551234567 or 0567654321',
      '',
    ]) {
      const result = await callSelected(context, text, page);
      expect(result.outcome).toBe(text ? 'not-phone' : 'no-selection');
    }
    expect(sandbox.requests).toEqual([]);
  });

  test('the keyboard command calls the number selected in the page (bridge: agent first, customer second)', async ({
    context,
    sandbox,
  }) => {
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/crm-en.html`);
    await pageNumbers(context, page); // the page is ready
    // The agent selects a number written across inline elements: <span>055</span> <b>123</b> 4567.
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('split-inline')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const worker = await serviceWorker(context);
    const tabId = await tabIdOf(context, page);
    await worker.evaluate((id) => dialbridgeTest.callSelectionInTab(id), tabId);
    await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
    const [sent] = bridgeCalls(sandbox);
    expect(sent!.form).toMatchObject({
      first_callee_number: AGENT.number,
      first_callee_name: AGENT.name,
      second_callee_number: '966551234567',
      call_flow_id: 'flow-bridge',
    });
  });
});
