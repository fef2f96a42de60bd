/**
 * "This page" in the popup: the numbers the content script found on the CRM page in the same
 * window, one row each with its actions and outcome, a search, and the site switch.
 */
import { expectedDials, pageNumbers, serviceWorker } from './helpers/page';
import { AGENT, expect, openPopup, openThisPage, test } from './helpers/popup';
import { writes } from './helpers/requests';
import { servedFixtures } from './helpers/browser';

const fixtures = servedFixtures();

const TOOL = {
  en: {
    count: '106 numbers found.',
    label: 'Mobile',
    work: 'Work',
    firstRowName: 'Sara Al-Harbi',
    secondRowName: 'Omar Al-Qahtani',
    actions: 'Actions for',
    phone: 'Phone',
    bridge: 'Bridge',
    more: 'More',
    moreFor: 'More actions for',
    schedule: 'Schedule',
    order: 'Order call',
    copy: 'Copy',
    search: 'Search numbers',
    created: 'Call created.',
    one: '1 number matches.',
    twice: '2 times on the page',
    site: 'Enable Dialbridge on',
  },
  ar: {
    count: 'تم العثور على ١٠٦ أرقام.',
    label: 'جوال',
    work: 'هاتف العمل',
    firstRowName: 'سارة الحربي',
    secondRowName: 'عمر القحطاني',
    actions: 'إجراءات الرقم',
    phone: 'الهاتف',
    bridge: 'ربط',
    more: 'المزيد',
    moreFor: 'إجراءات أخرى للرقم',
    schedule: 'جدولة',
    order: 'تأكيد طلب',
    copy: 'نسخ',
    search: 'ابحث في الأرقام',
    created: 'تم إنشاء المكالمة.',
    one: 'يطابق البحث رقمًا واحدًا.',
    twice: 'مرتان في الصفحة',
    site: 'تفعيل دايل بريدج على',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const words = TOOL[language];
  test(`This page (${language}): the site switch first, one compact row per number with its label and count, a search`, async ({
    sandbox,
    context,
    openExtensionPage,
    configure,
  }) => {
    const harness = { sandbox, context, openExtensionPage, configure };
    const { panel } = await openThisPage(
      harness,
      `${fixtures.url}/page-tool-${language}.html`,
      language,
    );
    await expect(panel.getByText(words.count)).toBeVisible();
    const rows = panel.locator('.page-row');
    await expect(rows).toHaveCount(106);

    // The site's switch comes before the list.
    const site = panel.getByRole('checkbox', { name: `${words.site} ${fixtures.url}` });
    await expect(site).toBeChecked();
    const siteBox = (await site.boundingBox())!;
    const listBox = (await panel.locator('.page-rows').boundingBox())!;
    expect(siteBox.y).toBeLessThan(listBox.y);
    // One line per number: 106 rows in well under 106 × 44 px (they were ~120 px each).
    for (const index of [0, 1, 50, 105]) {
      expect((await rows.nth(index).boundingBox())!.height).toBeLessThanOrEqual(44);
    }
    expect(listBox.height).toBeLessThanOrEqual(106 * 44);

    // Each number once, grouped, with what the page calls it and how often it appears.
    const first = rows.first();
    await expect(first.locator('.page-row-number')).toHaveText('+966 55 010 0000');
    await expect(first.locator('.page-row-count')).toContainText(words.twice);
    await expect(rows.nth(1).locator('.page-row-number')).toHaveText('+966 11 200 0000');
    // The label, then the name of the table row the number sits in.
    await expect(rows.nth(1).locator('.page-row-about')).toHaveText(
      `${words.work} · ${words.firstRowName}`,
    );
    await expect(rows.nth(2).locator('.page-row-about')).toHaveText(
      `${words.label} · ${words.secondRowName}`,
    );
    // The number reads left to right in Arabic too: "+" left of its last digit.
    const number = rows.nth(2).locator('.page-row-number');
    const [plus, last] = await number.evaluate((element) => {
      const text = element.firstChild as Text;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(0), left(text.data.length - 1)];
    });
    expect(plus).toBeLessThan(last!);

    // Search: digits as written nationally, and a label.
    const search = panel.getByLabel(words.search);
    await search.fill('0550100042');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('.page-row-number')).toHaveText('+966 55 010 0042');
    await expect(panel.getByText(words.one)).toBeVisible();
    await search.fill(words.work);
    await expect(rows).toHaveCount(53);
    await search.fill('');
    await expect(rows).toHaveCount(106);
  });

  test(`This page (${language}): every action of the page control, each outcome under its own row`, async ({
    sandbox,
    context,
    openExtensionPage,
    configure,
  }) => {
    const harness = { sandbox, context, openExtensionPage, configure };
    const { popup, panel } = await openThisPage(
      harness,
      `${fixtures.url}/page-tool-${language}.html`,
      language,
    );
    const rows = panel.locator('.page-row');
    const row = (index: number) => rows.nth(index);
    const actions = (index: number) => row(index).getByRole('group', { name: words.actions });

    // Status checks fail, so the call stays live for as long as the test runs (a call already
    // over would not block a new one).
    sandbox.setFault({ status: 500, method: 'GET', path: '/api/v1/call/status' });
    // Bridge on the 41st number: the call reaches the service, its outcome shows in that row.
    await row(40).scrollIntoViewIfNeeded();
    await actions(40).getByRole('button', { name: words.bridge, exact: true }).click();
    const created = row(40).getByRole('status').filter({ hasText: words.created });
    await expect(created).toBeVisible();
    await expect(created).toBeInViewport();
    const sent = writes(sandbox, '/api/v1/call/bridge');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toMatchObject({
      first_callee_number: AGENT.number,
      second_callee_number: '966550100020',
      // The name in the number's table row travels with the call.
      second_callee_name: language === 'ar' ? 'ليلى العتيبي' : 'Layla Al-Otaibi',
    });
    await expect(panel.locator('.page-row .db-status')).toHaveCount(1);

    // The same customer again, now by the browser phone: refused by the guard, said there.
    await actions(40).getByRole('button', { name: words.phone, exact: true }).click();
    await expect(row(40).getByRole('alert')).toBeVisible();
    expect(sandbox.requests.filter((r) => r.path === '/integration.php')).toHaveLength(0);

    // The browser phone on another number.
    const opened = context.waitForEvent('page');
    await actions(3).getByRole('button', { name: words.phone, exact: true }).click();
    await opened;
    await popup.bringToFront();
    await expect
      .poll(() =>
        sandbox.requests
          .filter((request) => request.path === '/integration.php')
          .map((r) => r.query.phone_number),
      )
      .toEqual(['966112000001']);
    await expect(row(3).getByRole('status')).toBeVisible();

    // More: copy, order and schedule.
    await actions(5).getByRole('button', { name: words.more }).click();
    const more = row(5).getByRole('group', { name: words.moreFor });
    await more.getByRole('button', { name: words.copy }).click();
    await expect(row(5).getByRole('status')).toBeVisible();
    // What was copied is what a paste gives: the number with its country code.
    const search = panel.getByLabel(words.search);
    await search.focus();
    await popup.keyboard.press('ControlOrMeta+V');
    await expect(search).toHaveValue('+966112000002');
    await expect(rows).toHaveCount(1);
    await search.fill('');

    await more.getByRole('button', { name: words.order }).click();
    const order = popup.locator('#panel-order');
    await expect(order).toBeVisible();
    await expect(order.locator('#order-phone')).toHaveValue('+966112000002');
    await expect(order.locator('#order-orderNumber')).toBeFocused();

    await popup.locator('#tab-page').click();
    await more.getByRole('button', { name: words.schedule }).click();
    const bridge = popup.locator('#panel-bridge');
    await expect(bridge).toBeVisible();
    await expect(bridge.locator('#bridge-customer-number')).toHaveValue('+966112000002');
    await expect(bridge.locator('input[value="later"]')).toBeChecked();
    // Nothing more reached the service than the one bridge and the one browser phone.
    expect(writes(sandbox)).toHaveLength(1);
  });
}

