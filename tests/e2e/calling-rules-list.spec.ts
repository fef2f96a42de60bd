/**
 * A call list under the team's rules in real Chromium with the sandbox, in English and Arabic: a
 * number on the do-not-call list is skipped with the reason in its row and the list goes on; at
 * the end of the calling hours the list pauses and says when calls may resume; resumed inside
 * the hours it calls the rest. What reached the sandbox is counted. The rules read the clock
 * the test sets in the service worker.
 */
import { mkdirSync } from 'node:fs';
import { bridgedCustomers, CALL_END_TIMEOUT_MS, openCallLists } from './helpers/call-lists';
import { markDoNotCall, nextThursdayAfterHours, setRulesClock } from './helpers/calling-rules';
import { expect, test } from './helpers/popup';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
test.beforeAll(() => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

const WORDS = {
  en: {
    text: 'Pasted text',
    textLabel: 'Numbers, with names beside them',
    make: 'Make the list',
    pause: 'Between calls',
    manual: 'Wait until I click Next',
    start: 'Start calling',
    current: 'Current call',
    ended: 'Call ended',
    next: 'Next call',
    resume: 'Resume',
    retry: 'Call again',
    skipped: 'Skipped · on the do-not-call list',
    paused: /Outside your team's calling hours, so the list was paused\. Calls may resume at Sun/,
  },
  ar: {
    text: 'نص ملصق',
    textLabel: 'الأرقام، وبجانبها الأسماء',
    make: 'إنشاء القائمة',
    pause: 'بين المكالمات',
    manual: 'انتظر حتى أضغط «المكالمة التالية»',
    start: 'ابدأ الاتصال',
    current: 'المكالمة الحالية',
    ended: 'انتهت المكالمة',
    next: 'المكالمة التالية',
    resume: 'متابعة',
    retry: 'اتصل مرة أخرى',
    skipped: 'تم تخطيه · في قائمة عدم الاتصال',
    paused:
      /خارج ساعات الاتصال المسموحة لفريقك، فأُوقفت القائمة مؤقتًا\. يمكن متابعة المكالمات عند الأحد/,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const words = WORDS[language];

  test(`${language}: a call list skips a do-not-call number with the reason, pauses at the end of the hours and resumes inside them`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openCallLists(sandbox, openExtensionPage, configure, language);
    await configure(page, {
      callingHours: { days: { thu: '09:00-21:00', sun: '09:00-21:00' }, closedDates: '' },
    });
    await markDoNotCall(page, '0551230002');
    // Thursday 20:00 in Riyadh: inside the 09:00–21:00 window.
    const closing = nextThursdayAfterHours();
    await setRulesClock(context, closing.getTime() - 2 * 3_600_000);
    await page.reload();

    await page.getByRole('radio', { name: words.text }).check();
    await page.getByLabel(words.textLabel).fill('0551230001\n0551230002\n0551230003');
    await page.getByRole('button', { name: words.make }).click();
    await page.getByLabel(words.pause).selectOption({ label: words.manual });
    await page.getByRole('button', { name: words.start }).click();
    const card = page.getByRole('region', { name: words.current });
    await expect(card.getByRole('status').filter({ hasText: words.ended })).toBeVisible({
      timeout: CALL_END_TIMEOUT_MS,
    });
    expect(bridgedCustomers(sandbox).map((call) => call.number)).toEqual(['966551230001']);

    // 22:00: the next number is on the do-not-call list (skipped, the list goes on); the one
    // after it is outside the hours, so the list pauses and says until when.
    await setRulesClock(context, closing.getTime());
    await page.getByRole('button', { name: words.next }).click();
    await expect(page.getByText(words.paused)).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(2)).toContainText(words.skipped);
    // A customer who asked not to be called is not offered again.
    await expect(rows.nth(2).getByRole('button', { name: words.retry })).toHaveCount(0);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/rules-list-${language}.png`, fullPage: true });
    expect(bridgedCustomers(sandbox)).toHaveLength(1);

    // Sunday 09:30: resumed, the last number is called; the listed one never was.
    await setRulesClock(context, closing.getTime() + 2 * 86_400_000 + 11.5 * 3_600_000);
    await page.getByRole('button', { name: words.resume }).click();
    await expect
      .poll(() => bridgedCustomers(sandbox).map((call) => call.number))
      .toEqual(['966551230001', '966551230003']);
  });
}
