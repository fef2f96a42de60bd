/**
 * The right number on an ordinary day, with no attacker: a pointer moved like a person's over a
 * card of numbers 20 px apart, the menu opening downward and upward in a scrolled page, keyboard
 * stepping with a number the page keeps off-screen and a page that takes focus away, and numbers
 * the page shows in another order than it writes them. What reaches the sandbox is the number the
 * person chose, or nothing.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sandboxUrls, test, type BridgeOnClick, servedFixtures } from './helpers/browser';
import { pageList, textPoint } from './helpers/page';
import { openControl, overlayState, personClick } from './helpers/overlay';
import { openHostilePage } from './helpers/hostile';
import type { Sandbox } from '../sandbox/server';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
const CARD_CLIP = { x: 0, y: 0, width: 1280, height: 160 };
const fixtures = servedFixtures();

type Language = 'en' | 'ar';

function openCard(
  context: BrowserContext,
  bridgeOnClick: BridgeOnClick,
  language: Language,
  clickAction: 'bridge' | 'webrtc' = 'bridge',
): Promise<Page> {
  const url = `${fixtures.url}/reach-card.html${language === 'ar' ? '?dir=rtl' : ''}`;
  return openHostilePage(context, bridgeOnClick, url, {
    language,
    clickAction,
  });
}

/** Every number a call request of any kind carried to the sandbox. */
/** Whether a number inside `selector` is tinted as callable (in the page's highlight registry). */
async function marked(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const holder = document.querySelector(css)!;
    return [...(CSS.highlights.get('dialbridge-phone') ?? [])].some((range) =>
      holder.contains((range as AbstractRange).startContainer),
    );
  }, selector);
}

function calledNumbers(sandbox: Sandbox): string[] {
  return sandbox.requests.flatMap((request) =>
    request.path === '/api/v1/call/bridge'
      ? [String(request.form.second_callee_number)]
      : request.path === '/integration.php'
        ? [String(request.query.phone_number)]
        : [],
  );
}

/** The on-screen box of the text of `selector`. */
async function textBox(page: Page, selector: string) {
  return page.evaluate((css) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(css)!);
    const { left, top, right, bottom } = range.getBoundingClientRect();
    return { left, top, right, bottom };
  }, selector);
}

/** The menu's box, from its buttons and name field (the overlay's root is closed to the page). */
async function menuSpan(page: Page): Promise<{ top: number; bottom: number }> {
  const state = await overlayState(page);
  const ys = [...state.buttons.map((button) => button.y), state.name?.y ?? Infinity];
  return { top: Math.min(...ys) - 20, bottom: Math.max(...state.buttons.map((b) => b.y)) + 20 };
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: from one number to the next, a click at the second never calls the first`, async ({
    context,
    sandbox,
    bridgeOnClick,
  }) => {
    const page = await openCard(context, bridgeOnClick, language);
    const mobile = await textPoint(page, '#mobile', '0551230001');
    const work = await textPoint(page, '#work', '0551230002');
    expect(work.y - mobile.y).toBe(20);

    // The person opens Mobile's menu: it covers neither Work nor Home.
    const opened = await openControl(page, mobile);
    expect(opened.title).toBe('+966 55 123 0001');
    const menu = await menuSpan(page);
    for (const line of ['#work', '#home']) {
      const box = await textBox(page, line);
      const overlapsX = opened.buttons.some(
        (button) => button.x > box.left && button.x < box.right,
      );
      expect(overlapsX && box.bottom > menu.top && box.top < menu.bottom).toBe(false);
    }
    // Then changes their mind and goes straight down to Work, clicking at once where it is.
    await page.mouse.move(work.x, work.y, { steps: 3 });
    await page.mouse.click(work.x, work.y);
    await page.waitForTimeout(600);
    expect(calledNumbers(sandbox)).toEqual([]);

    // From Work, the first action offered calls Work.
    if (SHOTS) {
      await page.mouse.move(work.x, work.y, { steps: 2 });
      await expect.poll(async () => (await overlayState(page)).affordance).not.toBeNull();
      await page.screenshot({ path: `${SHOTS}/call-button-${language}.png`, clip: CARD_CLIP });
    }
    const atWork = await openControl(page, work);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/call-menu-${language}.png` });
    expect(atWork.title).toBe('+966 55 123 0002');
    await personClick(page, atWork.buttons[0]!);
    await expect.poll(() => calledNumbers(sandbox)).toEqual(['966551230002']);
    await page.waitForTimeout(300);
    expect(calledNumbers(sandbox)).toEqual(['966551230002']);
  });

  test(`${language}: at the bottom of a scrolled page the menu opens upward, over no other number`, async ({
    context,
    sandbox,
    bridgeOnClick,
  }) => {
    const page = await openCard(context, bridgeOnClick, language);
    // The low card's last line sits at the bottom edge of the window.
    await page.evaluate(() => {
      const card = document.getElementById('low-card')!.getBoundingClientRect();
      window.scrollBy(0, card.bottom - window.innerHeight + 4);
    });
    const first = await textPoint(page, '#low-mobile', '0551230004');
    const second = await textPoint(page, '#low-work', '0551230005');
    const opened = await openControl(page, first);
    expect(opened.title).toBe('+966 55 123 0004');
    const menu = await menuSpan(page);
    expect(menu.bottom).toBeLessThanOrEqual(first.y);

    // Down to the next number and a hurried click there: nothing is called.
    await page.mouse.move(second.x, second.y, { steps: 3 });
    await page.mouse.click(second.x, second.y);
    await page.waitForTimeout(600);
    expect(calledNumbers(sandbox)).toEqual([]);
    const atSecond = await openControl(page, second);
    await personClick(page, atSecond.buttons[0]!);
    await expect.poll(() => calledNumbers(sandbox)).toEqual(['966551230005']);
  });
}