test('This page leaves out the numbers the page draws in another order than written, and says how many', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const harness = { sandbox, context, openExtensionPage, configure };
  const { panel } = await openThisPage(harness, `${fixtures.url}/shown-order.html`);
  await expect(panel.getByText('3 numbers found.')).toBeVisible();
  await expect(panel.locator('.page-rows > li')).toHaveCount(3);
  await expect(
    panel.getByText(
      '9 numbers on this page are drawn in another order than their digits are written, so they are not offered here.',
    ),
  ).toBeVisible();
});

test('the site switch turns Dialbridge off and on for the current site', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const harness = { sandbox, context, openExtensionPage, configure };
  const { crm, popup, panel } = await openThisPage(harness, `${fixtures.url}/crm-en.html`);
  const site = panel.getByRole('checkbox', { name: `Enable Dialbridge on ${fixtures.url}` });
  await expect(site).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'All sites' })).not.toBeChecked();

  await site.uncheck();
  await expect(site).not.toBeChecked();
  await crm.reload();
  await popup.reload();
  await popup.getByRole('tab', { name: 'This page' }).click();
  await expect(panel.getByText('Dialbridge is not enabled on this site')).toBeVisible();
  await expect(site).not.toBeChecked();

  // On again: the permission is asked in the click (granted already in the test build), the
  // scanner is injected into the open tab and the numbers appear without a reload.
  await site.check();
  await expect(site).toBeChecked();
  await expect(panel.getByText(`${expectedDials('crm-en').length} numbers found.`)).toBeVisible();
});

