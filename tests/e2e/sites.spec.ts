/**
 * Site access in real Chromium with the test build: the scanner is registered at run time, on
 * http://localhost and http://127.0.0.1 from the first start (no prompt), turned off and on per
 * site through the popup's messages, and never enabled for an origin the browser did not grant
 * or for the extension's own pages.
 */
import type { Page } from '@playwright/test';
import { expect, test, servedFixtures } from './helpers/browser';
import { expectedDials, pageNumbers, registeredScanner } from './helpers/page';
import { startFixtureServer } from '../../scripts/serve-fixtures';

/** The extension APIs these tests call in the service worker and extension pages. */
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<never> };
};

const fixtures = servedFixtures();

/** Sends one of our messages from an extension page, as the popup does. */
async function send(
  page: Page,
  type: string,
  data: unknown,
): Promise<{ ok: boolean; data?: unknown; error?: { code: string; message: string } }> {
  return page.evaluate(
    ({ type, data }) => chrome.runtime.sendMessage({ channel: 'dialbridge', type, data }),
    { type, data },
  );
}

test('the test build scans a localhost page from the first start, with no prompt', async ({
  context,
}) => {
  const script = await registeredScanner(context);
  expect(script).toMatchObject({
    id: 'dialbridge-crm',
    js: ['content-scripts/crm.js'],
    allFrames: true,
    runAt: 'document_start',
    persistAcrossSessions: true,
  });
  expect([...(script.matches ?? [])].sort()).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);

  // Both local hosts, any port: the fixture server's random port was never granted by name.
  const port = new URL(fixtures.url).port;
  for (const host of ['localhost', '127.0.0.1']) {
    const page = await context.newPage();
    await page.goto(`http://${host}:${port}/crm-en.html`);
    const numbers = await pageNumbers(context, page);
    expect(numbers.map((number) => number.dial)).toEqual(expectedDials('crm-en'));
  }
});

test('one port of a site turned off is excluded, the other ports still scanned; turned on again, its open tab is scanned without a reload', async ({
  context,
  openExtensionPage,
}) => {
  await registeredScanner(context);
  const origin = `http://localhost:${new URL(fixtures.url).port}`;
  const popup = await openExtensionPage('popup.html');
  expect(await send(popup, 'getSiteAccess', { origin })).toEqual({
    ok: true,
    data: { origin, enabled: true, allSites: false, managed: false },
  });

  expect(await send(popup, 'setSiteAccess', { origin, enabled: false })).toEqual({
    ok: true,
    data: { origin, enabled: false, allSites: false, managed: false },
  });
  // Turning localhost:<port> off excludes that origin alone: the any-port pattern stays for
  // every other port, whose pages are still scanned.
  const off = await registeredScanner(context);
  expect([...(off.matches ?? [])].sort()).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
  expect(off.excludeMatches).toEqual([`${origin}/*`]);
  const otherPort = await startFixtureServer();
  try {
    const other = await context.newPage();
    await other.goto(`${otherPort.url.replace('127.0.0.1', 'localhost')}/crm-en.html`);
    const scanned = await pageNumbers(context, other);
    expect(scanned.map((number) => number.dial)).toEqual(expectedDials('crm-en'));
    await other.close();
  } finally {
    await otherPort.close();
  }

  const page = await context.newPage();
  await page.goto(`${origin}/crm-ar.html`);
  expect(await send(popup, 'setSiteAccess', { origin, enabled: true })).toEqual({
    ok: true,
    data: { origin, enabled: true, allSites: false, managed: false },
  });
  const on = await registeredScanner(context);
  expect([...(on.matches ?? [])].sort()).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
  expect(on.excludeMatches ?? []).toEqual([]);
  // The tab opened while the site was off got the scanner when it was turned on.
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial)).toEqual(expectedDials('crm-ar'));
});

test('turning on a site whose open tab already runs the scanner starts no second copy there', async ({
  context,
  openExtensionPage,
}) => {
  await registeredScanner(context);
  const origin = `http://localhost:${new URL(fixtures.url).port}`;
  const page = await context.newPage();
  // Every copy of the page script announces itself to the page when it starts (WXT posts a
  // "content-script-started" message so the copy before it stops): the page counts them.
  await page.addInitScript(() => {
    const counted = window as unknown as { scriptStarts: number };
    counted.scriptStarts = 0;
    addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
      if (String(event.data?.type).endsWith('wxt:content-script-started')) counted.scriptStarts++;
    });
  });
  await page.goto(`${origin}/crm-en.html`);
  expect((await pageNumbers(context, page)).map((number) => number.dial)).toEqual(
    expectedDials('crm-en'),
  );
  /** Messages arrive in order: once this one is back, every announcement before it was counted. */
  const starts = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          addEventListener('message', function flushed(event) {
            if (event.data !== 'dialbridge-test-flush') return;
            removeEventListener('message', flushed);
            resolve((window as unknown as { scriptStarts: number }).scriptStarts);
          });
          postMessage('dialbridge-test-flush', '*');
        }),
    );
  const before = await starts();

  const popup = await openExtensionPage('popup.html');
  expect(await send(popup, 'setSiteAccess', { origin, enabled: true })).toMatchObject({
    ok: true,
    data: { origin, enabled: true },
  });
  expect(await starts()).toBe(before);
  expect((await pageNumbers(context, page)).map((number) => number.dial)).toEqual(
    expectedDials('crm-en'),
  );

  // The count sees a copy that does start: a tab opened while the site was off gets one.
  expect(await send(popup, 'setSiteAccess', { origin, enabled: false })).toMatchObject({
    ok: true,
  });
  await page.reload();
  const afterReload = await starts();
  expect(await send(popup, 'setSiteAccess', { origin, enabled: true })).toMatchObject({
    ok: true,
  });
  expect(await starts()).toBe(afterReload + 1);
});

test('a site the browser has not granted, or the extension itself, is never enabled', async ({
  context,
  extensionId,
  openExtensionPage,
}) => {
  const before = await registeredScanner(context);
  const popup = await openExtensionPage('popup.html');

  const refused = await send(popup, 'setSiteAccess', {
    origin: 'https://crm.example.com',
    enabled: true,
  });
  expect(refused).toMatchObject({ ok: false, error: { code: 'no-permission' } });
  expect(await send(popup, 'setAllSites', { enabled: true })).toMatchObject({
    ok: false,
    error: { code: 'no-permission' },
  });

  for (const origin of [
    `chrome-extension://${extensionId}`,
    'chrome://extensions',
    'file:///etc/hosts',
  ]) {
    expect(await send(popup, 'setSiteAccess', { origin, enabled: true })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(await send(popup, 'getSiteAccess', { origin })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  }
  expect(await registeredScanner(context)).toEqual(before);
});

test('a web page cannot change site access', async ({ context }) => {
  await registeredScanner(context);
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page); // the content script is running in this tab
  // The page's own scripts have no extension messaging at all.
  expect(
    await page.evaluate(
      () =>
        typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime
          ?.sendMessage,
    ),
  ).toBe('undefined');
});
