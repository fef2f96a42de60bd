/**
 * A long page is scanned and marked around the viewport only; what matters is that the agent
 * never notices: numbers scrolled into view become callable, rows the page re-renders there are
 * followed, and the popup's list still has every number of the page, in order.
 */
import type { Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { longTable } from './helpers/long-page';
import { pageNumbers, textPoint } from './helpers/page';
import { overlayState } from './helpers/overlay';

const fixtures = servedFixtures();

const ROWS = 3_000;
const phoneCell = (row: number) => `tbody tr:nth-child(${row + 1}) td.phone`;
/** The number the generator writes in a row's phone cell (see long-page.ts). */
const dialOf = (row: number, second = '5') => `9665${second}${String(row).padStart(7, '0')}`;

/** The digits of the number the control offers when the pointer comes onto the row's phone cell. */
async function offeredDigits(page: Page, row: number): Promise<string> {
  const point = await textPoint(page, phoneCell(row));
  // A pointer that arrives anew each time (the control answers pointer moves), with the control
  // of the last number closed (it sits beside that number, over the next rows).
  await page.keyboard.press('Escape');
  await page.mouse.move(point.x + 300, point.y + 200);
  await page.mouse.move(point.x, point.y, { steps: 2 });
  // The pointer rests there, as a person's would, until the call button shows (or it never does);
  // it may be between layouts while it moves to the new number: ask again then.
  for (let look = 0; look < 10; look++) {
    const state = await overlayState(page).catch(() => null);
    if (state?.affordance) return state.title.replace(/\D/g, '');
    await page.waitForTimeout(100);
  }
  return '';
}

/** How many of our ranges lie in the given row (read from the page's highlight registry). */
async function marksInRow(page: Page, row: number): Promise<number> {
  return page.evaluate((index) => {
    const target = document.querySelectorAll('tbody tr')[index]!;
    let count = 0;
    for (const range of CSS.highlights.get('dialbridge-phone') ?? [])
      if (target.contains((range as AbstractRange).startContainer)) count++;
    return count;
  }, row);
}

/**
 * Turns the wheel over the page, up to a screen at a time, until `row` is in the upper third.
 * A wheel turn's scroll lands after `mouse.wheel` returns (it is animated): each turn waits for
 * the row to have moved and then to hold still for two frames, or the next turn would overshoot.
 */
async function wheelTo(page: Page, row: number): Promise<void> {
  const css = phoneCell(row);
  for (let step = 0; step < 100; step++) {
    const before = await page.evaluate(
      (selector) => document.querySelector(selector)!.getBoundingClientRect().top,
      css,
    );
    const distance = before - (await page.evaluate(() => innerHeight / 3));
    if (Math.abs(distance) < 50) return;
    await page.mouse.wheel(0, Math.sign(distance) * Math.min(700, Math.abs(distance)));
    await page.evaluate(
      ([selector, start]) =>
        new Promise<void>((resolve) => {
          const cell = document.querySelector(selector)!;
          let last = start;
          let still = 0;
          let frames = 0;
          const look = () => {
            const top = cell.getBoundingClientRect().top;
            still = top === last && top !== start ? still + 1 : 0;
            last = top;
            // A turn that moved nothing (it should not happen here) is turned again by the loop.
            if (still >= 2 || ++frames > 120) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
      [css, before] as const,
    );
  }
}

test('numbers scrolled into view become callable, and re-rendered rows there are followed', async ({
  context,
}) => {
  // Scrolling 600 rows a wheel turn at a time, then listing 3,000 rows: over a minute on a
  // shared machine under load (the steps themselves wait on states, not on time).
  test.setTimeout(180_000);
  const table = longTable(ROWS);
  const page = await context.newPage();
  await page.route(`${fixtures.url}/long-window.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: table.html }),
  );
  await page.goto(`${fixtures.url}/long-window.html`);
  await expect.poll(() => offeredDigits(page, 2)).toBe(dialOf(2));
  // Far below the first screens: not marked while the agent is at the top.
  expect(await marksInRow(page, 2_400)).toBe(0);

  // The agent scrolls down with the wheel, a screen at a time, to row 600: past the first
  // window many times over (it covers about a hundred rows here).
  const target = 600;
  await wheelTo(page, target);
  // Row 600 holds one number in its phone cell (a multiple of 10: its third cell holds three more).
  await expect.poll(() => offeredDigits(page, target)).toBe(dialOf(target));
  // Callable: the pointer moves onto the number's call button and the button takes clicks.
  const button = (await overlayState(page)).affordance!;
  await page.mouse.move(button.x, button.y, { steps: 4 });
  await expect
    .poll(async () => (await overlayState(page).catch(() => null))?.affordance?.ready)
    .toBe(true);
  await expect.poll(() => marksInRow(page, target)).toBe(4);
  // The top of the page is far behind: its marks are gone.
  expect(await marksInRow(page, 2)).toBe(0);

  // The page re-renders rows on screen: the new numbers are the ones offered.
  const changed = [target, target + 4, target + 8];
  await page.evaluate(
    ({ rows, css }) => {
      for (const row of rows) {
        const cell = document.querySelector(css.replace('ROW', String(row + 1)))!;
        cell.textContent = cell.textContent!.replace(/5(\d{7})$/, '9$1').replace(/ 55 /, ' 59 ');
      }
    },
    { rows: changed, css: 'tbody tr:nth-child(ROW) td.phone' },
  );
  for (const row of changed)
    await expect.poll(() => offeredDigits(page, row)).toBe(dialOf(row, '9'));

  // The popup's list: every number of the page, in order, the re-rendered ones included.
  const listed = await pageNumbers(context, page);
  expect(listed.map((number) => number.dial)).toEqual(longTable(ROWS, changed).dials);
});

test('a list that scrolls inside an element: its numbers scrolled into view become callable too', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const table = longTable(ROWS);
  // The window itself never scrolls: only the list's own box does, under a fixed header.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inner list</title></head>
<body style="margin:0"><header style="height:60px">Customers</header>
<div style="height:calc(100vh - 60px);overflow:auto"><table><tbody>${table.rows}</tbody></table></div>
</body></html>`;
  const page = await context.newPage();
  await page.route(`${fixtures.url}/inner-list.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${fixtures.url}/inner-list.html`);
  await expect.poll(() => offeredDigits(page, 2)).toBe(dialOf(2));
  expect(await marksInRow(page, 300)).toBe(0);

  // The pointer over the list, the wheel turns it.
  const point = await textPoint(page, phoneCell(2));
  await page.mouse.move(point.x, point.y);
  const target = 300;
  await wheelTo(page, target);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect.poll(() => offeredDigits(page, target)).toBe(dialOf(target));
  await expect.poll(() => marksInRow(page, target)).toBe(4);
  // The top of the list is far behind: its marks are gone.
  await expect.poll(() => marksInRow(page, 2)).toBe(0);

  // Back up with the wheel: the top's numbers are marked and offered again.
  const back = await textPoint(page, phoneCell(target));
  await page.mouse.move(back.x, back.y);
  await wheelTo(page, 10);
  await expect.poll(() => offeredDigits(page, 10)).toBe(dialOf(10));
  await expect.poll(() => marksInRow(page, 10)).toBe(4);
});

test('shadow roots and frames of a long page: looked at as the window reaches them, all listed', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const table = longTable(ROWS);
  // A contact card drawn in an open shadow root and a branch's frame, both below the table; a
  // second card is added at the top once the agent has scrolled to the bottom.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cards</title></head>
<body><table><tbody>${table.rows}</tbody></table>
<contact-card id="bottom" data-number="0551112233"></contact-card>
<iframe srcdoc="<p>Branch 011 234 5678</p>" style="height:60px"></iframe>
<script>
customElements.define('contact-card', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const line = document.createElement('p');
    line.textContent = 'Mobile ' + this.dataset.number;
    this.attachShadow({ mode: 'open' }).append(line);
  }
});
</script></body></html>`;
  const page = await context.newPage();
  await page.route(`${fixtures.url}/long-cards.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${fixtures.url}/long-cards.html`);
  await expect.poll(() => offeredDigits(page, 2)).toBe(dialOf(2));
  /** Our ranges inside the shadow root of the card with this id. */
  const cardMarks = (id: string) =>
    page.evaluate((cardId) => {
      const shadow = document.getElementById(cardId)?.shadowRoot;
      let count = 0;
      for (const range of CSS.highlights.get('dialbridge-phone') ?? [])
        if (shadow && (range as AbstractRange).startContainer.getRootNode() === shadow) count++;
      return count;
    }, id);
  // Far below the window: not looked into while the agent is at the top.
  expect(await cardMarks('bottom')).toBe(0);

  // At the bottom of the page, the card's number is marked.
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cardMarks('bottom')).toBe(1);

  // A card the page adds at the top, now far above the window, is still in the popup's list.
  await page.evaluate(() => {
    const card = document.createElement('contact-card');
    card.id = 'top';
    card.dataset.number = '0553334444';
    document.body.prepend(card);
  });
  const listed = await pageNumbers(context, page);
  expect(listed.map((number) => number.dial)).toEqual([
    '966553334444',
    ...table.dials,
    '966551112233',
    '966112345678',
  ]);
});
