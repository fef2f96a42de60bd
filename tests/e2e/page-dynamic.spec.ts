/**
 * A page built with Preact re-renders its table (rows added, removed, reordered, changed, a
 * single-page-app navigation): the list of numbers follows it, and the page keeps working with
 * no console error, because the content script never touches the page's nodes.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { collectErrors, expectedDials, pageNumbers, textPoint } from './helpers/page';
import { openControl } from './helpers/overlay';

const fixtures = servedFixtures();

async function listed(context: BrowserContext, page: Page): Promise<string[]> {
  return (await pageNumbers(context, page)).map((number) => number.dial);
}

async function model(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { tableModel: string[] }).tableModel);
}

/** Clicks a button of the page and waits for Preact's re-render to commit. */
async function press(page: Page, label: string): Promise<void> {
  const before = await page.evaluate(() => (window as unknown as { renders: number }).renders);
  await page.getByRole('button', { name: label }).click();
  await page.waitForFunction(
    (count) => (window as unknown as { renders: number }).renders > count,
    before,
  );
}

test('the list follows a Preact table as it re-renders, with no console errors', async ({
  context,
}) => {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${fixtures.url}/preact-table.html`);
  await page.waitForFunction(() =>
    Array.isArray((window as unknown as { tableModel?: string[] }).tableModel),
  );
  expect(await listed(context, page)).toEqual(expectedDials('preact-table'));

  for (const label of [
    'Add row',
    'Remove first row',
    'Reverse rows',
    'Change first number',
    'Add row',
    'Render 100 rows',
    'Next page',
  ]) {
    await press(page, label);
    // pageNumbers waits for the scan of the page's change to settle before it answers.
    expect(await listed(context, page), `after "${label}"`).toEqual(await model(page));
  }
  expect(new URL(page.url()).search).toBe('?page=2');
  await page.goBack();
  await page.waitForFunction(
    () => (window as unknown as { tableModel: string[] }).tableModel.length === 5,
  );
  expect(await listed(context, page)).toEqual(await model(page));

  // The page's own rendering still works after all that, and the control still appears.
  const point = await textPoint(page, 'tbody tr:first-child td.phone');
  await openControl(page, { x: point.x, y: point.y });
  expect(errors).toEqual([]);
});

test('removed numbers are forgotten and new ones appear on a plain DOM page', async ({
  context,
}) => {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${fixtures.url}/crm-en.html`);
  const initial = await listed(context, page);
  await page.evaluate(() => document.getElementById('international')!.remove());
  const withoutInternational = await listed(context, page);
  expect(withoutInternational).not.toContain('442079460958');
  expect(withoutInternational).not.toContain('966561239876'); // the callback field went with it
  expect(withoutInternational.length).toBe(initial.length - 7);

  await page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'late';
    p.append(
      'Late addition: ',
      Object.assign(document.createElement('span'), { textContent: '058' }),
      ' 765 4321',
    );
    document.getElementById('contact')!.append(p);
  });
  expect(await listed(context, page)).toContain('966587654321');

  // Text edited in place (characterData), then hidden by a style change.
  await page.evaluate(() => {
    const late = document.getElementById('late')!;
    late.lastChild!.nodeValue = ' 765 4300';
  });
  const edited = await listed(context, page);
  expect(edited).toContain('966587654300');
  expect(edited).not.toContain('966587654321');
  await page.evaluate(() => document.getElementById('late')!.style.setProperty('display', 'none'));
  expect(await listed(context, page)).not.toContain('966587654300');

  // A hidden element shown (the `hidden` attribute removed): its number appears.
  await page.evaluate(() => {
    (document.querySelector('#hidden div[hidden]') as HTMLElement).hidden = false;
  });
  expect(await listed(context, page)).toContain('966551112222');
  expect(errors).toEqual([]);
});

/**
 * A contact card as a real CRM's sidebar renders it: the number, then its label in the next span,
 * laid out apart by the app's styles. Going to the next contact, the app keeps the elements and
 * rewrites their text in place. `rows` pads the page so it is walked without the digit walker
 * (over 8,000 elements).
 */
const card = (rows: number) => `<!doctype html><html><head><meta charset="utf-8"><style>
.line{display:flex;gap:12px}.line span{display:block}</style></head><body><h1>Contact</h1>
<div class="line"><span id="number">056-368-0978</span><span id="label">Home</span></div>
<div class="line"><span>Work</span><span id="work">+966 11 465 0000</span></div>
${'<div><b>Order</b> <i>A-1</i></div>'.repeat(rows)}</body></html>`;

for (const rows of [0, 3_000]) {
  test(`a number with its label in the next span is found fresh and after the app rewrites the card in place${rows ? ', on a page too big for the digit walker' : ''}`, async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.route(`${fixtures.url}/card.html`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: card(rows) }),
    );
    await page.goto(`${fixtures.url}/card.html`);
    expect(await listed(context, page)).toEqual(['966563680978', '966114650000']);
    // The next contact: the same elements, their text rewritten.
    await page.evaluate(() => {
      (document.querySelector('#number')!.firstChild as Text).data = '055-111-2233';
      (document.querySelector('#label')!.firstChild as Text).data = 'Mobile';
      (document.querySelector('#work')!.firstChild as Text).data = '+966 12 555 0101';
    });
    expect(await listed(context, page)).toEqual(['966551112233', '966125550101']);
  });
}

