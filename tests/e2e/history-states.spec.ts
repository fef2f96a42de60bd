/**
 * The state words a history row shows, in English and Arabic: a call placed now reads
 * "Calling…" (no Edit or Cancel) while the service still reports it as waiting to ring, and a
 * cancelled call reads "Cancelled" with no "(waiting)" beside anyone.
 */
import { startSandbox } from '../sandbox/server';
import { seedHistory } from './helpers/history';
import { CUSTOMER, expect, openPopup, test as base } from './helpers/popup';
import { writes } from './helpers/requests';

// A service slow to ring: its status says 'scheduled' for a minute after a call placed now.
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring argument
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0, timing: { placeAfterMs: 60_000 } });
    await use(sandbox);
    await sandbox.close();
  },
});

const TEXT = {
  en: { calls: 'Calls', callNow: 'Call now', calling: 'Calling…', cancelled: 'Cancelled' },
  ar: { calls: 'المكالمات', callNow: 'اتصل الآن', calling: 'جارٍ الاتصال…', cancelled: 'ملغاة' },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: a call placed now reads "${text.calling}" while the service says it waits, with no Edit or Cancel`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    await page.locator('#bridge-customer-number').fill(CUSTOMER.input);
    await page.locator('#bridge-customer-name').fill(CUSTOMER.name);
    await page.getByRole('button', { name: text.callNow }).click();
    await expect.poll(() => writes(sandbox, '/api/v1/call/bridge').length).toBe(1);
    await page.getByRole('tab', { name: text.calls }).click();
    // The list asked the service, which answered 'scheduled' (not rung yet).
    const statusChecks = () =>
      sandbox.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/call/status');
    await expect.poll(() => statusChecks().length).toBeGreaterThan(0);
    const [call] = sandbox.calls.values();
    expect(call?.callStatus).toBe('scheduled');
    const row = page.locator('.history-row');
    await row.locator('.history-line').click();
    // The service's answer has reached the list: its word is in the details.
    await expect(row.locator('.history-more dd[dir=auto]')).toHaveText('scheduled');
    await expect(row.locator('.popup-badge')).toHaveText(new RegExp(`${text.calling}$`));
    await expect(row.locator('.history-more button')).toHaveCount(0);
  });

  test(`${language}: a cancelled call reads "${text.cancelled}" and nobody is "waiting"`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    await seedHistory(page, [
      { id: 'c-gone', name: 'Badr', dial: CUSTOMER.dial, state: 'cancelled', minutesAgo: -60 },
    ]);
    await page.getByRole('tab', { name: text.calls }).click();
    const row = page.locator('#call-c-gone');
    await expect(row.locator('.popup-badge')).toHaveText(new RegExp(`${text.cancelled}$`));
    await row.locator('.history-line').click();
    await expect(row.locator('.history-more')).toBeVisible();
    await expect(row.locator('.popup-outcome')).toHaveCount(0);
    await expect(row).not.toContainText(language === 'en' ? 'waiting' : 'بانتظار');
  });
}
