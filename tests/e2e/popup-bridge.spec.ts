/**
 * The popup's quick bridge against the sandbox: call now (agent first), schedule and watch the
 * call be placed, edit a scheduled call, cancel one.
 */
import { zoneClock } from '../sandbox/clock';
import { pageNumbers, textPoint } from './helpers/page';
import { openControl, overlayState, personClick, buttonOf } from './helpers/overlay';
import { startFixtureServer } from '../../scripts/serve-fixtures';
import {
  AGENT,
  CUSTOMER,
  expect,
  localInputValue,
  openPopup,
  scheduleBridge,
  test,
} from './helpers/popup';
import { writes } from './helpers/requests';

test('a bridge placed now reaches the service, agent first, and the result shows its id and status; an extension pasted after the number is asked for, never dialled', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await expect(form.getByLabel('Agent number')).toHaveValue(`+${AGENT.number}`);
  await expect(form.getByLabel('Agent name')).toHaveValue(AGENT.name);
  await expect(form.getByLabel('Call flow')).toHaveValue('flow-bridge');
  await form.getByLabel('Customer number').fill(`Mobile: ${CUSTOMER.input} ext. 204`);
  await expect(
    form.getByText(
      'Will dial \u2066+966 55 123 4567\u2069, not the extension: ask for extension \u2066204\u2069 when they answer.',
    ),
  ).toBeVisible();
  await form.getByLabel('Customer name').fill(CUSTOMER.name);
  await form.getByRole('button', { name: 'Call now' }).dblclick();

  const result = form.getByRole('status').filter({ hasText: 'Call created.' });
  await expect(result).toBeVisible();
  const callId = (await result.getByTestId('call-id').textContent()) ?? '';
  expect(sandbox.calls.has(callId)).toBe(true);
  const sent = writes(sandbox, '/api/v1/call/bridge');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.form).toMatchObject({
    first_callee_number: AGENT.number,
    first_callee_name: AGENT.name,
    second_callee_number: CUSTOMER.dial,
    second_callee_name: CUSTOMER.name,
    call_flow_id: 'flow-bridge',
    duration: '10',
  });
  expect(sent[0]!.form.call_time).toBeUndefined();

  await page.getByRole('tab', { name: 'Calls' }).click();
  const row = page.locator(`#call-${callId}`);
  await expect(row).toContainText(CUSTOMER.name);
  await expect(row.locator('.popup-badge')).toHaveText(/Answered/);
  await row.locator('.history-line').click();
  await expect(row).toContainText('ask for extension \u2066204\u2069');
});

const QUICK = {
  en: {
    number: 'Customer number',
    call: 'Call now',
    created: 'Call created.',
    minutes: '10 minutes',
    agentName: 'Agent name',
  },
  ar: {
    number: 'رقم العميل',
    call: 'اتصل الآن',
    created: 'تم إنشاء المكالمة.',
    minutes: '١٠ دقائق',
    agentName: 'اسم الموظف',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const words = QUICK[language];
  test(`quick bridge (${language}): the number has the focus, no name is needed, agent and call flow wait under More`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    const form = page.locator('#panel-bridge');
    // Typing starts the call at once: the number field has the focus.
    await expect(form.getByLabel(words.number)).toBeFocused();
    // The values from Settings are shown, their fields folded away.
    const more = form.locator('#bridge-more');
    await expect(more).not.toHaveAttribute('open');
    await expect(form.getByLabel(words.agentName)).toBeHidden();
    const summary = more.locator('summary');
    await expect(summary).toContainText(AGENT.name);
    await expect(summary).toContainText(`+${AGENT.number}`);
    await expect(summary).toContainText('flow-bridge');
    await expect(summary).toContainText(words.minutes);

    await page.keyboard.type(CUSTOMER.input);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status').filter({ hasText: words.created })).toBeVisible();
    const sent = writes(sandbox, '/api/v1/call/bridge');
    expect(sent).toHaveLength(1);
    // The interface requires second_callee_name: without a name, a word, never the digits.
    expect(sent[0]!.form).toMatchObject({
      first_callee_number: AGENT.number,
      first_callee_name: AGENT.name,
      second_callee_number: CUSTOMER.dial,
      second_callee_name: 'Customer',
      call_flow_id: 'flow-bridge',
    });

    await summary.click();
    await expect(form.getByLabel(words.agentName)).toHaveValue(AGENT.name);
  });
}

test('More opens by itself when a value it holds is missing, and a submit points at it', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup(
    { sandbox, openExtensionPage, configure },
    { settings: { agentName: '' } },
  );
  const form = page.locator('#panel-bridge');
  await expect(form.locator('#bridge-more')).toHaveAttribute('open');
  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  await form.getByRole('button', { name: 'Call now' }).click();
  await expect(form.getByLabel('Agent name')).toBeFocused();
  await expect(form.getByLabel('Agent name')).toHaveAttribute('aria-invalid', 'true');
  expect(writes(sandbox)).toHaveLength(0);
});

