/**
 * The calls history in real Chromium, in English and Arabic: one-line rows with details on
 * demand, search (digits in any script), filters and today's totals, redial / retry / call back
 * through the guards, order confirmations in the same list, CSV export of the view, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seedHistory, type Seed } from './helpers/history';
import { CUSTOMER, expect, openPopup, test } from './helpers/popup';
import { writes } from './helpers/requests';

const TEXT = {
  en: {
    calls: 'Calls',
    search: 'Search name, number or order',
    failed: 'Failed',
    today: 'Today',
    all: 'All',
    callNow: 'Call now',
    retry: 'Retry',
    callBack: 'Call back…',
    in15: 'In 15 min',
    callAgain: 'Call again',
    maximum: 'Maximum length',
    export: 'Export CSV',
    already: /was already called today at \d\d:\d\d/,
  },
  ar: {
    calls: 'المكالمات',
    search: 'ابحث بالاسم أو الرقم أو الطلب',
    failed: 'فشلت',
    today: 'اليوم',
    all: 'الكل',
    callNow: 'اتصل الآن',
    retry: 'أعد المحاولة',
    callBack: 'معاودة الاتصال…',
    in15: 'بعد ١٥ دقيقة',
    callAgain: 'اتصل مرة أخرى',
    maximum: 'أقصى مدة',
    export: 'تصدير CSV',
    already: /سبق الاتصال بالرقم .* اليوم الساعة [٠-٩]+:[٠-٩]{2}/,
  },
} as const;

const DAY = 24 * 60;
/** Minutes ago; under a day means today (tests/e2e/history.helpers.ts keeps them today). */
const SEEDS: Seed[] = [
  { id: 'c-badr', name: 'Badr Customer', dial: CUSTOMER.dial, state: 'answered', minutesAgo: 10 },
  { id: 'c-huda', name: 'هدى', dial: '966501234567', state: 'not_answered', minutesAgo: 11 },
  { id: 'c-omar', name: 'Omar', dial: '966509876543', state: 'failed', minutesAgo: DAY + 5 },
  { id: 'c-later', name: 'Later Lina', dial: '966507770000', state: 'scheduled', minutesAgo: -180 },
  {
    id: 'order-o1',
    name: '',
    dial: '966555000111',
    state: 'sent',
    minutesAgo: 12,
    kind: 'order',
    orderNumber: 'A-17',
    message: 'Call in queue',
  },
];

