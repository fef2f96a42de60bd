/**
 * Order confirmations and dispatches in the calls history, in English and Arabic: what the
 * popup's Order and Dispatch forms send appears in the history with what the service said, and
 * confirming the same order again the same day asks first ("already confirmed today at …"); only
 * "Call again" sends the second.
 */
import { expect, openPopup, test } from './helpers/popup';
import { writes } from './helpers/requests';

const TEXT = {
  en: {
    order: 'Order',
    calls: 'Calls',
    submit: 'Send confirmation call',
    dispatch: 'Dispatch',
    sendDispatch: 'Send dispatch call',
    callAgain: 'Call again',
    already: /already (confirmed|called) today at/,
  },
  ar: {
    order: 'الطلب',
    calls: 'المكالمات',
    submit: 'إرسال مكالمة التأكيد',
    dispatch: 'إبلاغ بالأرقام',
    sendDispatch: 'بدء مكالمة الإبلاغ',
    callAgain: 'اتصل مرة أخرى',
    already: /سبق الاتصال بالرقم .* اليوم الساعة/,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: an order confirmation is in the history with the service's words; the same order again today asks first`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language } },
    );
    await page.getByRole('tab', { name: text.order, exact: true }).click();
    const form = page.locator('#panel-order');
    await form.locator('#order-phone').fill('055 123 4567');
    await form.locator('#order-orderNumber').fill('ORD-77');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByTestId('order-message')).toHaveText(/\S/);
    expect(writes(sandbox, '/api/v1/order/confirmation')).toHaveLength(1);

    await page.getByRole('tab', { name: text.calls }).click();
    const row = page.locator('.history-row[data-kind=order]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('ORD-77');
    await expect(row.locator('.history-number')).toHaveText('+966 55 123 4567');
    await row.locator('.history-line').click();
    await expect(row.locator('.history-more dd[dir=auto]').last()).toHaveText('Call in queue');

    // The live guard's two minutes are over (its ledger forgotten); the day still remembers.
    await page.evaluate(() =>
      (
        globalThis as unknown as { chrome: { storage: { session: { clear(): Promise<void> } } } }
      ).chrome.storage.session.clear(),
    );
    await page.getByRole('tab', { name: text.order, exact: true }).click();
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByRole('alert')).toContainText(text.already);
    expect(writes(sandbox, '/api/v1/order/confirmation')).toHaveLength(1);
    await form.getByRole('button', { name: text.callAgain }).click();
    await expect.poll(() => writes(sandbox, '/api/v1/order/confirmation').length).toBe(2);
  });
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`${language}: a dispatch is in the history with the service's words, its id and the numbers read out`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const page = await openPopup(
      { sandbox, openExtensionPage, configure },
      { settings: { language, dispatchWebhookUrl: `${sandbox.url}/hook` } },
    );
    await page.getByRole('tab', { name: text.dispatch, exact: true }).click();
    const form = page.locator('#panel-dispatch');
    await form.locator('#dispatch-phone').fill('055 123 4567');
    await form.locator('#dispatch-number1').fill('41');
    await form.locator('#dispatch-number2').fill('7');
    await form.getByRole('button', { name: text.sendDispatch }).click();
    const callId = (await form.getByTestId('dispatch-call-id').textContent()) ?? '';
    expect(callId).not.toBe('');

    await page.getByRole('tab', { name: text.calls }).click();
    const row = page.locator('.history-row[data-kind=dispatch]');
    await expect(row).toHaveCount(1);
    await expect(row.locator('.history-number')).toHaveText('+966 55 123 4567');
    await row.locator('.history-line').click();
    await expect(row.locator('.history-more')).toContainText(callId);
    await expect(row.locator('.history-more')).toContainText('41 · 7');
    await expect(row.locator('.history-more dd[dir=auto]').last()).toHaveText('Call Sent');
  });
}
