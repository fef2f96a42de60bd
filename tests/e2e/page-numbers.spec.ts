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

/**
 * A long table generated here: each row's numbers and the order they appear in come from this
 * generator's own data. Three written forms, a cell whose text goes on after a nested block, and
 * digits that are not phone numbers (dates, amounts) between them.
 */
function longTable(rows: number, firstChanged: number[] = []): { html: string; dials: string[] } {
  const dials: string[] = [];
  const body: string[] = [];
  for (let row = 0; row < rows; row++) {
    const national = (offset: number) => `5${offset}${String(row).padStart(7, '0')}`;
    const forms = [
      (n: string) => `0${n}`,
      (n: string) => `+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
      (n: string) => `00966${n}`,
    ];
    const write = forms[row % 3]!;
    const main = national(firstChanged.includes(row) ? 9 : 5);
    const cells = [`<td>Customer ${row}</td>`, `<td class="phone">${write(main)}</td>`];
    dials.push(`966${main}`);
    if (row % 10 === 0) {
      // Text, a nested block, then more text of the outer cell: three numbers in that order.
      const [a, b, c] = [national(6), national(7), national(8)];
      cells.push(`<td>Home ${write(a)}<div>Work ${write(b)}</div>Fax ${write(c)}</td>`);
      dials.push(`966${a}`, `966${b}`, `966${c}`);
    } else {
      cells.push('<td>-</td>');
    }
    cells.push(`<td>2024-0${(row % 9) + 1}-1${row % 10}</td><td>${row * 7}.50 SAR</td>`);
    body.push(`<tr>${cells.join('')}</tr>`);
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long list</title></head>
<body><table><tbody>${body.join('\n')}</tbody></table></body></html>`;
  return { html, dials };
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
