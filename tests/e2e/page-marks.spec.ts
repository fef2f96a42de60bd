/**
 * What marking costs the page: the highlight registry is changed once per batch of scanning (and
 * once more for the first screenful), never once per slice, because every change to it repaints
 * the whole document. Seen from the page's own script, frame by frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { longTable } from './long-page';
import { pageNumbers } from './page-helpers';
import { startFixtureServer, type FixtureServer } from './serve-fixtures';

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head>
<body><h1>Customers</h1><table><tbody></tbody></table></body></html>`;

/** Records, in every frame, how many ranges the page's highlight registry holds for us. */
async function recordMarkSizes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sizes: number[] = [];
    (window as unknown as { markSizes: number[] }).markSizes = sizes;
    const sample = () => {
      const size = CSS.highlights.get('dialbridge-phone')?.size ?? 0;
      if (sizes[sizes.length - 1] !== size) sizes.push(size);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

test('an app rendering 3,000 rows at once: the registry changes at most twice, not per slice', async ({
  context,
}) => {
  const rows = 3_000;
  const table = longTable(rows);
  const page = await context.newPage();
  await page.route(`${fixtures.url}/app.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: SHELL }),
  );
  await page.goto(`${fixtures.url}/app.html`);
  // The empty shell is scanned (nothing to mark) before the app renders.
  expect(await pageNumbers(context, page)).toEqual([]);
  await recordMarkSizes(page);
  await page.evaluate((html) => {
    document.querySelector('tbody')!.insertAdjacentHTML('beforeend', html);
  }, table.rows);

  const listed = await pageNumbers(context, page);
  expect(listed).toHaveLength(table.dials.length);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { markSizes: number[] }).markSizes.at(-1)),
    )
    .toBe(table.dials.length);
  const sizes = await page.evaluate(() => (window as unknown as { markSizes: number[] }).markSizes);
  // 0 before; then the first screenful, then everything (or everything at once).
  expect(sizes[0]).toBe(0);
  expect(sizes.length, `sizes seen frame by frame: ${sizes.join(', ')}`).toBeLessThanOrEqual(3);
});
