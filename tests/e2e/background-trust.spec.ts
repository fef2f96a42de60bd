/**
 * Trust boundaries in the real browser: from inside our own content script on a CRM page, the
 * token cannot be read (storage.local is closed to content scripts) and settings messages are
 * refused by the background. Runs code in the content script's isolated world through CDP.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, sandboxUrls, test, servedFixtures } from './helpers/browser';
import { OptionsPage } from './helpers/options';
import { pageNumbers } from './helpers/page';

const fixtures = servedFixtures();

test('a content script can neither read the token nor ask for settings', async ({
  context,
  sandbox,
  extensionId,
  openExtensionPage,
  configure,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await configure(options.page, sandboxUrls(sandbox), sandbox.token);

  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page); // the content script is running
  const inContentScript = await contentScriptWorld(page, extensionId);

  // Control: this really is our content script (it can reach the background).
  expect(await inContentScript(`typeof chrome.runtime.sendMessage`)).toBe('function');

  const storage = await inContentScript(
    `chrome.storage.local.get(null).then((items) => 'read ' + JSON.stringify(items), (error) => 'refused: ' + error.message)`,
  );
  expect(storage).toMatch(/^refused: /);
  expect(storage).not.toContain(sandbox.token);

  for (const [type, data] of [
    ['getSettings', {}],
    ['saveSettings', { settings: {}, token: 'planted' }],
    ['testConnection', { bridgeUrl: sandbox.url, ecommerceUrl: '', dispatchUrl: '' }],
  ] as const) {
    const reply = await inContentScript(
      `chrome.runtime.sendMessage(${JSON.stringify({ channel: 'dialbridge', type, data })})`,
    );
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden-sender' }),
    });
    expect(JSON.stringify(reply)).not.toContain(sandbox.token);
  }
  // Nothing reached the service on the content script's behalf.
  expect(sandbox.requests).toHaveLength(0);
});

/** An evaluator in our extension's isolated world on `page` (found through CDP). */
async function contentScriptWorld(page: Page, extensionId: string) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
  session.on('Runtime.executionContextCreated', (event) => contexts.push(event.context));
  await session.send('Runtime.enable'); // replays the contexts that already exist
  await expect
    .poll(() =>
      contexts.find((c) => c.auxData?.type === 'isolated' && c.origin.includes(extensionId)),
    )
    .toBeTruthy();
  const world = contexts.find(
    (c) => c.auxData?.type === 'isolated' && c.origin.includes(extensionId),
  )!;
  return async (expression: string): Promise<unknown> => {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
      expression,
      contextId: world.id,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
}
