/**
 * Issue 8's written forms in real Chromium, on a CRM-like page in English and one in Arabic
 * (right to left): every form that must be found is listed with its country code, in document
 * order, and nothing else — not the money, the ids glued to Latin letters, the digits that would
 * call another country, nor a bare 9-digit run without a phone context. Then the control opens
 * on one number of each kind only the page's context makes a phone, naming the right number.
 */
import type { Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { expectedDials, pageNumbers, textPoint } from './helpers/page';
import { overlayState } from './helpers/overlay';

const fixtures = servedFixtures();

for (const fixture of ['forms-en', 'forms-ar']) {
  test(`${fixture}: every written form is listed in order, and nothing else`, async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/${fixture}.html`);
    const numbers = await pageNumbers(context, page);
    expect(numbers.map((number) => number.dial)).toEqual(expectedDials(fixture));
  });
}

/** Pointer away (the control closes), then onto the number: the control names `title`. */
async function hover(page: Page, selector: string, title: string, part?: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await overlayState(page)).panelShown).toBe(false);
  const point = await textPoint(page, selector, part);
  await page.mouse.move(point.x, point.y);
  await expect.poll(async () => (await overlayState(page)).title, selector).toBe(title);
}

test('forms-en: the control opens on a bare number under a Mobile header and on a tel: link', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/forms-en.html`);
  await pageNumbers(context, page);
  await hover(page, '#bare-mobile', '+966 55 187 4302');
  await hover(page, '#tel-link', '+966 59 164 8207');
});

test('forms-ar: the control opens on a bare number, a tel: link and a number glued to a word', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/forms-ar.html`);
  await pageNumbers(context, page);
  await hover(page, '#bare-mobile', '+966 55 187 4302');
  await hover(page, '#tel-link', '+966 59 164 8207');
  await hover(page, '#glued', '+966 55 123 4567', '0551234567');
});
