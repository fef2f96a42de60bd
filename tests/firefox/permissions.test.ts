/**
 * Firefox MV3 host permissions are opt-in, and the production build asks for none at install:
 * the options page asks for the service's origin with permissions.request inside the person's
 * click on Save — Firefox refuses the request outside a user's input handler — and the background
 * can then reach the service.
 *
 * `extensions.webextOptionalPermissionPrompts: false` makes Firefox answer "allow" in place of
 * the person at its prompt (there is no one to click it headless); it does not lift the
 * user-input rule, which the test checks first.
 */
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { FIREFOX_PRODUCTION_DIR, launchFirefox, poll, type Firefox } from './firefox';

let firefox: Firefox | undefined;
let sandbox: Sandbox | undefined;
afterEach(async () => {
  await firefox?.close();
  await sandbox?.close();
  firefox = sandbox = undefined;
});

/** permissions.contains or .request for `origins` from the page's script; the answer as text. */
function permissions(page: Page, call: 'contains' | 'request', origins: string[]): Promise<string> {
  return page.evaluate(
    (call, origins) =>
      (
        globalThis as unknown as {
          browser: { permissions: Record<string, (wanted: object) => Promise<boolean>> };
        }
      ).browser.permissions[call]!({ origins }).then(
        (granted) => String(granted),
        (error: unknown) => String(error),
      ),
    call,
    origins,
  );
}

it('production build: saving the service address asks for its origin in the click; then it is reachable', async () => {
  sandbox = await startSandbox({ port: 0 });
  firefox = await launchFirefox({
    extensionDir: FIREFOX_PRODUCTION_DIR,
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
  const options = await firefox.openExtensionPage('options.html');
  await options.waitForSelector('#token');
  // Firefox's host patterns cannot name a port: the service's origin is asked as scheme and host.
  const origins = [`${sandbox.url.replace(/:\d+$/, '')}/*`];
  expect(await permissions(options, 'contains', origins)).toBe('false');
  // Asked by a script, not in a person's click, Firefox refuses even with prompts answered for us.
  expect(await permissions(options, 'request', origins)).toMatch(/user input handler/);
  expect(await permissions(options, 'contains', origins)).toBe('false');

  await options.type('#token', sandbox.token);
  await options.click('#oneAddress');
  await options.type('#oneAddressUrl', sandbox.url);
  await options.type('#bridgeFlowId', 'bridge-flow-3');
  await options.type('#orderFlowId', 'order-flow-7');
  await options.type('#agentName', 'Sara Agent');
  await options.type('#agentNumber', '0551234567');
  await options.click('button[type="submit"]');
  const summary = await poll(
    () => options.evaluate(() => document.querySelector('#save-summary')?.textContent ?? ''),
    (text) => text !== '',
    'the outcome of the save',
  );
  expect(summary).toBe('Settings saved.');
  expect(await permissions(options, 'contains', origins)).toBe('true');

  // The grant is real: the background's requests to the service now get through.
  await options.click('::-p-text(Test connection)');
  const outcome = await poll(
    () =>
      options.evaluate(
        () =>
          document
            .querySelector('.db-connection-test li[data-host="bridge"]')
            ?.getAttribute('data-outcome') ?? '',
      ),
    (outcome) => outcome !== '',
    'the connection test',
  );
  expect(outcome).toBe('accepted');
});