test('a line with one number selected on the page prefills the quick bridge with that number', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const crm = await context.newPage();
  await crm.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, crm);
  // Select a line's text as a person would (triple-click), here a note of the page: its label
  // and its one number, as "Call selected number" reads a selection.
  const selected = '055 987 6543';
  await crm.evaluate((text) => {
    const note = document.createElement('p');
    note.textContent = text;
    document.body.append(note);
    const range = document.createRange();
    range.selectNodeContents(note);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  }, `Mobile: ${selected}`);
  const popup = await openPopup({ sandbox, openExtensionPage, configure });
  await expect(
    popup.getByRole('tabpanel', { name: 'Bridge' }).getByLabel('Customer number'),
  ).toHaveValue(selected);
});

for (const [intent, tab, label, field] of [
  ['order', 'Order', 'Phone', '#order-phone'],
  ['dispatch', 'Dispatch', 'Phone', '#dispatch-phone'],
  ['schedule', 'Bridge', 'Customer number', '#bridge-customer-number'],
] as const) {
  test(`a number handed over by a page action (${intent}) opens the ${tab} form prefilled`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const popup = await openPopup({ sandbox, openExtensionPage, configure });
    // What placeCall leaves in storage.session before it opens the popup (the toolbar popup it
    // opens is not a tab Playwright can drive, so the hand-over is written here and the popup
    // loaded again, which is what the toolbar popup does on open).
    await popup.evaluate(
      (pending) =>
        (
          globalThis as unknown as {
            chrome: { storage: { session: { set(items: object): Promise<void> } } };
          }
        ).chrome.storage.session.set({ pendingNumber: pending }),
      { text: '055 123 4567', dial: '966551234567', intent },
    );
    await popup.reload();
    await expect(popup.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByRole('tabpanel', { name: tab }).getByLabel(label)).toHaveValue(
      '+966551234567',
    );
    if (intent === 'schedule')
      await expect(popup.getByRole('radio', { name: 'Later' })).toBeChecked();
    // Read once: opening the popup again starts empty.
    await popup.reload();
    await expect(popup.getByRole('tab', { name: 'Bridge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(popup.locator(field)).toHaveValue('');
  });
}

declare const chrome: {
  runtime: { getContexts(filter: object): Promise<{ documentUrl?: string }[]> };
  storage: { session: { get(key: string): Promise<object>; set(items: object): Promise<void> } };
  tabs: { query(filter: object): Promise<{ id?: number; url?: string }[]> };
};
declare const dialbridgeTest: { openThisPage(tabId?: number): Promise<'popup' | 'tab'> };

test('the command open-this-page opens the toolbar popup, which reads that it is for This page', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const crm = await context.newPage();
  await crm.goto(`${fixtures.url}/page-tool-en.html`);
  await pageNumbers(context, crm);
  await (await openPopup({ sandbox, openExtensionPage, configure })).close();
  await crm.bringToFront();
  const worker = await serviceWorker(context);
  // What the command's listener calls (Playwright cannot press a browser shortcut).
  expect(await worker.evaluate(() => dialbridgeTest.openThisPage())).toBe('popup');
  const popups = () =>
    worker.evaluate(async () =>
      (await chrome.runtime.getContexts({ contextTypes: ['POPUP'] })).map(
        (popup) => new URL(popup.documentUrl ?? '').pathname,
      ),
    );
  await expect.poll(popups).toEqual(['/popup.html']);
  // The popup read its section (getPopupContext clears it once read).
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.session.get('popupSection')))
    .toEqual({});
});

for (const [how, language, search] of [
  ['as the toolbar popup (what the command leaves in storage)', 'en', 'Search numbers'],
  ['as a tab (where the toolbar popup cannot open)', 'ar', 'ابحث في الأرقام'],
] as const) {
  test(`opened for This page ${how}, the popup shows it with its search focused (${language})`, async ({
    sandbox,
    context,
    openExtensionPage,
    configure,
  }) => {
    const crm = await context.newPage();
    await crm.goto(`${fixtures.url}/page-tool-${language}.html`);
    await pageNumbers(context, crm);
    const popup = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    if (how.startsWith('as the toolbar')) {
      await popup.evaluate(() => chrome.storage.session.set({ popupSection: 'page' }));
      await popup.reload();
    } else {
      const worker = await serviceWorker(context);
      const tabId = await worker.evaluate(
        async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id,
        crm.url(),
      );
      await popup.goto(
        popup.url().replace(/popup\.html.*$/, `popup.html?section=page&tab=${tabId}`),
      );
    }
    await expect(popup.locator('#tab-page')).toHaveAttribute('aria-selected', 'true');
    const field = popup.getByLabel(search);
    await expect(field).toBeFocused();
    await popup.keyboard.type('0550100007');
    await expect(popup.locator('.page-row')).toHaveCount(1);
  });
}
