/**
 * The scanner on the fixture CRM pages in real Chromium: every number a person can see is listed
 * through the page-numbers contract, in document order, and no distractor is.
 */
import { expect, test } from './fixtures';
import { expectedDials, pageNumbers } from './page-helpers';
import { startFixtureServer, type FixtureServer } from './serve-fixtures';

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

for (const fixture of ['crm-en', 'crm-ar']) {
  test(`${fixture}: every visible number is listed in order, and nothing else`, async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/${fixture}.html`);
    const numbers = await pageNumbers(context, page);
    expect(numbers.map((number) => number.dial)).toEqual(expectedDials(fixture));
    // The text is what the page shows, never empty.
    for (const number of numbers) expect(number.text.trim()).not.toBe('');
  });
}
