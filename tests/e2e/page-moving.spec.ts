/**
 * A page that changes under the control: the number a call button or an open menu stands for is
 * rewritten in place (a live refresh reusing the row), moved by a re-sort, replaced or hidden.
 * The control closes, and the person's click where it stood calls no one; the number now shown
 * there is called only from its own control. Keyboard stepping visits exactly the numbers the
 * person can see, through a scroll box of the page's own, and a page moving focus onto a number
 * never turns the person's keys into a call. Every request is counted at the sandbox.
 */
import type { Page } from '@playwright/test';
import { expect, test, servedFixtures, type BridgeOnClick } from './helpers/browser';
import type { BrowserContext } from '@playwright/test';
import { pageNumbers, textPoint } from './helpers/page';
import { buttonOf, openControl, overlayState, type OverlayButton } from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const fixtures = servedFixtures();

async function openLive(
  context: BrowserContext,
  bridgeOnClick: BridgeOnClick,
  query = '',
): Promise<Page> {
  await bridgeOnClick();
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/live-rows.html${query}`);
  await pageNumbers(context, page);
  return page;
}

/** The person's pointer on a control's button, waiting until it takes a click (not clicking). */
async function aimAt(page: Page, button: { x: number; y: number }, ready: () => Promise<boolean>) {
  await page.mouse.move(button.x, button.y, { steps: 4 });
  await expect.poll(ready).toBe(true);
}

/** Nothing a click that calls shows at once ("Asking the service to call …"). */
const CALL_STARTED = /Asking the service|queued|Calling|connected/;

const CHANGES: Array<[string, (page: Page) => Promise<void>]> = [
  [
    'rewritten in place',
    (page) => page.evaluate(() => rewriteRow('row-1', 'Zaid Omar', '0559990001')),
  ],
  ['moved by a re-sort', (page) => page.evaluate(() => reverseRows())],
  ['replaced', (page) => page.evaluate(() => replaceRow('row-1', 'Zaid Omar', '0559990001'))],
  ['hidden', (page) => page.evaluate(() => hideRow('row-1'))],
];

declare function rewriteRow(id: string, name: string, phone: string): void;
declare function reverseRows(): void;
declare function replaceRow(id: string, name: string, phone: string): void;
declare function hideRow(id: string): void;

test('the number under an open menu changes: the menu closes, the click calls no one', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openLive(context, bridgeOnClick);
  for (const [change, apply] of CHANGES) {
    await page.reload();
    await pageNumbers(context, page);
    const menu = await openControl(page, await textPoint(page, '#row-1 .phone'));
    expect(menu.title, change).toBe('+966 55 123 0001');
    const bridge: OverlayButton = buttonOf(menu, 'bridge');
    await aimAt(page, bridge, async () => (await overlayState(page)).ready);
    await apply(page);
    await page.mouse.click(bridge.x, bridge.y);
    const after = await overlayState(page);
    expect(after.toast, change).not.toMatch(CALL_STARTED);
    await expect.poll(async () => (await overlayState(page)).panelShown, change).toBe(false);
  }
  // The row now shows another customer: their own control calls them, once, by their name.
  await page.reload();
  await pageNumbers(context, page);
  await page.evaluate(() => rewriteRow('row-1', 'Zaid Omar', '0559990001'));
  const menu = await openControl(page, await textPoint(page, '#row-1 .phone'));
  expect(menu.title).toBe('+966 55 999 0001');
  const bridge = buttonOf(menu, 'bridge');
  await aimAt(page, bridge, async () => (await overlayState(page)).ready);
  await page.mouse.click(bridge.x, bridge.y);
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  expect(bridgeCalls(sandbox)[0]!.form.second_callee_number).toBe('966559990001');
});

test('the number beside a call button changes: the button goes, its click opens no menu', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openLive(context, bridgeOnClick);
  for (const [change, apply] of CHANGES) {
    await page.reload();
    await pageNumbers(context, page);
    const point = await textPoint(page, '#row-1 .phone');
    await page.mouse.move(point.x, point.y, { steps: 2 });
    await expect.poll(async () => (await overlayState(page)).affordance).not.toBeNull();
    const button = (await overlayState(page)).affordance!;
    await aimAt(page, button, async () => !!(await overlayState(page)).affordance?.ready);
    await apply(page);
    await expect.poll(async () => (await overlayState(page)).affordance, change).toBeNull();
    await page.mouse.click(button.x, button.y);
    // A menu opened by that click would show now, in the click's own task.
    expect((await overlayState(page)).panelShown, change).toBe(false);
  }
  expect(bridgeCalls(sandbox)).toHaveLength(0);
});

test('Alt+Shift+↓ visits exactly the numbers on screen, through a scroll box, in reading order', async ({
  context,
  bridgeOnClick,
}) => {
  const page = await openLive(context, bridgeOnClick);
  const title = async () => (await overlayState(page)).title;
  // Each press lands on the next number expected: one hidden between two would be offered in
  // its place, and the wait for the expected one would fail.
  const visits = async (numbers: string[]) => {
    for (const number of numbers) {
      await page.keyboard.press('Alt+Shift+ArrowDown');
      await expect.poll(title).toBe(number);
    }
  };
  const rows = ['+966 55 123 0001', '+966 55 123 0002', '+966 55 123 0003'];
  // The notes panel shows four of its six lines; the two scrolled out are not visited, and the
  // number below the panel is reached.
  await visits([
    ...rows,
    '+966 55 123 0011',
    '+966 55 123 0012',
    '+966 55 123 0013',
    '+966 55 123 0014',
    '+966 55 123 0099',
  ]);
  // Scrolled two lines down, the panel shows the last four of its notes, and only those.
  await page.keyboard.press('Escape');
  await expect.poll(title).toBe('');
  await page.evaluate(() => document.getElementById('notes')!.scrollBy(0, 40));
  await visits([
    ...rows,
    '+966 55 123 0013',
    '+966 55 123 0014',
    '+966 55 123 0015',
    '+966 55 123 0016',
    '+966 55 123 0099',
  ]);
});

for (const attack of ['timer', 'tab'] as const) {
  test(`a page moving focus onto a number (${attack}) never turns the person's keys into a call`, async ({
    context,
    sandbox,
    bridgeOnClick,
  }) => {
    const page = await openLive(context, bridgeOnClick, `?attack=${attack}`);
    await page.focus('#pick');
    // The person works the select with the keys meant for it; the page focuses the number.
    await page.keyboard.press(attack === 'tab' ? 'Tab' : 'ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('focusable');
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForTimeout(700);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(700);
    await page.keyboard.press('Enter');
    const state = await overlayState(page);
    expect(state.affordance).toBeNull();
    expect(state.panelShown).toBe(false);
    expect(state.toast).not.toMatch(CALL_STARTED);
    expect(bridgeCalls(sandbox)).toHaveLength(0);
  });
}

