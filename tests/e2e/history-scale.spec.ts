/**
 * 2,000 calls in the history: the list stays virtualised (a screenful of rows in the DOM, each
 * saying its place in the whole list), a search finds the one call and scrolling reaches the
 * oldest. The figures (search to rendered rows, frame times while scrolling) are measured in the
 * page (./history-measure.ts) and attached to the test report as annotations, not asserted (no
 * timed assertions). Read them with
 * `npx playwright test tests/e2e/history-scale.spec.ts --reporter=json` (docs/using.md, "Call history").
 */
import { seedHistory } from './helpers/history';
import { measureHistory } from './helpers/history-measure';
import { expect, openPopup, test } from './helpers/popup';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: 2,000 calls render a screenful, search finds one, scrolling reaches the oldest`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }, testInfo) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    await seedHistory(page, { count: 2_000 });
    await page.locator('#tab-calls').click();
    const rows = page.locator('.history-item');
    await expect(rows.first()).toBeVisible();
    const rendered = await rows.count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    await expect(rows.first()).toHaveAttribute('aria-setsize', '2000');

    const figures = await measureHistory(page, 'Customer 1999');
    await expect(page.locator('#call-seed-1999')).toBeVisible();
    await expect(page.locator('.history-item')).toHaveCount(1);
    await page.locator('#history-search').fill('');
    await expect(rows.first()).toHaveAttribute('aria-setsize', '2000');

    // The oldest call is reachable by scrolling, still with a screenful in the DOM.
    await page
      .locator('.history-scroll')
      .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(page.locator('#call-seed-1999')).toBeVisible();
    expect(await rows.count()).toBeLessThan(40);

    for (const [type, value] of Object.entries(figures)) {
      testInfo.annotations.push({ type, description: String(value) });
    }
  });
}
