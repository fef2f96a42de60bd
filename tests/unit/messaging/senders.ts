/**
 * The extension as the message router sees it in unit tests (utils/messaging/router.ts checks
 * every message's sender against it), and the senders its own pages are.
 */
export const IDENTITY = {
  runtimeId: 'test-extension-id',
  extensionOrigin: 'chrome-extension://test-extension-id/',
};

const page = (file: string) => ({
  id: IDENTITY.runtimeId,
  url: `${IDENTITY.extensionOrigin}${file}`,
});

export const POPUP = page('popup.html');
export const OPTIONS_PAGE = page('options.html');
