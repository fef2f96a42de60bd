/**
 * The customer's name from the page, in real Chromium with the real sandbox: the control shows
 * the name the page gives the number's record, the bridge reaches the service with it (read from
 * the sandbox's own record of requests), an edited name is what is sent, and a page without a
 * name says so and sends no digits as the name. English and Arabic pages and controls.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sandboxUrls, test, type Configure, servedFixtures } from './helpers/browser';
import { pageNumbers, textPoint } from './helpers/page';
import {
  overlayState,
  personClick,
  type OverlayState,
  openControl,
  buttonOf,
} from './helpers/overlay';
import type { Sandbox } from '../sandbox/server';
import { bridgeCalls } from './helpers/requests';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
const fixtures = servedFixtures();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function setUp(
  configure: Configure,
  openExtensionPage: (path: string) => Promise<Page>,
  sandbox: Sandbox,
  language: 'en' | 'ar',
): Promise<void> {
  const options = await openExtensionPage('options.html');
  await configure(
    options,
    {
      ...sandboxUrls(sandbox),
      agentNumber: '0500000001',
      agentName: language === 'ar' ? 'أمل' : 'Agent Amal',
      bridgeFlowId: 'flow-bridge',
      clickAction: 'bridge',
      language,
    },
    sandbox.token,
  );
  await options.close();
}

async function open(context: BrowserContext, fixture: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/${fixture}`);
  await pageNumbers(context, page);
  return page;
}

/** As a person: the pointer from elsewhere onto the number, until the control is shown. */
async function pointAt(page: Page, selector: string): Promise<OverlayState> {
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 5);
  const point = await textPoint(page, selector);
  await openControl(page, { x: point.x, y: point.y });
  return overlayState(page);
}

async function bridgeNow(page: Page, state: OverlayState): Promise<void> {
  await personClick(page, buttonOf(state, 'bridge'));
}

async function sentName(sandbox: Sandbox): Promise<Record<string, string>> {
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  return bridgeCalls(sandbox)[0]!.form;
}

test('a row’s name is shown and reaches the service as second_callee_name', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'en');
  const page = await open(context, 'names-en.html');
  const shown = await pointAt(page, '#row-omar');
  expect(shown.title).toBe('+966 50 222 3344');
  expect(shown.name?.value).toBe('Omar Haddad');
  expect(shown.noName).toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-name-en.png` });
  await bridgeNow(page, shown);
  const form = await sentName(sandbox);
  expect(form.second_callee_number).toBe('966502223344');
  expect(form.second_callee_name).toBe('Omar Haddad');
  // The toast follows the call by the customer's name.
  await expect
    .poll(async () => (await overlayState(page)).toast, { timeout: 30_000 })
    .toMatch(/Omar Haddad/);
});

test('the name the agent edits in the control is the one sent; typing places no call', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'en');
  const page = await open(context, 'names-en.html');
  const shown = await pointAt(page, '#card-faisal');
  expect(shown.name?.value).toBe('Faisal Omar');
  await page.mouse.move(shown.name!.x, shown.name!.y, { steps: 4 });
  await page.mouse.click(shown.name!.x, shown.name!.y);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Faisal Al-Harbi');
  await page.keyboard.press('Enter');
  // The pointer passes over another number on the way: the control and the edit stay.
  const other = await textPoint(page, '#card-reem');
  await page.mouse.move(other.x, other.y, { steps: 2 });
  const edited = await overlayState(page);
  expect(edited.name?.value).toBe('Faisal Al-Harbi');
  expect(edited.title).toBe('+966 50 444 5566');
  expect(bridgeCalls(sandbox)).toHaveLength(0);
  await bridgeNow(page, edited);
  const form = await sentName(sandbox);
  expect(form.second_callee_number).toBe('966504445566');
  expect(form.second_callee_name).toBe('Faisal Al-Harbi');
});

test('a page without a name says so, and sends no digits as the name', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'en');
  const page = await open(context, 'names-none.html');
  const shown = await pointAt(page, '#queue-first');
  expect(shown.noName).toBe('No name on this page');
  expect(shown.name?.value).toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-noname-en.png` });
  await bridgeNow(page, shown);
  const form = await sentName(sandbox);
  expect(form.second_callee_number).toBe('966509990011');
  expect(form.second_callee_name).toBe('Customer');
  await expect
    .poll(async () => (await overlayState(page)).toast, { timeout: 30_000 })
    // The number grouped as the control shows it, in every line of the toast.
    .toMatch(/(Calling |Call with )\u2066\+966\s50\s999\s0011\u2069/);
});

