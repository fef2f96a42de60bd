/**
 * What marking costs the page: the highlight registry is changed once per batch of scanning (and
 * once more for the screenful, until the page is first callable and for a big change that one
 * slice does not finish), never once per slice,
 * because every change to it repaints the whole document; and it holds the ranges of the window
 * around the viewport only, because every frame after a DOM change pays for each. The page's own
 * changes are marked in the frame that shows them, so marking them is no frame of its own. Seen
 * from the page's own script, frame by frame.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { longTable } from './helpers/long-page';
import { pageNumbers } from './helpers/page';

const fixtures = servedFixtures();

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head>
<body><h1>Customers</h1><table><tbody></tbody></table></body></html>`;

/** A fresh page serving `html` at `name`, once the scanner has settled on it. */
async function openScanned(context: BrowserContext, name: string, html: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(`${fixtures.url}/${name}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${fixtures.url}/${name}`);
  await pageNumbers(context, page);
  return page;
}

/**
 * Records, frame by frame, each change to the set of our ranges in the page's highlight registry
 * (not only its size: re-rendered rows' ranges replace as many old ones), as how long after the
 * page's last scroll event it was seen (Infinity when the page never scrolled). The clock at the
 * sample, not the frame's start time: the change may have come after that.
 */
/**
 * When the page's highlight registry changed, as windows: sampled once a frame, a change is known
 * to have happened after one frame's sample (`after`) and by the next (`by`). Scroll events'
 * times are kept too, so a test can tell whether the scanner waited for stillness whatever the
 * machine's frame rate.
 */
interface RegistryLog {
  scrolls: number[];
  changes: { after: number; by: number }[];
}

async function recordRegistryChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: RegistryLog = { scrolls: [], changes: [] };
    (window as unknown as { registry: RegistryLog }).registry = log;
    addEventListener('scroll', () => log.scrolls.push(performance.now()), { capture: true });
    let seen = new Set(CSS.highlights.get('dialbridge-phone') ?? []);
    let sampled = performance.now();
    const sample = () => {
      const now = new Set(CSS.highlights.get('dialbridge-phone') ?? []);
      const at = performance.now();
      if (now.size !== seen.size || [...now].some((range) => !seen.has(range)))
        log.changes.push({ after: sampled, by: at });
      seen = now;
      sampled = at;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** What recordRegistryChanges has seen, after one more frame (it samples once a frame). */
async function registryChanges(page: Page): Promise<RegistryLog> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return page.evaluate(() => (window as unknown as { registry: RegistryLog }).registry);
}

/**
 * The longest the page had been without a scroll event at any moment of a change's window: at
 * its end, or just before a scroll event that came inside it.
 */
function stillnessDuring(change: { after: number; by: number }, scrolls: number[]): number {
  const lastBefore = (time: number) => Math.max(-Infinity, ...scrolls.filter((s) => s < time));
  const moments = [change.by, ...scrolls.filter((s) => s > change.after && s <= change.by)];
  return Math.max(...moments.map((moment) => moment - lastBefore(moment)));
}

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

test('an app re-rendering 300 rows of a long page that is callable: the registry changes at most twice, and the new rows are marked', async ({
  context,
}) => {
  const before = longTable(3_000);
  const page = await openScanned(context, 'long-app.html', before.html);
  await recordRegistryChanges(page);
  const changed = Array.from({ length: 300 }, (_, row) => row);
  await page.evaluate((rows) => {
    const body = document.querySelector('tbody')!;
    for (let row = 0; row < 300; row++) body.firstElementChild!.remove();
    body.insertAdjacentHTML('afterbegin', rows);
  }, longTable(300, changed).rows);

  await pageNumbers(context, page);
  const { changes } = await registryChanges(page);
  const marked = await page.evaluate(() =>
    [...(CSS.highlights.get('dialbridge-phone') ?? [])].map((mark) => {
      const range = new Range();
      range.setStart(mark.startContainer, mark.startOffset);
      range.setEnd(mark.endContainer, mark.endOffset);
      return range.toString();
    }),
  );
  // The re-rendered rows' marks and the old ones' removal in one go; or, when the frame that
  // shows the change cannot scan all of it, the screen's first and the rest in one more.
  expect(changes.length).toBeGreaterThanOrEqual(1);
  expect(changes.length).toBeLessThanOrEqual(2);
  // Row 0 now shows 0590000000 (it showed 0550000000): marked, and the old number is not.
  expect(marked).toContain('0590000000');
  expect(marked).not.toContain('0550000000');
});

