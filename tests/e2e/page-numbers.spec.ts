/**
 * The scanner on the fixture CRM pages in real Chromium: every number a person can see is listed
 * through the page-numbers contract, in document order, and no distractor is.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { expectedDials, pageNumbers } from './helpers/page';
import { longTable } from './helpers/long-page';

const fixtures = servedFixtures();

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

test('a long page: every number is listed in document order after rows are re-rendered', async ({
  context,
}) => {
  const rows = 3_000;
  const page = await context.newPage();
  await page.route(`${fixtures.url}/long-list.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: longTable(rows).html }),
  );
  await page.goto(`${fixtures.url}/long-list.html`);
  expect((await pageNumbers(context, page)).map((number) => number.dial)).toEqual(
    longTable(rows).dials,
  );

  // The page re-renders the phone cells of some early rows: the scanner meets their new numbers
  // last, but the list still follows the page.
  const changed = [0, 1, 2, 40, 41];
  await page.evaluate((changedRows) => {
    const cells = document.querySelectorAll('td.phone');
    for (const row of changedRows) {
      const cell = cells[row]!;
      cell.textContent = cell.textContent!.replace(/5(\d{7})$/, '9$1').replace(/ 55 /, ' 59 ');
    }
  }, changed);
  const expected = longTable(rows, changed).dials;
  await expect
    .poll(async () => (await pageNumbers(context, page)).map((number) => number.dial))
    .toEqual(expected);
});

test('a number in an open shadow root is listed whatever element hosts the root', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/shadow-hosts.html`);
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial).sort()).toEqual(
    Array.from({ length: 12 }, (_, index) => `9665510001${String(index + 1).padStart(2, '0')}`),
  );
});
