/**
 * The Call lists page in English and Arabic: axe finds nothing while the list is made, ready,
 * running and done; numbers read left to right inside the right-to-left page; everything works
 * from the keyboard alone; and the screenshots in docs/call-lists.md (written to docs/screenshots only when
 * DIALBRIDGE_UPDATE_SCREENSHOTS=1).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bridgedCustomers, CALL_END_TIMEOUT_MS, openCallLists } from './helpers/call-lists';
import { expect, test } from './helpers/popup';

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Presses Tab until the focused element is named `name` (at most 60 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id
        ? document.querySelector(`label[for="${element.id}"]`)?.textContent
        : null;
      return (label ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

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
    outcome: 'Outcome',
    reached: 'Reached',
    save: 'Save outcome and note',
    saved: 'Saved.',
    next: 'Next call',
    done: 'Done: every number was called or skipped.',
    merged: '1 duplicate merged.',
    editFor: /^Outcome and note for/,
    callBack: 'Call back',
    in60: 'In 1 hour',
    lines: 'Huda Al-Qahtani 055 210 3344\nFaisal Al-Otaibi +966 56 778 9901\nHuda 00966552103344',
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
    outcome: 'النتيجة',
    reached: 'تم التواصل',
    save: 'حفظ النتيجة والملاحظة',
    saved: 'تم الحفظ.',
    next: 'المكالمة التالية',
    done: 'اكتملت: تم الاتصال بكل رقم أو تخطيه.',
    merged: 'دُمج رقم مكرر واحد.',
    editFor: /^النتيجة والملاحظة للرقم/,
    callBack: 'معاودة الاتصال',
    in60: 'بعد ساعة',
    lines: 'هدى القحطاني ٠٥٥٢١٠٣٣٤٤\nفيصل العتيبي +966 56 778 9901\nهدى 00966552103344',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`${language === 'en' ? 'English' : 'Arabic'}: made, run and finished from the keyboard, axe clean at every stage, with screenshots`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }, testInfo) => {
    const words = WORDS[language];
    const page = await openCallLists(sandbox, openExtensionPage, configure, language);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const shot = (stage: string) =>
      page.screenshot({
        path: process.env.DIALBRIDGE_UPDATE_SCREENSHOTS
          ? `docs/screenshots/calllist-${stage}-${language}.png`
          : testInfo.outputPath(`calllist-${stage}-${language}.png`),
        fullPage: true,
        scale: 'css',
      });

    // Building, keyboard only: the source, the text, the button.
    await expect(page.getByRole('radio', { name: words.text })).toBeChecked();
    await page.getByRole('radio', { name: words.text }).focus();
    await tabTo(page, words.textLabel);
    await page.keyboard.insertText(words.lines);
    await expectNoAxeViolations(page, `building (${language})`);
    await shot('building');
    await tabTo(page, words.make);
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.merged)).toBeVisible();
    await expectNoAxeViolations(page, `ready (${language})`);

    // Running: no pause, so each call waits for the agent's Next.
    await page.getByLabel(words.pause).focus();
    await page.getByLabel(words.pause).selectOption({ label: words.manual });
    await tabTo(page, words.start);
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: words.current });
    await expect(card.getByRole('status').filter({ hasText: words.ended })).toBeVisible({
      timeout: CALL_END_TIMEOUT_MS,
    });
    await card.getByLabel(words.outcome).focus();
    await card.getByLabel(words.outcome).selectOption({ label: words.reached });
    await tabTo(page, words.save);
    await page.keyboard.press('Enter');
    // Saved, as the agent sees it, before the Next below (a busy control ignores keys).
    await expect(card.getByText(words.saved)).toBeVisible();
    await expectNoAxeViolations(page, `running (${language})`);
    await shot('running');

    // The number reads left to right in either language: "+" left of its last digit.
    const order = await page
      .locator('.list-table .list-number')
      .first()
      .evaluate((cell) => {
        const text = cell.firstChild as Text;
        const left = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect();
        };
        const content = text.data;
        const plus = left(content.indexOf('+'));
        const last = left(content.lastIndexOf('4'));
        return { plus: plus.left, last: last.left, sameLine: plus.top === last.top };
      });
    expect(order.plus).toBeLessThan(order.last);
    expect(order.sameLine).toBe(true);

    await tabTo(page, words.next);
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.done)).toBeVisible({ timeout: CALL_END_TIMEOUT_MS });
    await expectNoAxeViolations(page, `done (${language})`);
    await shot('done');

    // Counts and row numbers in the page's digits; the phone numbers as dialled, left to right.
    await expect(page.locator('.list-table tbody td:first-child').first()).toHaveText(
      language === 'ar' ? '١' : '1',
    );

    // Any row's outcome, a call back offered under it: in the reading direction, axe clean.
    await page.getByRole('button', { name: words.editFor }).first().click();
    const editor = page.locator('.list-edit-row');
    await editor.getByLabel(words.outcome).selectOption({ label: words.callBack });
    await expect(editor.getByRole('button', { name: words.in60 })).toBeVisible();
    await expectNoAxeViolations(page, `row outcome (${language})`);
    await shot('row-outcome');
    expect(bridgedCustomers(sandbox)).toEqual([
      { number: '966552103344', name: language === 'en' ? 'Huda Al-Qahtani' : 'هدى القحطاني' },
      { number: '966567789901', name: language === 'en' ? 'Faisal Al-Otaibi' : 'فيصل العتيبي' },
    ]);
  });
}