for (const scrolling of [false, true]) {
  test(`re-rendered rows on screen are marked in the frame that first shows them, not a frame later${scrolling ? ', also while the page keeps scrolling' : ''}`, async ({
    context,
  }) => {
    const before = longTable(3_000);
    const page = await openScanned(context, 'frame-app.html', before.html);
    const changed = [0, 1, 2, 3, 4];
    if (scrolling) {
      // A pixel down and back up every frame: the page is never still, and rows 0 to 4 stay on
      // screen. Window moves wait for stillness; the page's own changes must not.
      await page.evaluate(
        () =>
          new Promise((started) => {
            scrollTo(0, 10);
            let frames = 0;
            const step = () => {
              scrollBy(0, frames % 2 ? 1 : -1);
              if (++frames === 3) started(null);
              requestAnimationFrame(step);
            };
            requestAnimationFrame(step);
          }),
      );
    }
    // The page replaces its top rows in one task and, from that task, asks for a callback in the
    // next frame. The scanner's own request comes from its mutation observer, which runs before the
    // page's microtask, so the page's callback runs after it and before that frame's style, layout
    // and paint: what the registry holds then is what the frame that shows the new rows paints.
    const atFirstFrame = await page.evaluate(
      (rows) =>
        new Promise<string[]>((resolve) => {
          const body = document.querySelector('tbody')!;
          for (let row = 0; row < 5; row++) body.firstElementChild!.remove();
          body.insertAdjacentHTML('afterbegin', rows);
          queueMicrotask(() =>
            requestAnimationFrame(() =>
              resolve(
                [...(CSS.highlights.get('dialbridge-phone') ?? [])].map((mark) => {
                  const range = new Range();
                  range.setStart(mark.startContainer, mark.startOffset);
                  range.setEnd(mark.endContainer, mark.endOffset);
                  return range.toString();
                }),
              ),
            ),
          );
        }),
      longTable(5, changed).rows,
    );
    // Rows 0 to 4 now show 0590000000 and so on (they showed 0550000000 and so on).
    expect(atFirstFrame).toContain('0590000000');
    expect(atFirstFrame).toContain('+966 59 000 0001');
    expect(atFirstFrame).not.toContain('0550000000');
  });
}

test('while the page keeps scrolling, the window moves without touching the registry; marks go in once it is still', async ({
  context,
}) => {
  const table = longTable(3_000);
  const page = await openScanned(context, 'scrolled.html', table.html);
  await recordRegistryChanges(page);
  // Scrolls 60 px a frame for 150 frames (about six screens), as a fling or a held key would.
  await page.evaluate(
    () =>
      new Promise((done) => {
        let frames = 0;
        const step = () => {
          scrollBy(0, 60);
          if (++frames < 150) requestAnimationFrame(step);
          else done(null);
        };
        requestAnimationFrame(step);
      }),
  );
  const rowInView = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('tbody tr')];
    return rows.findIndex((row) => row.getBoundingClientRect().top > innerHeight / 3);
  });
  // The rows scrolled into view are marked once the page is still...
  await expect
    .poll(() =>
      page.evaluate((index) => {
        const row = document.querySelectorAll('tbody tr')[index]!;
        return [...(CSS.highlights.get('dialbridge-phone') ?? [])].some((range) =>
          row.contains((range as AbstractRange).startContainer),
        );
      }, rowInView),
    )
    .toBe(true);
  // ...and no change came while scroll events kept coming: each one comes after the 150 ms of
  // stillness the scanner waits for (less a millisecond: the page's listener runs just after the
  // scanner's). A frame the machine delays past 150 ms is stillness too, so the test asks of each
  // change only that such a moment lies within the frame in which it was seen.
  const { changes, scrolls } = await registryChanges(page);
  expect(changes.length).toBeGreaterThan(0);
  const stillness = changes.map((change) => stillnessDuring(change, scrolls));
  for (const still of stillness)
    expect(still, `stillness before each registry change, ms: ${stillness}`).toBeGreaterThanOrEqual(
      149,
    );
});
