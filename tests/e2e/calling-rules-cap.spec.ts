/**
 * The daily attempts cap and click-only dialling in real Chromium with the sandbox, in English and
 * Arabic, on the surfaces that place a call: the page control, the popup, the context menu and
 * the keyboard command (through what their handlers call: Playwright cannot open a native menu
 * or press a browser shortcut). The first call of the day is placed; every later try is refused
 * with the count; what reached the sandbox is counted.
 */
import { mkdirSync } from 'node:fs';
import { controlFor, openCrm, setRulesClock, setUpRules } from './helpers/calling-rules';
import { expect, test, servedFixtures } from './helpers/browser';
import { serviceWorker, tabIdOf } from './helpers/page';
import { overlayState, personClick, buttonOf } from './helpers/overlay';
import { writes } from './helpers/requests';
import type { Sandbox } from '../sandbox/server';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
const fixtures = servedFixtures();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  en: {
    cap: /\+966 55 123 4567.* was called once today, the most your team allows \(1\)/,
    clickOnly: 'Your team calls only numbers from a page, a call list or a file',
    calls: 'Calls',
    blocked: 'Not placed: team rule',
  },
  ar: {
    cap: /مرة واحدة اليوم، وهو أقصى ما يسمح به فريقك/,
    clickOnly: 'لا يتصل فريقك إلا بأرقام من صفحة أو قائمة اتصال أو ملف',
    calls: 'المكالمات',
    blocked: 'لم تُجرَ: قاعدة الفريق',
  },
} as const;

type Hooks = {
  callSelectedText(text: string, tabId?: number): Promise<{ outcome: string; error?: unknown }>;
  callSelectionInTab(tabId: number): Promise<void>;
};
declare const dialbridgeTest: Hooks;

/** Browser-phone tabs the sandbox was asked for, by number. */
const phoned = (sandbox: Sandbox) =>
  sandbox.requests
    .filter((request) => request.path === '/integration.php')
    .map((request) => request.query.phone_number);

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: with a cap of one call a day, the first call is placed and every surface refuses the second with the count; click-only leaves the popup no typed number`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const options = await setUpRules({ context, sandbox, openExtensionPage, configure }, language, {
      clickAction: 'webrtc',
      maxCallsPerCustomerPerDay: 1,
    });
    // The day's one call: a bridge booked from the popup for 11:00 tomorrow, and the clock the
    // rules read set to noon that day. (Booked, not placed now, so that the next tries meet the
    // cap rather than the two-minute guard against calling the same customer twice by accident.)
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const booked = await openExtensionPage('popup.html');
    const reply = await booked.evaluate(
      (callAt) =>
        (
          globalThis as unknown as {
            chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> } };
          }
        ).chrome.runtime.sendMessage({
          channel: 'dialbridge',
          type: 'createBridge',
          data: {
            customerNumber: '0551234567',
            customerName: 'Badr',
            agentNumber: '',
            agentName: '',
            callFlowId: '',
            durationMinutes: 5,
            callAt,
          },
        }),
      tomorrow.setHours(11, 0, 0, 0),
    );
    expect(reply.ok).toBe(true);
    await booked.close();
    await setRulesClock(context, tomorrow.setHours(12, 0, 0, 0));
    const page = await openCrm(context, fixtures.url);

    // The popup's bridge, the same customer written another way: refused with the count.
    const popup = await openExtensionPage('popup.html');
    await popup.locator('#bridge-customer-number').fill('+966 55 123 4567');
    await popup.locator('form[aria-labelledby="bridge-heading"] button[type="submit"]').click();
    await expect(popup.getByRole('alert')).toContainText(text.cap);
    if (SHOTS) await popup.screenshot({ path: `${SHOTS}/rules-popup-cap-${language}.png` });

    // The context menu's "Call …" on selected text, and the keyboard command on a selection.
    const worker = await serviceWorker(context);
    const tabId = await tabIdOf(context, page);
    const menu = await worker.evaluate(
      ({ tabId }) => dialbridgeTest.callSelectedText('055 123 4567', tabId),
      { tabId },
    );
    expect(menu).toMatchObject({
      outcome: 'error',
      error: { code: 'calling-rule', blocked: { rule: 'attempts', count: 1, max: 1 } },
    });
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('split-inline')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await worker.evaluate((id) => dialbridgeTest.callSelectionInTab(id), tabId);

    // The page control again: its toast says why, with the count.
    await page.bringToFront();
    const again = await controlFor(page, '#split-inline');
    await personClick(page, buttonOf(again, 'webrtc'));
    await expect.poll(async () => (await overlayState(page)).toast).toMatch(text.cap);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules-page-cap-${language}.png` });

    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);

    // Another customer, not called today: placed.
    const other = await controlFor(page, '#digit-spans');
    await personClick(page, buttonOf(other, 'webrtc'));
    await expect.poll(() => phoned(sandbox)).toHaveLength(1);
    expect(phoned(sandbox)[0]).not.toBe('966551234567');

    // Four refusals, each in the history; only the booked bridge reached the service for Badr.
    await popup.bringToFront();
    await popup.reload();
    await popup.getByRole('tab', { name: text.calls }).click();
    await expect(popup.locator('.history-row').filter({ hasText: text.blocked })).toHaveCount(4);
    expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(1);

    // Click-only: the popup takes no typed number; a number on the page still calls.
    await options.bringToFront();
    await configure(options, { clickOnly: true, clickAction: 'bridge' });
    await popup.reload();
    const typed = popup.locator('#bridge-customer-number');
    await expect(typed).toHaveAttribute('readonly', '');
    // The popup opens on the quick bridge; focus does not go to a number that cannot be typed.
    await expect(popup.locator('#bridge-customer-name')).toBeVisible();
    await expect(typed).not.toBeFocused();
    await expect(typed).toHaveAccessibleDescription(new RegExp(text.clickOnly));
    if (SHOTS) await popup.screenshot({ path: `${SHOTS}/rules-popup-click-only-${language}.png` });
    await page.bringToFront();
    const third = await controlFor(page, '#contact dd:nth-of-type(4)');
    await personClick(page, buttonOf(third, 'bridge'));
    await expect.poll(() => writes(sandbox, '/api/v1/call/bridge').length).toBe(2);
  });
}
