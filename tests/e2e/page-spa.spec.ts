/**
 * A single-page app changes its DOM every way it can — a view rebuilt twice in one frame and
 * across frames, subtrees replaced, text changed in place, nodes moved, text nodes swapped —
 * and after each the `page-numbers` list is exactly the numbers on screen, in document order,
 * each once, and the control opens on the number the person points at.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { collectErrors, pageNumbers, textPoint } from './helpers/page';
import { overlayState } from './helpers/overlay';

const fixtures = servedFixtures();

async function listed(context: BrowserContext, page: Page): Promise<string[]> {
  return (await pageNumbers(context, page)).map((number) => number.dial);
}

/** The page's own model of what it shows (data-dial of its rows, in document order). */
async function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { onScreen: string[] }).onScreen);
}

/** Clicks one of the page's buttons and waits until that operation's last step has run. */
async function press(page: Page, label: string): Promise<void> {
  const before = await page.evaluate(() => (window as unknown as { renders: number }).renders);
  await page.getByRole('button', { name: label }).click();
  await page.waitForFunction(
    (count) => (window as unknown as { renders: number }).renders > count,
    before,
  );
}

/** The control opens on the last number of the sidebar and names that number. */
async function hoverLastSidebarNumber(page: Page, expected: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await overlayState(page)).panelShown).toBe(false);
  const point = await textPoint(page, '#sidebar .phone-row:last-child .value');
  await page.mouse.move(point.x, point.y);
  await expect.poll(async () => (await overlayState(page)).title).toBe(expected);
}

const OPERATIONS: Array<[string, string[], string]> = [
  ['Rebuild twice in one frame', ['966551234567', '966114650000'], '+966 11 465 0000'],
  ['Rebuild across frames', ['966551234567', '966114650000'], '+966 11 465 0000'],
  ['Open contact', ['966551234567', '966114650000'], '+966 11 465 0000'],
  ['Replace subtree', ['966509876543', '966567654321'], '+966 56 765 4321'],
  ['Change text in place', ['966581112233', '966567654321'], '+966 56 765 4321'],
  ['Replace text node', ['966581112233', '966567654321'], '+966 56 765 4321'],
];

for (const [label, expected, hovered] of OPERATIONS) {
  test(`after "${label}" the list is the numbers on screen, each once`, async ({ context }) => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${fixtures.url}/spa-rebuild.html`);
    expect(await listed(context, page)).toEqual(['966551234567', '966114650000']);
    // Each operation runs on the state the ones before it left, as an agent's session would.
    for (const [before] of OPERATIONS.slice(
      0,
      OPERATIONS.findIndex(([name]) => name === label),
    ))
      await press(page, before);
    await press(page, label);
    expect(await onScreen(page)).toEqual(expected);
    expect(await listed(context, page)).toEqual(expected);
    await hoverLastSidebarNumber(page, hovered);
    expect(errors).toEqual([]);
  });
}

test('nodes moved between the sidebar and the list are listed where they now are', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/spa-rebuild.html`);
  await press(page, 'Replace subtree');
  await press(page, 'Move nodes');
  await press(page, 'Move nodes');
  const shown = await onScreen(page);
  expect(shown).toEqual(['966509876543', '966567654321']);
  expect(await listed(context, page)).toEqual(shown);
});
