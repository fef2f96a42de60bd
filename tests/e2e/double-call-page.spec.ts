/**
 * The same customer is never called twice by accident, from outside the popup: the page's call
 * control clicked twice, a second tab, the context menu twice, the command twice. Each reaches
 * the sandbox once (its own record of requests is counted); the background refuses the rest.
 * The menu and the command are run through the test build's `dialbridgeTest` hook, exactly what
 * their listeners call (Playwright cannot open a native menu or press a browser shortcut).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Sandbox } from '../sandbox/server';
import { expect, test, servedFixtures } from './helpers/browser';
import { openScanned, serviceWorker, textPoint, tabIdOf } from './helpers/page';
import {
  REFUSED_SECOND_CALL,
  overlayState,
  personClick,
  openControl,
  buttonOf,
} from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

declare const dialbridgeTest: {
  callSelectedText(
    text: string,
    tabId?: number,
  ): Promise<{ outcome: string; error?: { code: string; message: string } }>;
  callSelectionInTab(tabId: number): Promise<void>;
};

const fixtures = servedFixtures();

test.beforeEach(async ({ bridgeOnClick }) => {
  await bridgeOnClick({ agentName: 'Agent Amal' });
});

function crmPage(context: BrowserContext): Promise<Page> {
  return openScanned(context, `${fixtures.url}/crm-en.html`);
}

/**
 * As a person: the pointer onto the number, then onto the control's "Bridge now" in several
 * steps, a rest of about 700 ms (the control accepts a click only from a still pointer), a click.
 */
async function clickBridgeOnControl(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  const point = await textPoint(page, '#split-inline');
  await openControl(page, { x: point.x, y: point.y });
  const bridge = buttonOf(await overlayState(page), 'bridge');
  await page.mouse.move(bridge.x, bridge.y, { steps: 6 });
  await page.waitForTimeout(700); // the person's rest on the button, not a wait for a result
  await page.mouse.click(bridge.x, bridge.y);
}

/** The control's "Bridge now" once (a call is placed), then again: refused, in its toast. */
async function callTwiceFromControl(page: Page, sandbox: Sandbox): Promise<void> {
  await clickBridgeOnControl(page);
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  await clickBridgeOnControl(page);
  await expect.poll(async () => (await overlayState(page)).toast).toMatch(REFUSED_SECOND_CALL);
}

test('the page control clicked, then hovered and clicked again, calls once', async ({
  context,
  sandbox,
}) => {
  const page = await crmPage(context);
  await callTwiceFromControl(page, sandbox);
  expect(bridgeCalls(sandbox)).toHaveLength(1);
});

test('"Call again" on the toast calls the second time for a person, never for a page script', async ({
  context,
  sandbox,
}) => {
  const page = await crmPage(context);
  await callTwiceFromControl(page, sandbox);
  const [again] = (await overlayState(page)).toastButtons;
  // It names whom it calls: the toast outlives the control, and the page may have moved on.
  expect(again?.label).toBe('Call \u2066+966\u00a055\u00a0123\u00a04567\u2069 again');

  // The page's own script aims where the button is: it finds our host there (the button is in
  // a closed shadow root) and clicks it, both ways a script can.
  const hit = await page.evaluate(({ x, y }) => {
    const host = document.elementFromPoint(x, y) as HTMLElement;
    host.dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y, detail: 1 }),
    );
    host.click();
    return host.localName;
  }, again!);
  expect(hit).toBe('dialbridge-overlay');
  // A call would have replaced the refusal with "Requesting…" at once, in the click itself.
  expect((await overlayState(page)).toast).toMatch(REFUSED_SECOND_CALL);

  // The person: the pointer from elsewhere onto the button, a rest until it takes clicks, a click.
  await page.mouse.move(5, 5);
  await personClick(page, again!, 'toast');
  await expect
    .poll(async () => (await overlayState(page)).toast)
    .toMatch(/queued|Calling|connected|did not answer|failed/);
  expect(bridgeCalls(sandbox)).toHaveLength(2);
});

test('the same number clicked in a second tab is refused there', async ({ context, sandbox }) => {
  const first = await crmPage(context);
  const second = await crmPage(context);
  await first.bringToFront();
  await clickBridgeOnControl(first);
  await second.bringToFront();
  await clickBridgeOnControl(second);
  await expect.poll(async () => (await overlayState(second)).toast).toMatch(REFUSED_SECOND_CALL);
  // The first tab's call went through: once its toast follows it, its request is done.
  await expect
    .poll(async () => (await overlayState(first)).toast)
    .toMatch(/queued|Calling|connected|did not answer|failed/);
  expect(bridgeCalls(sandbox)).toHaveLength(1);
});

test('the context menu used twice at once, and once more, calls once', async ({
  context,
  sandbox,
}) => {
  const page = await crmPage(context);
  const tabId = await tabIdOf(context, page);
  const worker = await serviceWorker(context);
  const outcomes = await worker.evaluate(async (tabId) => {
    const both = await Promise.all([
      dialbridgeTest.callSelectedText('055 123 4567', tabId),
      dialbridgeTest.callSelectedText('+966551234567', tabId),
    ]);
    const after = await dialbridgeTest.callSelectedText('0551234567', tabId);
    return [...both, after].map((result) => result.error?.code ?? result.outcome);
  }, tabId);
  expect(outcomes.sort()).toEqual(['bridge', 'duplicate-call', 'duplicate-call']);
  expect(bridgeCalls(sandbox)).toHaveLength(1);
});

test('the keyboard command pressed twice at once, and once more, calls once', async ({
  context,
  sandbox,
}) => {
  const page = await crmPage(context);
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('split-inline')!);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  const tabId = await tabIdOf(context, page);
  const worker = await serviceWorker(context);
  await worker.evaluate(async (tabId) => {
    await Promise.all([
      dialbridgeTest.callSelectionInTab(tabId),
      dialbridgeTest.callSelectionInTab(tabId),
    ]);
    await dialbridgeTest.callSelectionInTab(tabId);
  }, tabId);
  // Every press has finished: what reached the service is final.
  expect(bridgeCalls(sandbox)).toHaveLength(1);
});

for (const [language, retry, failed] of [
  ['en', 'Retry', /^Could not call/],
  ['ar', 'أعد المحاولة', /^تعذّر الاتصال/],
] as const) {
  test(`a failed call's toast stays with Retry (${language}), which calls again through the same guarded path`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    if (language === 'ar') {
      const options = await openExtensionPage('options.html');
      await configure(options, { language: 'ar' });
      await options.close();
    }
    // The service fails the first create (500: it says it failed, so nothing is held against a
    // second try).
    sandbox.setFault({ status: 500, times: 1, method: 'POST', path: '/api/v1/call/bridge' });
    const page = await crmPage(context);
    await clickBridgeOnControl(page);
    await expect.poll(async () => (await overlayState(page)).toast).toMatch(failed);
    await expect.poll(async () => (await overlayState(page)).toastButtons.length).toBe(1);
    const [button] = (await overlayState(page)).toastButtons;
    expect(button?.label).toBe(retry);
    expect(bridgeCalls(sandbox)).toHaveLength(1);

    await page.mouse.move(5, 5);
    await personClick(page, button!, 'toast');
    await expect.poll(() => bridgeCalls(sandbox).length).toBe(2);
    await expect.poll(async () => (await overlayState(page)).toast).not.toMatch(failed);
  });
}
