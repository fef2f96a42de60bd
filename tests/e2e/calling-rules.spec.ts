/**
 * The team's calling rules in real Chromium with the sandbox service, in English and Arabic:
 * the options section sets them; a number on the do-not-call list is still marked on the page
 * but its control offers no call, and "Asked not to be called" adds one in one click; outside the
 * calling hours a click is not called and "Book for" books the bridge for the next allowed time;
 * the popup refuses with the reason and the history records it. Each refusal is counted at the
 * sandbox: nothing reaches it. The rules read the clock a test sets in the service worker.
 */
import { mkdirSync } from 'node:fs';
import {
  controlFor,
  nextThursdayAfterHours,
  openCrm as openCrmAt,
  setRulesClock,
  setUpRules as setUp,
} from './helpers/calling-rules';
import { expect, test, servedFixtures } from './helpers/browser';
import { overlayState, personClick, buttonOf } from './helpers/overlay';
import { writes } from './helpers/requests';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
const fixtures = servedFixtures();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  en: {
    add: 'Add to the list',
    hours: 'Call customers only at set hours (their own local time)',
    save: 'Save settings',
    saved: 'Settings saved.',
    added: '1 number added.',
    marked: 'is on the do-not-call list now',
    notCalled: 'Not called',
    book: /^Book for Sun/,
    calls: 'Calls',
    callNow: 'Call now',
    refused: /asked not to be called: it is on the do-not-call list/,
    blocked: 'Not placed: team rule',
  },
  ar: {
    add: 'إضافة إلى القائمة',
    hours: 'الاتصال بالعملاء في ساعات محددة فقط (بتوقيتهم المحلي)',
    save: 'حفظ الإعدادات',
    saved: 'حُفظت الإعدادات.',
    added: 'أُضيف رقم واحد.',
    marked: 'في قائمة عدم الاتصال',
    notCalled: 'لم يُتصل بالرقم',
    book: /^احجزها لـ الأحد/,
    calls: 'المكالمات',
    callNow: 'اتصل الآن',
    refused: /طلب .* عدم الاتصال به: الرقم في قائمة عدم الاتصال/,
    blocked: 'لم تُجرَ: قاعدة الفريق',
  },
} as const;

const openCrm = (context: Parameters<typeof openCrmAt>[0]) => openCrmAt(context, fixtures.url);

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: a number on the do-not-call list stays marked but its control offers no call; "Asked not to be called" adds another in one click`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const options = await setUp({ context, sandbox, openExtensionPage, configure }, language);
    // The team lead's hours: on, Friday's window changed, the cap set, then saved.
    await options.getByLabel(text.hours).check();
    await options.locator('#callingHours-fri').fill('14:00-18:00');
    await options.locator('#maxCallsPerCustomerPerDay').fill('3');
    await options.getByRole('button', { name: text.save }).click();
    await expect(options.getByText(text.saved)).toBeVisible();
    await options.locator('#dnc-add').fill('+966 55 123 4567');
    await options.getByRole('button', { name: text.add }).click();
    await expect(options.getByText(text.added)).toBeVisible();
    if (SHOTS) {
      await options.locator('#section-rules').scrollIntoViewIfNeeded();
      await options.screenshot({ path: `${SHOTS}/rules-options-${language}.png`, fullPage: true });
    }

    const page = await openCrm(context);
    // Marked on the page, like every number; its control offers nothing that calls.
    await controlFor(page, '#split-inline');
    await expect
      .poll(async () => (await overlayState(page)).buttons.map((b) => b.action))
      .toEqual(['copy']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules-page-dnc-${language}.png` });
    await page.keyboard.press('Escape');

    // Another customer asks not to be called: one click in the control.
    const other = await controlFor(page, '#digit-spans');
    const mark = buttonOf(other, 'doNotCall');
    await personClick(page, mark);
    await expect.poll(async () => (await overlayState(page)).toast).toContain(text.marked);
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    await controlFor(page, '#digit-spans');
    await expect
      .poll(async () => (await overlayState(page)).buttons.map((b) => b.action))
      .toEqual(['copy']);
    expect(writes(sandbox)).toHaveLength(0);
  });

  test(`${language}: the popup refuses a number on the list with the reason; the history records it`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    await setUp({ context, sandbox, openExtensionPage, configure }, language);
    const popup = await openExtensionPage('popup.html');
    await popup.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
        }
      ).chrome.runtime.sendMessage({
        channel: 'dialbridge',
        type: 'markDoNotCall',
        data: { dial: '0551234567' },
      }),
    );
    await popup.reload();
    await popup.locator('#bridge-customer-number').fill('055 123 4567');
    await popup.locator('#bridge-customer-name').fill('Badr');
    await popup.locator('form[aria-labelledby="bridge-heading"] button[type="submit"]').click();
    await expect(popup.getByRole('alert')).toContainText(text.refused);
    if (SHOTS) await popup.screenshot({ path: `${SHOTS}/rules-popup-dnc-${language}.png` });
    await popup.getByRole('tab', { name: text.calls }).click();
    await expect(popup.locator('.history-row').first()).toContainText(text.blocked);
    if (SHOTS) await popup.screenshot({ path: `${SHOTS}/rules-history-${language}.png` });
    expect(writes(sandbox)).toHaveLength(0);
  });
}

test('outside the calling hours a click on a page is not called; "Book for" books the bridge for the next allowed time', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp({ context, sandbox, openExtensionPage, configure }, 'en', {
    callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
  });
  // Next week's Thursday, 22:00 in Riyadh: after the window; it opens again on Sunday at 09:00.
  const thursday = nextThursdayAfterHours();
  await setRulesClock(context, thursday.getTime());

  const page = await openCrm(context);
  const control = await controlFor(page, '#split-inline');
  await personClick(page, buttonOf(control, 'bridge'));
  await expect.poll(async () => (await overlayState(page)).toast).toContain('outside your team');
  expect(writes(sandbox)).toHaveLength(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules-page-hours-en.png` });
  const book = (await overlayState(page)).toastButtons.find((button) =>
    /^Book for Sun/.test(button.label),
  )!;
  expect(book).toBeDefined();
  await personClick(page, book, 'toast');
  await expect.poll(() => writes(sandbox).length).toBe(1);
  const sunday = new Date(thursday.getTime() + 3 * 86_400_000);
  const day = sunday.toISOString().slice(0, 10);
  const [booked] = [...sandbox.calls.values()];
  expect(booked?.callTime).toBe(`${day} 09:00:00`);
});