test('at the window’s bottom, a click refused as too early leaves the menu whole; the next one calls', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openLive(context, bridgeOnClick);
  // A short window with the number at its bottom: the menu stands above it, its foot near the
  // window's bottom edge, where a line more would push it out.
  await page.setViewportSize({ width: 900, height: 420 });
  await page.evaluate(() => document.getElementById('below')!.scrollIntoView({ block: 'end' }));
  const number = await textPoint(page, '#below', '0551230099');
  const menu = await openControl(page, number);
  const bridge = buttonOf(menu, 'bridge');
  const lowest = Math.max(...menu.buttons.map((button) => button.y));
  // Closed and opened again from its call button, then straight onto "Bridge now" (where it
  // stood the first time) with a click at once: too early, refused, and said so.
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 5);
  await page.mouse.move(number.x, number.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).affordance?.ready).toBe(true);
  const button = (await overlayState(page)).affordance!;
  await page.mouse.move(button.x, button.y, { steps: 2 });
  await page.mouse.click(button.x, button.y);
  await page.mouse.click(bridge.x, bridge.y);
  const refused = await overlayState(page);
  expect(refused.refusal).toMatch(/just appeared/);
  // The refusal did not grow the menu: its buttons are where they were, inside the window.
  expect(refused.buttons.map((button) => button.y)).toEqual(menu.buttons.map((button) => button.y));
  expect(lowest).toBeLessThan(420);
  await expect.poll(async () => (await overlayState(page)).ready).toBe(true);
  await page.mouse.click(bridge.x, bridge.y);
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  expect(bridgeCalls(sandbox)[0]!.form.second_callee_number).toBe('966551230099');
});

test('in running text the call button hides no word: it takes the margin beside the text', async ({
  context,
  bridgeOnClick,
}) => {
  const page = await openLive(context, bridgeOnClick);
  const number = await textPoint(page, '#running', '0551230055');
  await page.mouse.move(number.x, number.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).affordance).not.toBeNull();
  const button = (await overlayState(page)).affordance!;
  // Every character the page draws, against the button's 20-pixel box around its centre.
  const hidden = await page.evaluate(({ x, y }) => {
    const [left, top, right, bottom] = [x - 10, y - 10, x + 10, y + 10];
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text.data[i]!)) continue;
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        if (box.right > left && box.left < right && box.bottom > top && box.top < bottom)
          covered.push(text.data[i]!);
      }
    }
    return covered.join('');
  }, button);
  expect(hidden).toBe('');
  expect((await overlayState(page)).title).toBe('+966 55 123 0055');
});
