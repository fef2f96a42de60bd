/**
 * What marking costs the page: the highlight registry is changed once per batch of scanning (and
 * once more for the first screenful), never once per slice, because every change to it repaints
 * the whole document; and it holds the ranges of the window around the viewport only, because
 * every frame after a DOM change pays for each. Seen from the page's own script, frame by frame.
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

test('an app rendering 3,000 rows at once: the registry changes at most twice, and holds the window only', async ({
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

  // page-numbers answers once the scan of the change has settled (and marks nothing itself).
  const listed = await pageNumbers(context, page);
  expect(listed).toHaveLength(table.dials.length);
  // One more frame, so the sampler sees the last change.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  const sizes = await page.evaluate(() => (window as unknown as { markSizes: number[] }).markSizes);
  const seen = `sizes seen frame by frame: ${sizes.join(', ')}`;
  // 0 before; then the first screenful, then the window (or the window at once).
  expect(sizes[0]).toBe(0);
  expect(sizes.length, seen).toBeGreaterThan(1);
  expect(sizes.length, seen).toBeLessThanOrEqual(3);
  // Ranges only for the window around the viewport, not for the 3,000 rows' 3,900 numbers.
  expect(sizes.at(-1)!, seen).toBeLessThan(table.dials.length / 10);
});