/** A dialog that fades in, as Material UI's do: added at opacity 0, then a 300 ms transition to 1. */
const FADING = `<!doctype html><html><head><meta charset="utf-8"><style>
.dialog{opacity:0;transition:opacity 300ms}.dialog.shown{opacity:1}</style></head><body>
<h1>Contacts</h1><button id="open">Details</button><script>
document.querySelector('#open').addEventListener('click', () => {
  const dialog = document.createElement('div');
  dialog.className = 'dialog';
  dialog.innerHTML = '<h2>Layla Hassan</h2><p>Call her on 055 123 0099 after noon.</p>';
  document.body.append(dialog);
  requestAnimationFrame(() => requestAnimationFrame(() => dialog.classList.add('shown')));
});
</script></body></html>`;

test('a number in a dialog that fades in is found once the fade ends', async ({ context }) => {
  const page = await context.newPage();
  await page.route(`${fixtures.url}/fading.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: FADING }),
  );
  await page.goto(`${fixtures.url}/fading.html`);
  expect(await listed(context, page)).toEqual([]);
  await page.click('#open');
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.dialog');
    return dialog !== null && getComputedStyle(dialog).opacity === '1';
  });
  await expect.poll(() => listed(context, page)).toEqual(['966551230099']);
});

/**
 * Views real apps reveal without adding nodes: a panel that slides in (transform), a `details`
 * opened, a collapsed section shown by a class (one of its numbers split over spans), a field
 * shown by a style change, and a virtualised list that reuses its row elements and rewrites their
 * text as it scrolls.
 */
const REVEALED = `<!doctype html><html><head><meta charset="utf-8"><style>
.panel{position:fixed;top:0;right:0;width:260px;opacity:0;transform:translateX(60px);
transition:transform 250ms,opacity 250ms}.panel.open{transform:none;opacity:1}.collapsed{display:none}
#viewport{height:200px;overflow:auto}#spacer{position:relative}.row{position:absolute;height:20px}
</style></head><body><h1>Customer</h1>
<button id="slide">Notes</button><aside class="panel"><p>Callback on 055 123 0001</p></aside>
<details><summary>More</summary><p>Mobile 055 123 0002</p></details>
<button id="expand">Show contacts</button><div id="contacts" class="collapsed"><p>Office 011 465 0003</p>
<p>Mobile <span>055</span> <b>123</b> 0005</p></div>
<p id="secret" style="visibility:hidden">Home 055 123 0004</p>
<div id="viewport"><div id="spacer"></div></div>
<script>
document.querySelector('#slide').onclick = () => document.querySelector('.panel').classList.add('open');
document.querySelector('#expand').onclick = () => document.querySelector('#contacts').classList.remove('collapsed');
// 1,000 rows, 20 px each; ten row elements reused for whatever is in view.
const viewport = document.querySelector('#viewport'), spacer = document.querySelector('#spacer');
spacer.style.height = '20000px';
const rows = Array.from({ length: 10 }, () => spacer.appendChild(Object.assign(document.createElement('div'), { className: 'row' })));
const render = () => {
  const first = Math.floor(viewport.scrollTop / 20);
  rows.forEach((row, i) => {
    const index = first + i;
    row.style.top = index * 20 + 'px';
    const digits = String(10000000 + index);
    row.textContent = 'Customer ' + index + ': 056 ' + digits.slice(1, 4) + ' ' + digits.slice(4);
  });
};
viewport.addEventListener('scroll', render);
render();
</script></body></html>`;

test('numbers revealed by a slide, a details, a class, a style and a virtualised list are found', async ({
  context,
}) => {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.route(`${fixtures.url}/revealed.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: REVEALED }),
  );
  await page.goto(`${fixtures.url}/revealed.html`);
  await expect.poll(() => listed(context, page)).toContain('966560000000');
  const hidden = [
    '966551230001',
    '966551230002',
    '966114650003',
    '966551230005',
    '966551230004',
    '966560000500',
  ];
  for (const dial of hidden) expect(await listed(context, page)).not.toContain(dial);

  await page.click('#slide');
  await page.click('summary');
  await page.click('#expand');
  await page.evaluate(() => document.getElementById('secret')!.style.removeProperty('visibility'));
  await page.evaluate(() => {
    document.getElementById('viewport')!.scrollTop = 500 * 20;
  });
  // Each reveal is followed on its own (the list re-renders on the scroll event of a later
  // frame): the list is asked until all of them are in it.
  await expect.poll(() => listed(context, page)).toEqual(expect.arrayContaining(hidden));
  // The reused rows no longer show the first customers.
  await expect.poll(() => listed(context, page)).not.toContain('966560000000');
  expect(errors).toEqual([]);
});
