/**
 * The popup in English and Arabic: right-to-left layout with Arabic-Indic digits, keyboard-only
 * use of the tabs, no axe-core violations on any section, and the screenshots in docs/using.md.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageNumbers } from './helpers/page';
import { CUSTOMER, expect, openPopup, test } from './helpers/popup';
import { startFixtureServer } from '../../scripts/serve-fixtures';

const SECTIONS = {
  en: ['Bridge', 'Calls', 'Order', 'Dispatch', 'This page'],
  ar: ['ربط', 'المكالمات', 'الطلب', 'إبلاغ بالأرقام', 'هذه الصفحة'],
} as const;

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test(`every section passes axe in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The quick bridge's "More" shows every value from Settings: none is cut off at either end.
    const more = page.locator('.popup-more > summary');
    await expect(more).toContainText('flow-bridge');
    expect(await more.evaluate((summary) => summary.scrollWidth <= summary.clientWidth)).toBe(true);
    for (const name of SECTIONS[language]) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `${language} ${name}`);
    }
  });
}

test('the tabs work from the keyboard alone, with arrow keys mirrored in Arabic; a number typed there reads left to right', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup(
    { sandbox, openExtensionPage, configure },
    { settings: { language: 'ar' } },
  );
  const first = page.getByRole('tab', { name: 'ربط' });
  await first.focus();
  // In right-to-left the next tab is to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'المكالمات' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'المكالمات' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'هذه الصفحة' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'ربط' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('رقم العميل')).toBeFocused();
  // A number typed in Arabic-Indic digits with spaces keeps its typed order in the field: left to
  // right as a whole, not group by group from the right as the bidi algorithm lays such text out.
  await page.keyboard.type('٠٥٥ ٩٨٧ ٦٥٤٣');
  await expect(page.getByLabel('رقم العميل')).toHaveCSS('direction', 'ltr');
  await expect(page.getByLabel('رقم العميل')).toHaveCSS('unicode-bidi', 'isolate-override');
});

/**
 * The screenshots in docs/using.md. They are written to docs/screenshots only when asked
 * (DIALBRIDGE_UPDATE_SCREENSHOTS=1), so an ordinary test run never changes tracked files.
 */
test('docs screenshots: the popup in English and in Arabic (right to left)', async ({
  sandbox,
  openExtensionPage,
  configure,
}, testInfo) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    const form = page.getByRole('tabpanel').first();
    await form.locator('#bridge-customer-number').fill(CUSTOMER.input);
    await form.locator('#bridge-customer-name').fill(language === 'ar' ? 'بدر' : CUSTOMER.name);
    await form.locator('input[value="later"]').check();
    await expect(page.getByTestId('service-time')).toBeVisible();
    if (language === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      // The number inside the Arabic hint still reads left to right: "+" left of its last digits.
      const order = await page.locator('#bridge-customer-number-hint').evaluate((hint) => {
        const text = hint.firstChild as Text;
        const rectOf = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().left;
        };
        const content = text.data;
        return { plus: rectOf(content.indexOf('+')), last: rectOf(content.lastIndexOf('7')) };
      });
      expect(order.plus).toBeLessThan(order.last);
      // The service's clock is written in Arabic, with Arabic-Indic digits.
      await expect(page.getByTestId('service-time')).toHaveText(/توقيت الخدمة.*[٠-٩]/);
      await expect(page.getByTestId('service-time')).not.toHaveText(/[0-9]{2}/);
    } else {
      await expect(page.getByTestId('service-time')).toHaveText(/Service time \(Asia\/Riyadh\)/);
    }
    // The toolbar popup's own width.
    await page.setViewportSize({ width: 380, height: 640 });
    await page.screenshot({
      path: process.env.DIALBRIDGE_UPDATE_SCREENSHOTS
        ? `docs/screenshots/popup-${language}.png`
        : testInfo.outputPath(`popup-${language}.png`),
      fullPage: true,
      scale: 'css',
    });
    await page.close();
  }
});

