/**
 * Shared pieces of the popup's end-to-end tests: the harness fixtures with a sandbox whose calls
 * move quickly, a way to open the popup (as a tab) already configured for that sandbox, and its
 * "This page" beside a CRM page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SettingsInput } from '../../../utils/settings/store';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { expect, sandboxUrls, test as base } from './browser';
import { pageNumbers } from './page';

export { expect };

export const AGENT = { name: 'Amal Agent', number: '966501112222' };
export const CUSTOMER = { name: 'Badr Customer', input: '055 123 4567', dial: '966551234567' };

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({
      port: 0,
      timing: { placeAfterMs: 300, answerAfterMs: 300, endAfterMs: 400 },
      dispatchTiming: { digitsAfterMs: 200, cdrAfterMs: 400 },
    });
    await use(sandbox);
    await sandbox.close();
  },
});

type Fixtures = {
  sandbox: Sandbox;
  openExtensionPage: (path: string) => Promise<Page>;
  configure: (page: Page, settings: Partial<SettingsInput>, token?: string) => Promise<unknown>;
};

/** Opens popup.html configured for the sandbox (settings first, then a fresh load of the popup). */
export async function openPopup(
  { sandbox, openExtensionPage, configure }: Fixtures,
  options: { settings?: Partial<SettingsInput>; token?: string; query?: string } = {},
): Promise<Page> {
  const page = await openExtensionPage('popup.html');
  await configure(
    page,
    {
      ...sandboxUrls(sandbox),
      agentName: AGENT.name,
      agentNumber: `+${AGENT.number}`,
      bridgeFlowId: 'flow-bridge',
      orderFlowId: 'flow-order',
      dispatchWebhookUrl: '',
      language: 'en',
      ...options.settings,
    },
    options.token ?? sandbox.token,
  );
  await page.setViewportSize({ width: 400, height: 720 });
  await page.goto(page.url().replace(/popup\.html.*$/, `popup.html${options.query ?? ''}`));
  await expect(page.getByRole('tab', { name: /./ }).first()).toBeVisible();
  return page;
}

/**
 * A CRM page at `url` whose scan has settled, and the popup beside it opened on "This page" (in
 * `language`): the set-up of every test of that tab.
 */
export async function openThisPage(
  harness: Fixtures & { context: BrowserContext },
  url: string,
  language: 'en' | 'ar' = 'en',
) {
  const crm = await harness.context.newPage();
  await crm.goto(url);
  await pageNumbers(harness.context, crm);
  const popup = await openPopup(harness, { settings: { language } });
  await popup.locator('#tab-page').click();
  const panel = popup.locator('#panel-page');
  return { crm, popup, panel };
}

/**
 * A datetime-local value `offsetMs` from now on the browser's own clock (the agent's zone), in
 * the form the input itself reports: Chromium drops ':00' seconds, so the value is read back
 * from a real input rather than formatted here (a hand-made '…:00' failed one run in sixty).
 */
export async function localInputValue(page: Page, offsetMs: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    const input = document.createElement('input');
    input.type = 'datetime-local';
    input.value = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    return input.value;
  }, offsetMs);
}

/** Fills and sends the quick-bridge form for "later", returning the new call's id. */
export async function scheduleBridge(
  page: Page,
  when: string,
  customerName = CUSTOMER.name,
): Promise<string> {
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await page.getByRole('tab', { name: 'Bridge' }).click();
  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  await form.getByLabel('Customer name').fill(customerName);
  await form.getByRole('radio', { name: 'Later' }).check();
  await form.getByLabel('Date and time').fill(when);
  await form.getByRole('button', { name: 'Schedule call' }).click();
  const result = form.getByRole('status').filter({ hasText: 'Call created.' });
  await expect(result).toContainText('Scheduled');
  return (await result.getByTestId('call-id').textContent()) ?? '';
}
