/**
 * An app renders its empty shell, then 450 rows at once when its data request answers, then 450
 * new rows in their place. Each render's numbers on screen are marked in the first frame that
 * shows it, however busy the machine: the scan of a render starts in that frame and marks the
 * screen before it stops. The `dialbridge:first-callable` mark comes after the rows went in, once
 * every row on screen has its number marked. A customer card opened while a render's scan is
 * still under way is marked in the first frame that shows it too. Only the order of events is
 * asserted, never a duration.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { pageNumbers } from './helpers/page';

const fixtures = servedFixtures();

interface ScreenMarks {
  onScreen: number;
  markedOnScreen: number;
}

interface AppWindow {
  atCallable: ScreenMarks | null;
  afterFirstFrame: ScreenMarks[];
  cardMarked: boolean | null;
  render(seed: number, withCard?: boolean): void;
}

test('each render of a list is marked on screen in the frame that shows it; first-callable follows the first', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/spa-list.html`);
  await page.waitForFunction(() => (window as unknown as AppWindow).atCallable);
  const [inserted, callable] = await page.evaluate(() =>
    ['app:rows-inserted', 'dialbridge:first-callable'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    ),
  );
  expect(inserted).not.toBeNull();
  expect(callable).toBeGreaterThan(inserted!);
  const atCallable = await page.evaluate(() => (window as unknown as AppWindow).atCallable!);
  expect(atCallable.onScreen).toBeGreaterThan(5);
  expect(atCallable.markedOnScreen).toBe(atCallable.onScreen);
  const first = await page.evaluate(() => (window as unknown as AppWindow).afterFirstFrame[0]!);
  expect(first.markedOnScreen).toBe(first.onScreen);
  expect(await pageNumbers(context, page)).toHaveLength(450);

  // The list is loaded again with other customers: a big change once the page is callable.
  await page.evaluate(() => (window as unknown as AppWindow).render(1));
  await page.waitForFunction(() => (window as unknown as AppWindow).afterFirstFrame[1]);
  const second = await page.evaluate(() => (window as unknown as AppWindow).afterFirstFrame[1]!);
  expect(second.onScreen).toBeGreaterThan(5);
  expect(second.markedOnScreen).toBe(second.onScreen);
  expect(await pageNumbers(context, page)).toHaveLength(450);

  // Loaded once more, and a customer card opens right after the first frame, before the rest of
  // the list is scanned: the card is not left waiting for the list.
  await page.evaluate(() => (window as unknown as AppWindow).render(2, true));
  await page.waitForFunction(() => (window as unknown as AppWindow).cardMarked !== null);
  expect(await page.evaluate(() => (window as unknown as AppWindow).cardMarked)).toBe(true);
  expect(await pageNumbers(context, page)).toHaveLength(451);
});
