/**
 * The options page cannot be saved unusable: required fields marked and checked, errors gone as
 * soon as the field is right, one address for all services, the browser phone in Test
 * connection, in English and Arabic. Against the real sandbox, in the built extension.
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer } from 'node:net';
import { expect, test } from './helpers/browser';
import { OptionsPage } from './helpers/options';

test('required fields are marked, follow the choices made, and an incomplete setup is not saved', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  // Default click action: the browser phone. Its address is required; bridging is not yet.
  await expect(options.field('webrtcUrl')).toHaveAttribute('aria-required', 'true');
  await expect(options.field('bridgeUrl')).not.toHaveAttribute('aria-required', 'true');
  await expect(options.field('bridgeFlowId')).not.toHaveAttribute('aria-required', 'true');
  const mark = (id: string) =>
    options.page.locator(`.db-label-row:has(label[for="${id}"]) .db-required`);
  await expect(mark('webrtcUrl')).toBeVisible();
  await expect(mark('bridgeUrl')).toHaveCount(0);

  await options.fill({ clickAction: 'bridge', bridgeUrl: sandbox.url, ecommerceUrl: sandbox.url });
  for (const key of ['token', 'bridgeUrl', 'bridgeFlowId', 'agentNumber', 'agentName'] as const)
    await expect(options.field(key)).toHaveAttribute('aria-required', 'true');
  await expect(options.field('orderFlowId')).toHaveAttribute('aria-required', 'true');
  await expect(options.field('webrtcUrl')).not.toHaveAttribute('aria-required', 'true');

  await options.save();
  await expect(options.saveSummary).toContainText('Nothing was saved');
  await expect(options.fieldError('token')).toHaveText(
    'Enter the API token: the service addresses need it.',
  );
  await expect(options.fieldError('bridgeFlowId')).toHaveText('Needed for bridged calls.');
  await expect(options.fieldError('agentNumber')).toHaveText('Needed for bridged calls.');
  await expect(options.fieldError('orderFlowId')).toHaveText(
    'Needed for order confirmation calls.',
  );
  await expect(options.field('bridgeFlowId')).toHaveAttribute('aria-invalid', 'true');
  // Nothing reached the service or storage; what was typed stays.
  expect(sandbox.requests).toHaveLength(0);
  await expect(options.field('bridgeUrl')).toHaveValue(sandbox.url);

  // An error goes as soon as its field is right, before any Save; the others stay.
  await options.fill({ bridgeFlowId: 'bridge-flow-3' });
  await expect(options.fieldError('bridgeFlowId')).toHaveCount(0);
  await expect(options.field('bridgeFlowId')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(options.fieldError('agentNumber')).toBeVisible();
  // A wrong value keeps its error (with what is wrong now), a right one clears it.
  await options.fill({ agentNumber: '12345' });
  await expect(options.fieldError('agentNumber')).toContainText('Enter a valid phone number');
  await options.fill({ agentNumber: '0551234567' });
  await expect(options.fieldError('agentNumber')).toHaveCount(0);

  await options.reload();
  await expect(options.field('bridgeUrl')).toHaveValue('');
  await expect(options.field('clickAction')).toHaveValue('webrtc');

  // Complete: saved.
  await options.fill({
    token: sandbox.token,
    clickAction: 'bridge',
    bridgeUrl: sandbox.url,
    bridgeFlowId: 'bridge-flow-3',
    agentName: 'Sara',
    agentNumber: '0551234567',
  });
  await options.save();
  await expect(options.saveSummary).toHaveText('Settings saved.');
  // A token is stored now: the token field is no longer required.
  await expect(options.field('token')).not.toHaveAttribute('aria-required', 'true');
});

test('a corrected address loses its error while typing, and the Arabic page keeps http:// whole', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await options.fill({ webrtcUrl: 'http://phone.example.com' });
  await options.save();
  await expect(options.fieldError('webrtcUrl')).toHaveText(
    'Use https:// — only addresses on this computer may use http://.',
  );
  await options.fill({ webrtcUrl: sandbox.url });
  await expect(options.fieldError('webrtcUrl')).toHaveCount(0);

  // In Arabic (a setup not started may be saved, to choose the language first).
  await options.fill({ webrtcUrl: '', language: 'ar' });
  await options.save();
  await expect(options.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(options.saveSummary).toContainText('لا يستطيع دايل بريدج الاتصال بعد');
  await options.page.locator('#webrtcUrl').fill('http://phone.example.com');
  await options.page.locator('button[type="submit"]').click();
  const error = options.page.locator('#webrtcUrl-error');
  await expect(error).toHaveText(
    'استخدم \u2066https://\u2069 — لا يُسمح بـ \u2066http://\u2069 إلا لعناوين هذا الحاسوب.',
  );
  // Drawn left to right inside the sentence: "https://" is never painted as "//:https".
  const drawn = await error.evaluate((node) => {
    const text = node.firstChild as Text;
    const at = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().left;
    };
    const start = (node.textContent ?? '').indexOf('https://');
    return { h: at(start, start + 1), colon: at(start + 5, start + 6) };
  });
  expect(drawn.h).toBeLessThan(drawn.colon);
  await options.page.locator('#webrtcUrl').fill(sandbox.url);
  await expect(error).toHaveCount(0);

  // The required mark and message in Arabic.
  await options.page.locator('#webrtcUrl').fill('');
  await options.page.locator('#token').fill(sandbox.token);
  await options.page.locator('button[type="submit"]').click();
  await expect(options.page.locator('#webrtcUrl-error')).toContainText(
    'لازم لما يحدث عند النقر على رقم',
  );
  await expect(options.page.locator('#webrtcUrl')).toHaveAttribute('aria-required', 'true');
});

test('one address for all services fills the four addresses; turned off, the four show it', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await expect(options.oneAddress).not.toBeChecked();
  await options.fill({ bridgeUrl: sandbox.url });
  await options.oneAddress.check();
  await expect(options.field('bridgeUrl')).toHaveCount(0);
  await expect(options.oneAddressField).toHaveValue(sandbox.url);
  await options.oneAddressField.fill(`${sandbox.url}/`);
  await options.oneAddress.uncheck();
  for (const key of ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl'] as const)
    await expect(options.field(key)).toHaveValue(`${sandbox.url}/`);

  await options.oneAddress.check();
  await options.fill({ token: sandbox.token });
  await options.oneAddressField.fill(sandbox.url);
  await options.fill({
    orderFlowId: 'order-flow-7',
    bridgeFlowId: 'bridge-flow-3',
    agentName: 'Sara',
    agentNumber: '0551234567',
    clickAction: 'ask',
  });
  await options.save();
  await expect(options.saveSummary).toHaveText('Settings saved.');
  await options.reload();
  await expect(options.oneAddress).toBeChecked();
  await options.oneAddress.uncheck();
  for (const key of ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl'] as const)
    await expect(options.field(key)).toHaveValue(sandbox.url);

  // In Arabic, the choice and the field are named, and the four count as one in the summary.
  await options.fill({ language: 'ar' });
  await options.save();
  await expect(options.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await options.page.getByLabel('عنوان واحد لكل الخدمات').check();
  await options.page.getByLabel('عنوان الخدمة (كل الخدمات)').fill('http://calls.example.com');
  await options.page.locator('button[type="submit"]').click();
  await expect(options.page.locator('#save-summary')).toContainText('عنوان الخدمة (كل الخدمات)');
  await expect(options.page.locator('#save-summary a')).toHaveCount(1);
  await expect(options.page.locator('#oneAddressUrl-error')).toContainText('\u2066https://\u2069');
});

for (const language of ['en', 'ar'] as const) {
  test(`Test connection checks the browser phone for reachability only, never with the token or a number (${language})`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const options = await OptionsPage.open(openExtensionPage);
    if (language === 'ar') {
      await configure(options.page, { language: 'ar' });
      await options.page.reload();
      await options.page.locator('#token').waitFor();
    }
    const button = options.page.locator('.db-connection-test button');
    const area = options.page.locator('.db-connection-test');
    const run = async () => {
      const before = Number(await area.getAttribute('data-finished'));
      await button.click();
      await expect(area).toHaveAttribute('data-finished', String(before + 1));
    };
    // Only the browser phone: no token is needed to test it.
    await options.page.locator('#webrtcUrl').fill(sandbox.url);
    await run();
    const line = options.connectionResult('webrtc');
    await expect(line).toHaveAttribute('data-outcome', 'reachable');
    await expect(line).toContainText(language === 'en' ? 'Reachable' : 'متاح');
    await expect(line).not.toContainText(language === 'en' ? 'accepted' : 'قُبل');
    const phoneRequests = sandbox.requests.filter((r) => r.path === '/integration.php');
    expect(phoneRequests).toHaveLength(1);
    expect(phoneRequests[0]?.query).toEqual({});
    expect(phoneRequests[0]?.authorization).toBe('missing');
    expect(sandbox.requests).toHaveLength(1);

    // With the service hosts and the token too: the phone's request still carries no token.
    await options.page.locator('#bridgeUrl').fill(sandbox.url);
    await options.page.locator('#token').fill(sandbox.token);
    await run();
    await expect(options.connectionResult('bridge')).toHaveAttribute('data-outcome', 'accepted');
    await expect(line).toHaveAttribute('data-outcome', 'reachable');
    const all = sandbox.requests.filter((r) => r.path === '/integration.php');
    expect(all).toHaveLength(2);
    expect(all.every((r) => r.authorization === 'missing' && !('phone_number' in r.query))).toBe(
      true,
    );
    expect(sandbox.calls.size + sandbox.orders.length + sandbox.dispatches.length).toBe(0);

    // Nothing listening: unreachable, said so.
    await options.page.locator('#bridgeUrl').fill('');
    await options.page.locator('#webrtcUrl').fill(await closedPortUrl());
    await run();
    await expect(line).toHaveAttribute('data-outcome', 'failed');
    await expect(line).toContainText(language === 'en' ? 'could not be reached' : 'تعذّر الوصول');
  });
}

/** An http URL on 127.0.0.1 where nothing listens (a port just freed). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

for (const language of ['en', 'ar'] as const) {
  test(`the Settings page does not send the person to Settings, and passes axe with errors on screen (${language})`, async ({
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const options = await OptionsPage.open(openExtensionPage);
    if (language === 'ar') {
      await configure(options.page, { language: 'ar' });
      await options.page.reload();
      await options.page.locator('#token').waitFor();
    }
    await options.page.locator('#bridgeUrl').fill(sandbox.url);
    await options.page.locator('#token').fill('wrong-token-0123456789');
    const area = options.page.locator('.db-connection-test');
    await options.page.locator('.db-connection-test button').click();
    await expect(area).toHaveAttribute('data-finished', '1');
    const line = options.connectionResult('bridge');
    await expect(line).toHaveAttribute('data-outcome', 'rejected');
    await expect(line).toContainText(
      language === 'en' ? 'Check the token above' : 'تحقّق من الرمز أعلاه',
    );
    await expect(line).not.toContainText(language === 'en' ? 'Settings' : 'الإعدادات');

    await options.page.locator('button[type="submit"]').click();
    await expect(options.page.locator('#save-summary')).toBeFocused();
    await expect(options.page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(options)).toEqual([]);
    await options.page.locator('#oneAddress').check();
    expect(await axeViolations(options)).toEqual([]);
  });
}

/** axe-core's WCAG A/AA findings, as "rule: target" lines, so a failure names what is wrong. */
async function axeViolations(options: OptionsPage): Promise<string[]> {
  const results = await new AxeBuilder({ page: options.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