test('keyboard stepping visits only numbers on screen, and typing elsewhere ends it', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openCard(context, bridgeOnClick, 'en', 'webrtc');
  const visited: string[] = [];
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await page.waitForTimeout(100);
    const title = (await overlayState(page)).title;
    if (title && visited.at(-1) !== title) visited.push(title);
  }
  // The page keeps one number off-screen and three below the fold: none is stepped to.
  expect(visited).toEqual(['+966 55 123 0001', '+966 55 123 0002', '+966 55 123 0003']);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A stepped number, then the agent types a note: the number is no longer offered.
  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 55 123 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('called back');
  await expect.poll(async () => (await overlayState(page)).affordance).toBeNull();
  // Enter saves the note and the page takes focus away; the next Enter calls no one.
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.body.dataset.noteSaved)).toBe('called back');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(600);
  expect(calledNumbers(sandbox)).toEqual([]);
  expect((await overlayState(page)).panelShown).toBe(false);
});

test('a number the page shows in another order than it writes it is not offered', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const options = await openExtensionPage('options.html');
  await configure(options, { ...sandboxUrls(sandbox), language: 'en' }, sandbox.token);
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/shown-order.html`);
  // Only the three numbers shown as written (or as the browser's own bidi rules draw them) are
  // listed; the nine others are counted, so the popup can say why they are missing.
  const listed = await pageList(context, page);
  expect(listed.numbers.map((number) => number.dial)).toEqual([
    '966583555971',
    '966598765432',
    '966551000550',
  ]);
  expect(listed.notOffered).toBe(9);
  const tricks: [string, string?][] = [
    ['#override > span'],
    ['#bdo > bdo'],
    ['#rlo', '0550001550'],
    ['#rli', '055 000 1550'],
    ['#order .flex'],
    ['#offset > span'],
    ['#mirror > span'],
    ['#spacing > span', '000'],
    ['#boxes', '٨'],
  ];
  // Nor do they look callable, before anyone points at them.
  for (const [trick] of tricks) await expect.poll(() => marked(page, trick)).toBe(false);
  expect(await marked(page, '#plain')).toBe(true);

  // A number written plainly: offered, as the screen shows it.
  const plain = await textPoint(page, '#plain', '0551000550');
  await page.mouse.move(plain.x, plain.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 55 100 0550');
  // Arabic-Indic groups the browser draws right to left in this left-to-right page: offered.
  await page.mouse.move(5, 5);
  await expect.poll(async () => (await overlayState(page)).affordance).toBeNull();
  const arabic = await textPoint(page, '#arabic-digits', '٣٥٥');
  await page.mouse.move(arabic.x, arabic.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 58 355 5971');

  for (const [trick, part] of tricks) {
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await overlayState(page)).affordance).toBeNull();
    const at = await textPoint(page, trick, part);
    await page.mouse.move(at.x, at.y, { steps: 2 });
    await page.waitForTimeout(500);
    const state = await overlayState(page);
    expect({ trick, offered: state.title }).toEqual({ trick, offered: '' });
    // The person is told why, and the number no longer looks callable.
    expect(state.toast).toMatch(/drawn in another order/);
    expect(await marked(page, trick)).toBe(false);
  }
  expect(calledNumbers(sandbox)).toEqual([]);
});

test('a number shown out of order far down the page, or in a panel, loses its tint as it comes near', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/shown-order-far.html`);
  await expect.poll(() => marked(page, '#far-plain')).toBe(true);
  expect(await marked(page, '#top-plain')).toBe(true);
  await page.locator('#far-order').scrollIntoViewIfNeeded();
  await expect.poll(() => marked(page, '#far-order')).toBe(false);
  expect(await marked(page, '#far-plain')).toBe(true);
  await page.locator('#panel-order').scrollIntoViewIfNeeded();
  await expect.poll(() => marked(page, '#panel-order')).toBe(false);
  expect(await marked(page, '#far-plain')).toBe(true);
});