async function noAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function openHistory(fixtures: Parameters<typeof openPopup>[0], language: 'en' | 'ar') {
  const page = await openPopup(fixtures, { settings: { language } });
  await seedHistory(page, SEEDS);
  await page.getByRole('tab', { name: TEXT[language].calls }).click();
  await expect(page.locator('.history-row')).toHaveCount(SEEDS.length);
  return page;
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: one line per call, details on demand, search in any digits, filters and today's totals`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openHistory({ sandbox, openExtensionPage, configure }, language);
    const badr = page.locator('#call-c-badr');
    // One line: name, the number grouped with its country code, state, time.
    const box = await badr.boundingBox();
    expect(box!.height).toBeLessThan(50);
    await expect(badr.locator('.history-number')).toHaveText('+966 55 123 4567');
    // Left to right and unbroken in both languages: "+" left of the last digit, on one line.
    const layout = await badr.locator('.history-number').evaluate((span) => {
      const text = span.firstChild as Text;
      const rect = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect();
      };
      const plus = rect(0);
      const last = rect(text.data.length - 1);
      return { plusLeft: plus.left, lastLeft: last.left, sameLine: plus.top === last.top };
    });
    expect(layout.plusLeft).toBeLessThan(layout.lastLeft);
    expect(layout.sameLine).toBe(true);
    await expect(page.locator('#call-order-o1')).toContainText('A-17');
    await expect(badr).not.toContainText('c-badr');
    await expect(badr).not.toContainText(text.maximum);

    await badr.locator('.history-line').click();
    await expect(badr.locator('.history-line')).toHaveAttribute('aria-expanded', 'true');
    await expect(badr).toContainText(text.maximum);
    await expect(badr).toContainText('c-badr');
    await expect(page.locator('#call-order-o1 .history-more')).toHaveCount(0);
    await noAxeViolations(page, `${language} history with a row open`);

    // Today's totals of how calls ended: Badr connected, Huda not answered, Omar failed yesterday.
    const totals = page.locator('.history-totals');
    const digits = (value: number) => value.toLocaleString(language === 'ar' ? 'ar-SA' : 'en-US');
    await expect(totals.locator('.history-total-connected dd')).toHaveText(digits(1));
    await expect(totals.locator('.history-total-notAnswered dd')).toHaveText(digits(1));
    await expect(totals.locator('.history-total-failed dd')).toHaveText(digits(0));

    const search = page.getByRole('searchbox', { name: text.search });
    // The national form in Arabic-Indic digits finds 966501234567.
    await search.fill('٠٥٠١٢٣٤');
    await expect(page.locator('.history-row')).toHaveCount(1);
    await expect(page.locator('#call-c-huda')).toBeVisible();
    await search.fill('badr');
    await expect(page.locator('.history-row')).toHaveCount(1);
    await search.fill('هدى');
    await expect(page.locator('#call-c-huda')).toBeVisible();
    await search.fill('');

    const filters = page.getByRole('group', { name: language === 'en' ? 'Show' : 'عرض' });
    await filters.getByRole('button', { name: text.failed, exact: true }).click();
    await expect(filters.getByRole('button', { name: text.failed, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.history-row')).toHaveCount(1);
    await expect(page.locator('#call-c-omar')).toBeVisible();
    await filters.getByRole('button', { name: text.today, exact: true }).click();
    await expect(page.locator('#call-c-omar')).toHaveCount(0);
    await expect(page.locator('#call-c-badr')).toBeVisible();
    await noAxeViolations(page, `${language} history filtered`);
  });

  test(`${language}: redial asks first when the customer was called today; retry and call back place bridges`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openHistory({ sandbox, openExtensionPage, configure }, language);
    const badr = page.locator('#call-c-badr');
    await badr.locator('.history-line').click();
    await badr.getByRole('button', { name: text.callNow }).click();
    // Called ten minutes ago: the day's question, and nothing sent.
    await expect(badr.getByRole('alert')).toContainText(text.already);
    expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(0);
    await badr.getByRole('button', { name: text.callAgain }).dblclick();
    await expect.poll(() => writes(sandbox, '/api/v1/call/bridge').length).toBe(1);
    await expect(badr.getByRole('status')).toHaveText(/Badr Customer/);
    // The new call joins the top of the list when the list refreshes; the next step starts once
    // it has.
    await expect(page.locator('.history-row')).toHaveCount(SEEDS.length + 1);
    const sent = writes(sandbox, '/api/v1/call/bridge')[0]!.form;
    expect(sent).toMatchObject({
      second_callee_number: CUSTOMER.dial,
      second_callee_name: 'Badr Customer',
      duration: '10',
    });
    expect(sent.call_time).toBeUndefined();

    // Omar's call failed yesterday: "Retry" places it at once.
    const omar = page.locator('#call-c-omar');
    await omar.locator('.history-line').click();
    const omarTop = async () => (await omar.locator('.history-line').boundingBox())!.y;
    const retry = omar.getByRole('button', { name: text.retry });
    await retry.scrollIntoViewIfNeeded(); // where the agent has scrolled to reach it
    const before = await omarTop();
    await retry.click();
    await expect.poll(() => writes(sandbox, '/api/v1/call/bridge').length).toBe(2);
    await expect(page.locator('.history-row')).toHaveCount(SEEDS.length + 2);
    // The list took the new call at its top, and Omar's open row, whose buttons the agent is
    // aiming at, stayed where it was on screen.
    await expect.poll(omarTop).toBe(before);

    // Call back in 15 minutes: Omar was just called, so the day's question first, then a
    // scheduled bridge (call_time set).
    await omar.getByRole('button', { name: text.callBack }).click();
    await noAxeViolations(page, `${language} history with "call back" open`);
    await omar.getByRole('button', { name: text.in15 }).click();
    await expect(omar.getByRole('alert')).toContainText(text.already);
    expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(2);
    await omar.getByRole('button', { name: text.callAgain }).click();
    await expect.poll(() => writes(sandbox, '/api/v1/call/bridge').length).toBe(3);
    expect(writes(sandbox, '/api/v1/call/bridge')[2]!.form.call_time).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
  });

  test(`${language}: export downloads the filtered view as UTF-8 CSV with a BOM`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openHistory({ sandbox, openExtensionPage, configure }, language);
    await page
      .getByRole('group', { name: language === 'en' ? 'Show' : 'عرض' })
      .getByRole('button', { name: text.today, exact: true })
      .click();
    await expect(page.locator('#call-c-omar')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dialbridge-calls-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain(language === 'en' ? 'Name' : 'الاسم');
    expect(csv).toContain('هدى');
    expect(csv).toContain('966 55 123 4567');
    expect(csv).toContain('Call in queue');
    expect(csv).not.toContain('Omar');
  });
}

/**
 * The screenshots of the history in docs/using.md, written to docs/screenshots only when asked
 * (DIALBRIDGE_UPDATE_SCREENSHOTS=1), so an ordinary run never changes tracked files.
 */
test('docs screenshots: the calls history in English and in Arabic', async ({
  sandbox,
  openExtensionPage,
  configure,
}, testInfo) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await openHistory({ sandbox, openExtensionPage, configure }, language);
    await page.setViewportSize({ width: 380, height: 640 });
    await page.locator('#call-c-huda .history-line').click();
    await expect(page.locator('#call-c-huda .history-more')).toBeVisible();
    await page.screenshot({
      path: process.env.DIALBRIDGE_UPDATE_SCREENSHOTS
        ? `docs/screenshots/history-${language}.png`
        : testInfo.outputPath(`history-${language}.png`),
      fullPage: true,
      scale: 'css',
    });
    await page.close();
  }
});
