/**
 * The options page, driven through its visible labels in the built extension, against the real
 * sandbox service.
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { startSandbox } from '../sandbox/server';
import { expect, sandboxUrls, test } from './helpers/browser';
import { OptionsPage } from './helpers/options';

test('configures the service through the options page; the token stays hidden', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await expect(options.field('token')).toHaveAttribute('type', 'password');
  await expect(options.field('token')).toHaveAttribute('placeholder', /Paste the token/);
  await options.field('token').fill('visible-for-a-moment');
  await options.page.getByRole('button', { name: 'Show' }).click();
  await expect(options.field('token')).toHaveAttribute('type', 'text');
  await options.page.getByRole('button', { name: 'Hide' }).click();
  await expect(options.field('token')).toHaveAttribute('type', 'password');

  await options.fill({
    token: sandbox.token,
    ecommerceUrl: sandbox.url,
    bridgeUrl: `${sandbox.url}/`,
    dispatchUrl: sandbox.url,
    webrtcUrl: sandbox.url,
    orderFlowId: 'order-flow-7',
    bridgeFlowId: 'bridge-flow-3',
    bridgeDurationMinutes: '25',
    orderTries: '3',
    orderTryDelayMinutes: '10',
    agentName: 'Sara Agent',
    agentNumber: '055 123 4567',
    clickAction: 'bridge',
  });
  await expect(options.page.getByTestId('agent-number-preview')).toContainText('966551234567');
  await options.save();
  await expect(options.saveSummary).toHaveText('Settings saved.');
  await expect(options.field('token')).toHaveValue('');

  await options.reload();
  // The four addresses are the same one (the bridge's trailing slash dropped): shown as one.
  await expect(options.oneAddress).toBeChecked();
  await expect(options.oneAddressField).toHaveValue(sandbox.url);
  await expect(options.field('orderFlowId')).toHaveValue('order-flow-7');
  await expect(options.field('bridgeFlowId')).toHaveValue('bridge-flow-3');
  await expect(options.field('bridgeDurationMinutes')).toHaveValue('25');
  await expect(options.field('orderTries')).toHaveValue('3');
  await expect(options.field('orderTryDelayMinutes')).toHaveValue('10');
  await expect(options.field('agentName')).toHaveValue('Sara Agent');
  await expect(options.field('agentNumber')).toHaveValue('+966551234567');
  await expect(options.field('clickAction')).toHaveValue('bridge');
  await expect(options.field('serviceTimeZone')).toHaveValue('Asia/Riyadh');
  await expect(options.field('defaultCountry')).toHaveValue('SA');

  // The token is stored but never comes back to the page: empty, masked, only a placeholder.
  await expect(options.field('token')).toHaveValue('');
  await expect(options.field('token')).toHaveAttribute('type', 'password');
  await expect(options.field('token')).toHaveAttribute('placeholder', /A token is stored/);
  expect(await options.page.content()).not.toContain(sandbox.token);

  // It is really stored: Test connection with the field left empty uses it.
  await options.testConnection();
  await expect(options.connectionResult('bridge')).toHaveAttribute('data-outcome', 'accepted');
});

test('Test connection: accepted token, rejected token (401), unreachable service', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  const urls = sandboxUrls(sandbox);
  await options.fill({ ...urls, token: sandbox.token });
  await options.testConnection();
  for (const host of ['ecommerce', 'bridge', 'dispatch'] as const) {
    await expect(options.connectionResult(host)).toHaveAttribute('data-outcome', 'accepted');
    await expect(options.connectionResult(host)).toContainText('the token was accepted');
  }
  // A result is for the addresses it tested: changing one takes it off the screen.
  await options.fill({ bridgeUrl: `${urls.bridgeUrl}/elsewhere` });
  await expect(options.connectionResult('bridge')).toHaveCount(0);
  await options.fill({ bridgeUrl: urls.bridgeUrl });

  const wrongToken = `wrong-${randomBytes(6).toString('hex')}`;
  await options.fill({ token: wrongToken });
  await options.testConnection();
  for (const host of ['ecommerce', 'bridge', 'dispatch'] as const) {
    await expect(options.connectionResult(host)).toHaveAttribute('data-outcome', 'rejected');
    await expect(options.connectionResult(host)).toContainText('rejected this API token (401)');
    // The person is on Settings already: the line says where to look, not "Open Settings".
    await expect(options.connectionResult(host)).toContainText('Check the token above');
    await expect(options.connectionResult(host)).not.toContainText('Open Settings');
  }
  expect(sandbox.requests.some((request) => request.authorization === 'invalid')).toBe(true);

  const closed = await closedPortUrl();
  await options.fill({
    token: sandbox.token,
    bridgeUrl: closed,
    ecommerceUrl: '',
    dispatchUrl: '',
  });
  await options.testConnection();
  await expect(options.connectionResult('bridge')).toHaveAttribute('data-outcome', 'failed');
  await expect(options.connectionResult('bridge')).toContainText('could not be reached');
  await expect(options.connectionResult('ecommerce')).toHaveCount(0);
});

test('Test connection: a wrong token on a wrong path is never "accepted"', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  // A wrong base path (recorded by the sandbox: it starts with /api/).
  const wrongPath = `${sandbox.url}/api/v2`;
  await options.fill({
    token: `wrong-${randomBytes(6).toString('hex')}`,
    ecommerceUrl: wrongPath,
    bridgeUrl: wrongPath,
    dispatchUrl: wrongPath,
  });
  await options.testConnection();
  for (const host of ['ecommerce', 'bridge', 'dispatch'] as const) {
    await expect(options.connectionResult(host)).toHaveAttribute('data-outcome', 'unverified');
    await expect(options.connectionResult(host)).toContainText(
      'Reachable, but the token was not verified',
    );
    await expect(options.connectionResult(host)).toContainText('answered 404');
    await expect(options.connectionResult(host)).not.toContainText('accepted');
  }
  // Not dressed as success: a neutral box and a question mark, not a green tick.
  await expect(options.connectionSummary).not.toHaveClass(/\bsuccess\b/);
  await expect(options.connectionResult('bridge').locator('.db-check-mark')).toHaveText('?');
  expect(sandbox.requests.length).toBeGreaterThan(0);
  expect(sandbox.requests.every((request) => request.status === 404)).toBe(true);

  // The right settings, for contrast: accepted, and shown as success.
  await options.fill({ ...sandboxUrls(sandbox), token: sandbox.token });
  await options.testConnection();
  for (const host of ['ecommerce', 'bridge', 'dispatch'] as const)
    await expect(options.connectionResult(host)).toHaveAttribute('data-outcome', 'accepted');
  await expect(options.connectionSummary).toHaveClass(/\bsuccess\b/);
  expect(sandbox.calls.size + sandbox.orders.length + sandbox.dispatches.length).toBe(0);
});

test('Test connection never sends the stored token to an address typed but not saved', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const elsewhere = await startSandbox({ port: 0, token: sandbox.token });
  try {
    const options = await OptionsPage.open(openExtensionPage);
    await configure(options.page, sandboxUrls(sandbox), sandbox.token);
    await options.reload();
    await options.fill({ bridgeUrl: elsewhere.url });
    await options.testConnection();
    await expect(options.connectionNotice).toContainText(
      'The stored token is sent only to the saved addresses',
    );
    await expect(options.connectionResult('bridge')).toHaveCount(0);
    // What was typed stays.
    await expect(options.field('bridgeUrl')).toHaveValue(elsewhere.url);

    // A page that skips its own check (buggy or compromised) is refused by the background.
    const reply = await options.page.evaluate(
      (data) =>
        (
          globalThis as unknown as {
            chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
          }
        ).chrome.runtime.sendMessage({ channel: 'dialbridge', type: 'testConnection', data }),
      { bridgeUrl: elsewhere.url, ecommerceUrl: '', dispatchUrl: '' },
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'token-needed' } });
    expect(elsewhere.requests).toHaveLength(0);
    expect(sandbox.requests).toHaveLength(0);

    // With the token typed, the typed address is tested with it.
    await options.fill({ token: sandbox.token });
    await options.testConnection();
    await expect(options.connectionResult('bridge')).toHaveAttribute('data-outcome', 'accepted');
    expect(elsewhere.requests.some((request) => request.authorization === 'valid')).toBe(true);
  } finally {
    await elsewhere.close();
  }
});

test('an invalid agent number is refused next to its field and nothing is saved', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await options.fill({ bridgeUrl: sandbox.url, agentName: 'Omar', agentNumber: '12345' });
  await options.save();

  await expect(options.fieldError('agentNumber')).toContainText('Enter a valid phone number');
  await expect(options.field('agentNumber')).toHaveAttribute('aria-invalid', 'true');
  await expect(options.field('agentNumber')).toHaveAttribute(
    'aria-describedby',
    /agentNumber-error/,
  );
  await expect(options.saveSummary).toContainText('Nothing was saved');
  await expect(options.saveSummary).toBeFocused();
  // What was typed is still there.
  await expect(options.field('agentNumber')).toHaveValue('12345');
  await expect(options.field('bridgeUrl')).toHaveValue(sandbox.url);

  // The summary links to the field.
  await options.saveSummary.getByRole('link', { name: 'Your phone number' }).click();
  await expect(options.field('agentNumber')).toBeFocused();

  await options.reload();
  await expect(options.field('agentNumber')).toHaveValue('');
  await expect(options.field('bridgeUrl')).toHaveValue('');
  await expect(options.field('agentName')).toHaveValue('');
});

test('a service address that would carry the token unsafely is refused next to its field, in English and Arabic', async ({
  sandbox,
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  const typed = {
    ecommerceUrl: 'https://agent:secret@shop.example.com',
    bridgeUrl: 'http://bridge.example.com/api',
    dispatchUrl: sandbox.url,
    webrtcUrl: 'http://phone.example.com',
  };
  await options.fill(typed);
  await options.save();
  await expect(options.fieldError('bridgeUrl')).toHaveText(
    'Use https:// — only addresses on this computer may use http://.',
  );
  await expect(options.fieldError('webrtcUrl')).toHaveText(
    'Use https:// — only addresses on this computer may use http://.',
  );
  await expect(options.fieldError('ecommerceUrl')).toHaveText(
    'Remove the user name and password from the address.',
  );
  await expect(options.fieldError('dispatchUrl')).toHaveCount(0);
  await expect(options.saveSummary).toContainText('Nothing was saved');
  for (const [key, value] of Object.entries(typed))
    await expect(options.field(key as keyof typeof typed)).toHaveValue(value);

  // The same in Arabic.
  await options.fill({
    ecommerceUrl: '',
    bridgeUrl: '',
    dispatchUrl: '',
    webrtcUrl: '',
    language: 'ar',
  });
  await options.save();
  await expect(options.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await options.page.locator('#bridgeUrl').fill(typed.bridgeUrl);
  await options.page.locator('#ecommerceUrl').fill(typed.ecommerceUrl);
  await options.page.locator('button[type="submit"]').click();
  await expect(options.page.locator('#bridgeUrl-error')).toHaveText(
    'استخدم \u2066https://\u2069 — لا يُسمح بـ \u2066http://\u2069 إلا لعناوين هذا الحاسوب.',
  );
  await expect(options.page.locator('#ecommerceUrl-error')).toHaveText(
    'احذف اسم المستخدم وكلمة المرور من العنوان.',
  );
  await expect(options.page.locator('#bridgeUrl')).toHaveValue(typed.bridgeUrl);
});

test('configure() stores settings through the real message, as the options page shows', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  const view = await configure(
    options.page,
    { ...sandboxUrls(sandbox), agentNumber: '+966 50 000 0001' },
    sandbox.token,
  );
  expect(view.tokenSet).toBe(true);
  expect(view.agentNumber).toBe('966500000001');
  expect(JSON.stringify(view)).not.toContain(sandbox.token);
  await options.reload();
  await expect(options.oneAddressField).toHaveValue(sandbox.url);
  await options.oneAddress.uncheck();
  await expect(options.field('dispatchUrl')).toHaveValue(sandbox.url);
  await expect(options.field('token')).toHaveAttribute('placeholder', /A token is stored/);
});

/** An http URL on 127.0.0.1 where nothing listens (a port just freed). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

test('switches to Arabic, right to left, and back; the page passes axe in both', async ({
  openExtensionPage,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  expect(await axeViolations(options)).toEqual([]);

  await options.fill({ language: 'ar' });
  await options.save();
  const html = options.page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(options.page.getByRole('heading', { level: 1 })).toHaveText('إعدادات دايل بريدج');
  await expect(options.saveSummary).toContainText('حُفظت الإعدادات.');
  // URLs and numbers still read left to right inside the Arabic page.
  await expect(options.page.locator('#bridgeUrl')).toHaveAttribute('dir', 'ltr');

  await options.page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await options.page.locator('#token').waitFor();
  expect(await axeViolations(options)).toEqual([]);
  // The empty token field's Arabic placeholder is laid out by its own (Arabic) text; a token
  // typed into it is left to right as before.
  const token = options.page.locator('#token');
  await expect(token).toHaveCSS('unicode-bidi', 'plaintext');
  await token.fill('tok-123');
  await expect(token).toHaveCSS('unicode-bidi', 'isolate');
  await token.fill('');

  await options.page.locator('#language').selectOption('en');
  await options.page.locator('button[type="submit"]').click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(options.field('token')).toBeVisible();
});

/** axe-core's WCAG A/AA findings, as "rule: target" lines, so a failure names what is wrong. */
async function axeViolations(options: OptionsPage): Promise<string[]> {
  const results = await new AxeBuilder({ page: options.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

for (const language of ['en', 'ar'] as const) {
  test(`the browser-phone link in the hint stays whole on one line (${language})`, async ({
    openExtensionPage,
    configure,
  }) => {
    const page = await openExtensionPage('options.html');
    await configure(page, { language, webrtcUrl: 'https://softphone.callcentre.example.com' });
    await page.setViewportSize({ width: 420, height: 900 });
    await page.reload();
    const link = page.locator('bdi.db-code').filter({ hasText: 'integration.php' });
    await expect(link).toHaveText(
      'https://softphone.callcentre.example.com/integration.php?phone_number=…',
    );
    // All on one line: the address never breaks after "integration.php?" (or anywhere else).
    const tops = await link.evaluate((element) =>
      [...element.getClientRects()].map((rect) => Math.round(rect.top)),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await link.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  });
}