test('docs screenshots: This page in English and in Arabic', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}, testInfo) => {
  const fixtures = await startFixtureServer();
  try {
    for (const language of ['en', 'ar'] as const) {
      const crm = await context.newPage();
      await crm.goto(`${fixtures.url}/page-tool-${language}.html`);
      await pageNumbers(context, crm);
      const page = await openPopup(
        { sandbox, openExtensionPage, configure },
        { settings: { language } },
      );
      await page.locator('#tab-page').click();
      await expect(page.locator('.page-row')).toHaveCount(106);
      await page.locator('.page-row-more').nth(1).click();
      await page.setViewportSize({ width: 380, height: 640 });
      await page.screenshot({
        path: process.env.DIALBRIDGE_UPDATE_SCREENSHOTS
          ? `docs/screenshots/popup-page-${language}.png`
          : testInfo.outputPath(`popup-page-${language}.png`),
        scale: 'css',
      });
      await page.close();
      await crm.close();
    }
  } finally {
    await fixtures.close();
  }
});

test('in Arabic the calls list reads right to left with Arabic-Indic digits and worded states', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup(
    { sandbox, openExtensionPage, configure },
    { settings: { language: 'ar' } },
  );
  const form = page.getByRole('tabpanel', { name: 'ربط' });
  await form.getByLabel('رقم العميل').fill(CUSTOMER.input);
  await form.getByLabel('اسم العميل').fill('بدر');
  await form.getByRole('button', { name: 'اتصل الآن' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'تم إنشاء المكالمة.' })).toBeVisible();

  await page.getByRole('tab', { name: 'المكالمات' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'بدر' });
  await expect(row.locator('.popup-badge')).toHaveText(/تم الرد/);
  // Times are written with Arabic-Indic digits too.
  await expect(row.locator('.history-time')).toHaveText(/[٠-٩]/);
  await expect(row.locator('.history-time')).not.toHaveText(/[0-9]/);
  await row.locator('.history-line').click();
  await expect(row).toContainText('١٠ دقائق');
  await expect(row.locator('dd').filter({ hasText: /[٠-٩]/ }).first()).toBeVisible();
  const direction = await row.evaluate((element) => getComputedStyle(element).direction);
  expect(direction).toBe('rtl');
});

for (const language of ['en', 'ar'] as const) {
  test(`axe finds nothing with content on screen either (${language}): calls, a confirmation, field errors, page numbers`, async ({
    sandbox,
    context,
    openExtensionPage,
    configure,
  }) => {
    const fixtures = await startFixtureServer();
    try {
      const crm = await context.newPage();
      await crm.goto(`${fixtures.url}/crm-${language}.html`);
      await pageNumbers(context, crm);
      const setup = await openPopup({ sandbox, openExtensionPage, configure });
      // A call placed now: opening the popup asks about it (not about one booked for later).
      sandbox.setFault({ status: 500, method: 'GET', path: '/api/v1/call/status' });
      const form = setup.getByRole('tabpanel', { name: 'Bridge' });
      await form.getByLabel('Customer number').fill(CUSTOMER.input);
      await form.getByLabel('Customer name').fill(CUSTOMER.name);
      await form.getByRole('button', { name: 'Call now' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Call created.' })).toBeVisible();
      await setup.close();

      const page = await openPopup(
        { sandbox, openExtensionPage, configure },
        { settings: { language } },
      );
      await page.locator('#tab-calls').click();
      await expect(page.locator('.history-row')).toHaveCount(1);
      await page.locator('.history-line').click();
      await expect(page.locator('.popup-poll-error')).toBeVisible();
      await page.locator('.popup-heading-row .db-button').last().click(); // clear: the confirmation
      await expect(page.locator('.popup-confirm')).toBeVisible();
      await expectNoAxeViolations(
        page,
        `${language} calls with a confirmation and a polling error`,
      );

      await page.locator('#tab-order').click();
      await page.locator('#panel-order button[type=submit]').click();
      await expect(page.locator('#panel-order [aria-invalid=true]')).toHaveCount(2);
      await expectNoAxeViolations(page, `${language} order form with field errors`);

      await page.locator('#tab-page').click();
      await expect(page.locator('.page-row').first()).toBeVisible();
      await page.locator('.page-row-more').first().click(); // a row's More open too
      await expect(page.locator('.page-row-extra')).toBeVisible();
      // crm-ar.html has 22 numbers: Arabic counts 11–99 with the singular in the accusative.
      if (language === 'ar')
        await expect(page.locator('#panel-page')).toContainText('تم العثور على ٢٢ رقمًا.');
      await expectNoAxeViolations(page, `${language} page numbers`);
    } finally {
      await fixtures.close();
    }
  });
}