test('a scheduled bridge is sent with call_time on the service clock and the Calls list follows it to the end', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const when = await localInputValue(page, 12_000);
  const callId = await scheduleBridge(page, when);

  const sent = writes(sandbox, '/api/v1/call/bridge');
  expect(sent).toHaveLength(1);
  // The agent's wall clock, read on the service's clock (Asia/Riyadh, the sandbox's zone too).
  const instant = await page.evaluate((value) => new Date(value).getTime(), when);
  expect(sent[0]!.form.call_time).toBe(zoneClock('Asia/Riyadh')(instant));

  await page.getByRole('tab', { name: 'Calls' }).click();
  const row = page.locator(`#call-${callId}`);
  await expect(row.locator('.popup-badge')).toHaveText(/Scheduled/);
  await row.locator('.history-line').click();
  await expect(row.getByRole('button', { name: /Edit/ })).toBeVisible();
  // The sandbox places the call when its time comes; the list follows without a click.
  await expect(row.locator('.popup-badge')).toHaveText(/Answered/, { timeout: 40_000 });
  await expect(row).toContainText('Placed');
  await expect(row).toContainText('(answered)');
  await expect(row.getByRole('button', { name: /Edit/ })).toHaveCount(0);
});

test('a scheduled bridge can be edited: every field prefilled, one PUT with the changes', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const callId = await scheduleBridge(page, await localInputValue(page, 2 * 3600_000));

  await page.getByRole('tab', { name: 'Calls' }).click();
  await page.locator(`#call-${callId} .history-line`).click();
  await page.locator(`#call-${callId}`).getByRole('button', { name: /Edit/ }).click();
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await expect(form.getByRole('heading', { name: 'Edit scheduled call' })).toBeVisible();
  await expect(form.getByLabel('Customer number')).toBeFocused();
  await expect(form.getByLabel('Customer name')).toHaveValue(CUSTOMER.name);
  await expect(form.getByLabel('Customer number')).toHaveValue(`+${CUSTOMER.dial}`);
  await expect(form.getByLabel('Agent name')).toHaveValue(AGENT.name);
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('10');

  const later = await localInputValue(page, 3 * 3600_000);
  await form.getByLabel('Customer name').fill('Badr Edited');
  await form.locator('#bridge-more > summary').click(); // the duration is under "More"
  await form.getByLabel('Duration (minutes)').fill('25');
  await form.getByLabel('Date and time').fill(later);
  await form.getByRole('button', { name: 'Save changes' }).dblclick();

  // Back on the list, the call shows its new values (the maximum length in its details).
  const row = page.locator(`#call-${callId}`);
  await expect(row).toContainText('Badr Edited');
  if ((await row.locator('.history-more').count()) === 0)
    await row.locator('.history-line').click();
  await expect(row).toContainText('Maximum length25 min');
  const puts = writes(sandbox).filter((request) => request.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.path).toBe(`/api/v1/call/bridge/${callId}`);
  const instant = await page.evaluate((value) => new Date(value).getTime(), later);
  expect(puts[0]!.form).toMatchObject({
    second_callee_name: 'Badr Edited',
    second_callee_number: CUSTOMER.dial,
    first_callee_number: AGENT.number,
    duration: '25',
    call_flow_id: 'flow-bridge',
    call_time: zoneClock('Asia/Riyadh')(instant),
  });
  expect(sandbox.calls.get(callId)?.secondCalleeName).toBe('Badr Edited');
});

test('a scheduled bridge is cancelled only after the confirmation, and the list can be cleared', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const callId = await scheduleBridge(page, await localInputValue(page, 2 * 3600_000));
  await page.getByRole('tab', { name: 'Calls' }).click();
  const row = page.locator(`#call-${callId}`);
  // Opened with a double click, as people open things: it stays open.
  await row.locator('.history-line').dblclick();

  // A double click on "Cancel call" asks; its second click never answers the question. A
  // person's second click comes after the question is painted and lands on it: focus stays on
  // the safe choice.
  const cancelCall = row.getByRole('button', { name: /Cancel call/ });
  const where = (await cancelCall.boundingBox())!;
  await cancelCall.click();
  const confirm = row.getByRole('group', { name: /Cancel the call to Badr Customer/ });
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.mouse.click(where.x + where.width / 2, where.y + where.height / 2);
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toHaveCount(0);
  expect(writes(sandbox).filter((request) => request.method === 'DELETE')).toHaveLength(0);

  await row.getByRole('button', { name: /Cancel call/ }).click();
  await row.getByRole('button', { name: 'Yes, cancel the call' }).dblclick();
  await expect(row.locator('.popup-badge')).toHaveText(/Cancelled/);
  const deletes = writes(sandbox).filter((request) => request.method === 'DELETE');
  expect(deletes).toHaveLength(1);
  expect(deletes[0]!.path).toBe(`/api/v1/call/bridge/${callId}`);
  expect(sandbox.calls.get(callId)?.deletedAt).not.toBeNull();

  await page.getByRole('button', { name: 'Clear list' }).dblclick();
  await expect(page.getByRole('button', { name: 'Yes, clear the list' })).toBeVisible();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Yes, clear the list' }).click();
  await expect(page.getByText('No calls yet.')).toBeVisible();
});

