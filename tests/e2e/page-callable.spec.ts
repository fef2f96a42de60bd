/**
 * An app renders its empty shell, then 450 rows at once when its data request answers. The
 * `dialbridge:first-callable` mark means numbers on screen are marked: it comes after the rows
 * went in, once every row on screen has its number marked, and the scan of that render starts in
 * the frame it lands in (the mark comes before the app's third frame after the insertion).
 * Only the order of events in the page's own timeline is asserted, never a duration.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { pageNumbers } from './helpers/page';

const fixtures = servedFixtures();

interface Timeline {
  events: Array<{ name: string; startTime: number }>;
  atCallable: { onScreen: number; markedOnScreen: number } | null;
}

test('first-callable comes after the rows are in and their numbers on screen are marked', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/spa-list.html`);
  await page.waitForFunction(() => (window as unknown as { atCallable: unknown }).atCallable);
  const timeline = await page.evaluate((): Timeline => {
    const names = ['app:rows-inserted', 'app:frame', 'dialbridge:first-callable'];
    const events = performance
      .getEntriesByType('mark')
      .filter((entry) => names.includes(entry.name))
      .map(({ name, startTime }) => ({ name, startTime }));
    return { events, atCallable: (window as unknown as Timeline).atCallable };
  });
  const order = timeline.events
    .sort((a, b) => a.startTime - b.startTime)
    .map((event) => event.name);
  const inserted = order.indexOf('app:rows-inserted');
  const callable = order.indexOf('dialbridge:first-callable');
  expect(inserted).toBeGreaterThanOrEqual(0);
  expect(callable).toBeGreaterThan(inserted);
  // The app's frames after the insertion: the mark comes within its first two.
  const framesBefore = order.slice(inserted, callable).filter((name) => name === 'app:frame');
  expect(framesBefore.length).toBeLessThanOrEqual(2);
  // Every row on screen had its number marked when the mark was set.
  expect(timeline.atCallable!.onScreen).toBeGreaterThan(5);
  expect(timeline.atCallable!.markedOnScreen).toBe(timeline.atCallable!.onScreen);
  expect(await pageNumbers(context, page)).toHaveLength(450);
});
