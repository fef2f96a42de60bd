/**
 * "Ask" as the default click action: the context menu (and the command) hand the number to the
 * popup and open it with browser.action.openPopup(). Through the service worker, as in
 * context-menu.spec.ts. Playwright does not list the action popup among the context's pages, so
 * the popup is found with runtime.getContexts, and its having taken the number (getPopupContext
 * reads and clears it) through storage.session.
 */
import { expect, sandboxUrls, test } from './helpers/browser';
import { serviceWorker } from './helpers/page';

declare const chrome: {
  runtime: {
    getContexts(filter: object): Promise<{ contextType: string; documentUrl?: string }[]>;
  };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
};
declare const dialbridgeTest: {
  callSelectedText(text: string, tabId?: number): Promise<{ outcome: string; dial?: string }>;
};

test('with "ask", a selected number opens the popup, which takes the number', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const settings = await openExtensionPage('options.html');
  await configure(
    settings,
    {
      ...sandboxUrls(sandbox),
      agentNumber: '+966501112222',
      bridgeFlowId: 'flow-bridge',
      clickAction: 'ask',
      language: 'en',
    },
    sandbox.token,
  );
  const worker = await serviceWorker(context);
  const result = await worker.evaluate(() =>
    dialbridgeTest.callSelectedText('Call me: 055 123 4567'),
  );
  expect(result).toEqual({ outcome: 'popup', dial: '966551234567' });

  const popups = () =>
    worker.evaluate(async () =>
      (await chrome.runtime.getContexts({ contextTypes: ['POPUP'] })).map(
        (popup) => new URL(popup.documentUrl ?? '').pathname,
      ),
    );
  await expect.poll(popups).toEqual(['/popup.html']);
  // The popup read the number (getPopupContext clears it once read).
  await expect
    .poll(() => worker.evaluate(async () => chrome.storage.session.get('pendingNumber')))
    .toEqual({});
  expect(sandbox.requests).toEqual([]);
});