test('popup.html?call=<id> (from a notification) opens the Calls list on that call', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const callId = await scheduleBridge(page, await localInputValue(page, 3600_000));
  await page.goto(page.url().replace(/popup\.html.*$/, `popup.html?call=${callId}`));
  await expect(page.getByRole('tab', { name: 'Calls' })).toHaveAttribute('aria-selected', 'true');
  const row = page.locator(`#call-${callId}`);
  await expect(row).toHaveClass(/highlighted/);
  await expect(row.locator('.history-line')).toBeFocused();
  await expect(row.locator('.history-line')).toHaveAttribute('aria-expanded', 'true');
});

test('a failed status check is shown on the call row, and the call is kept', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  sandbox.setFault({ status: 500, method: 'GET', path: '/api/v1/call/status' });
  // A call placed now: Refresh asks about running calls (one booked for later waits for its time).
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  await form.getByLabel('Customer name').fill(CUSTOMER.name);
  await form.getByRole('button', { name: 'Call now' }).click();
  const result = form.getByRole('status').filter({ hasText: 'Call created.' });
  const callId = (await result.getByTestId('call-id').textContent()) ?? '';
  await page.getByRole('tab', { name: 'Calls' }).click();
  const row = page.locator(`#call-${callId}`);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await row.locator('.history-line').click();
  await expect(row).toContainText('Last status check failed');
  await expect(row.locator('.popup-badge')).toHaveText(/Calling/);
  // The create went through once; only the status checks failed.
  expect(writes(sandbox, '/api/v1/call/bridge')).toHaveLength(1);
});

test('"Open browser phone" opens the integration link for the typed number, and not for an invalid one', async ({
  sandbox,
  context,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  const phoneRequests = () =>
    sandbox.requests
      .filter((request) => request.path === '/integration.php')
      .map((request) => request.query.phone_number);

  await form.getByLabel('Customer number').fill('12ab');
  await form.getByRole('button', { name: 'Open browser phone' }).click();
  await expect(form.getByLabel('Customer number')).toBeFocused();
  await expect(form.getByLabel('Customer number')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  const opened = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Open browser phone' }).click();
  await opened;
  await expect(form.getByRole('status').filter({ hasText: 'Browser phone opened' })).toBeVisible();
  await expect.poll(phoneRequests).toEqual([CUSTOMER.dial]);
  // Nothing was asked of the bridge service.
  expect(writes(sandbox)).toHaveLength(0);
});

test('a call that ends badly says so on every surface: the Bridge result, the history and the page toast', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  // The sandbox never answers a number ending in 000: the call ends "not answered" within a second.
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await form.getByLabel('Customer number').fill('055 123 1000');
  await form.getByLabel('Customer name').fill('Hana Saleh');
  await form.getByRole('button', { name: 'Call now' }).click();
  const result = form.locator('.db-status').filter({ hasText: 'Call created.' });
  await expect(result).toContainText('Hana Saleh');
  // The result follows the call, as the history does: no "Calling…" left behind.
  await expect(result.locator('.popup-badge')).toHaveText(/Not answered/);
  await expect(result).toHaveAttribute('role', 'alert');

  // The same call placed from a page: its toast ends the same way.
  const fixtures = await startFixtureServer();
  try {
    const crm = await context.newPage();
    await crm.goto(`${fixtures.url}/names-none.html`);
    await pageNumbers(context, crm);
    const shown = await openControl(crm, await textPoint(crm, '#hotline'));
    await personClick(crm, buttonOf(shown, 'bridge'));
    await expect
      .poll(async () => (await overlayState(crm)).toast, { timeout: 20_000 })
      .toMatch(/did not answer/);
  } finally {
    await fixtures.close();
  }

  await page.getByRole('tab', { name: 'Calls' }).click();
  const badges = page.getByRole('tabpanel', { name: 'Calls' }).locator('.popup-badge');
  await expect(badges).toHaveCount(2);
  await expect(badges.nth(0)).toHaveText(/Not answered/);
  await expect(badges.nth(1)).toHaveText(/Not answered/);
});