test('Arabic: the name from an Arabic row is shown right to left and sent', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'ar');
  const page = await open(context, 'names-ar.html');
  const shown = await pointAt(page, '#row-mohammed');
  expect(shown.dir).toBe('rtl');
  expect(shown.name?.value).toBe('محمد العتيبي');
  expect(shown.noName).toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-name-ar.png` });
  await bridgeNow(page, shown);
  const form = await sentName(sandbox);
  expect(form.second_callee_number).toBe('966501112233');
  expect(form.second_callee_name).toBe('محمد العتيبي');
});

test('Arabic: an edited name is sent', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'ar');
  const page = await open(context, 'names-ar.html');
  const shown = await pointAt(page, '#dl-abdullah');
  expect(shown.name?.value).toBe('عبدالله الحربي');
  await page.mouse.move(shown.name!.x, shown.name!.y, { steps: 4 });
  await page.mouse.click(shown.name!.x, shown.name!.y);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('عبدالله بن سعد');
  expect(bridgeCalls(sandbox)).toHaveLength(0);
  await bridgeNow(page, await overlayState(page));
  const form = await sentName(sandbox);
  expect(form.second_callee_name).toBe('عبدالله بن سعد');
});

test('Arabic: a page without a name says so, and sends no digits as the name', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'ar');
  const page = await open(context, 'names-none-ar.html');
  const shown = await pointAt(page, '#queue-first');
  expect(shown.noName).toBe('لا يوجد اسم في هذه الصفحة');
  expect(shown.name?.value).toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-noname-ar.png` });
  await bridgeNow(page, shown);
  const form = await sentName(sandbox);
  expect(form.second_callee_number).toBe('966509990011');
  expect(form.second_callee_name).toBe('Customer');
});

test('the page-numbers list carries each number’s name: tables, cards, lists, forms, records', async ({
  context,
}) => {
  const names = async (fixture: string) => {
    const page = await open(context, fixture);
    const list = await pageNumbers(context, page);
    await page.close();
    return list.map((number) => [number.dial, number.name ?? null]);
  };
  expect(await names('names-en.html')).toEqual([
    ['966501112233', 'Sara Al-Qahtani'],
    ['966502223344', 'Omar Haddad'],
    ['966503334455', 'Layla Hassan'],
    ['966504445566', 'Faisal Omar'],
    ['966505556677', 'Reem Ali'],
    ['966506667788', 'Hala Fawzi'],
    ['966507778899', 'Basma Nour'],
  ]);
  expect(await names('names-ar.html')).toEqual([
    ['966501112233', 'محمد العتيبي'],
    ['966502223344', 'نورة الشهري'],
    ['966504445566', 'فيصل عمر'],
    ['966505556677', 'ريم علي'],
    ['966506667788', 'عبدالله الحربي'],
    ['966507778899', 'منى سعيد'],
  ]);
  expect(await names('names-record-en.html')).toEqual([['966508889900', 'Maha Salem']]);
  expect(await names('names-record-ar.html')).toEqual([['966508889900', 'سلمان القحطاني']]);
  expect(await names('names-none.html')).toEqual([
    ['966509990011', null],
    ['966551230000', null],
  ]);
});

test("an app's own title is never offered; a list's name is; a per-site name location wins", async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'en');
  const page = await open(context, 'names-app.html');
  expect((await pointAt(page, '#list-nadia')).name?.value).toBe('Nadia Karim');
  const record = await pointAt(page, '#record-phone');
  expect(record.name?.value).toBe('');
  expect(record.noName).toBe('No name on this page');

  // The administrator says where this site shows the record's name.
  const options = await openExtensionPage('options.html');
  await configure(options, { nameSelectors: `${fixtures.url} .contact-name, .primary` });
  await options.close();
  await page.reload();
  await pageNumbers(context, page);
  const named = await pointAt(page, '#record-phone');
  expect(named.name?.value).toBe('Khalid Mansour');
  await bridgeNow(page, named);
  const form = await sentName(sandbox);
  expect(form.second_callee_name).toBe('Khalid Mansour');
});

test('a React CRM: a div-only list row, a record page’s side column and a feed each send the right name or none', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  await setUp(configure, openExtensionPage, sandbox, 'en');
  const calls: Array<[string, string, string | undefined]> = [
    // Rows of plain divs in links: the row's own name.
    ['names-crm-list.html', '#list-badr', 'Badr Nasser'],
    // A feed under "Latest Activity": no name (the service's "Customer"), never the heading.
    ['names-crm-list.html', '#feed-first', undefined],
    // A record page: the main card's heading, for a phone in the side column under "Personal info".
    ['names-crm-record.html', '#record-mobile', 'Dana Fahad'],
  ];
  for (const [at, [fixture, selector, name]] of calls.entries()) {
    const page = await open(context, fixture);
    const shown = await pointAt(page, selector);
    expect(shown.name?.value ?? '', selector).toBe(name ?? '');
    await bridgeNow(page, shown);
    await expect.poll(() => bridgeCalls(sandbox).length).toBe(at + 1);
    expect(bridgeCalls(sandbox)[at]!.form.second_callee_name, selector).toBe(name ?? 'Customer');
    await page.close();
  }
});
