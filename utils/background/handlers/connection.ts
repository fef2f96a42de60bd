import { HandledError, TOKEN_NEEDED } from '../../errors';
import { checkConnection } from '../../service';
import { checkBrowserPhone } from '../../service/browser-phone-check';
import { withoutSecret } from '../../service/secret-scan';
import {
  browserPhoneUrlSchema,
  loadSettings,
  loadToken,
  serviceUrlSchema,
  type Settings,
} from '../../settings/store';
import type { HandlerGroup } from './types';

const CHECK_TIMEOUT_MS = 8_000;

/**
 * testConnection: harmless requests to each configured host, with the values on screen (so a
 * person can test before saving). The browser phone is only checked for reachability, without
 * the token (utils/service/browser-phone-check.ts); it needs no token to be tested. A token typed on screen goes with the addresses on screen. An
 * empty token field means the stored token, which goes only to the addresses saved with it: the
 * page that asks may be buggy or compromised, so the background compares, not the page.
 */
export const connectionHandlers: HandlerGroup<'testConnection'> = {
  async testConnection(data) {
    const urls = {
      ecommerceUrl: data.ecommerceUrl,
      bridgeUrl: data.bridgeUrl,
      dispatchUrl: data.dispatchUrl,
    };
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(urls)) {
      const parsed = serviceUrlSchema.safeParse(value);
      if (parsed.success) urls[key as keyof typeof urls] = parsed.data;
      else fields[key] = parsed.error.issues[0]?.message ?? 'Check this address.';
    }
    const phoneUrl = browserPhoneUrlSchema.safeParse(data.webrtcUrl ?? '');
    if (!phoneUrl.success) {
      fields.webrtcUrl = phoneUrl.error.issues[0]?.message ?? 'Check this address.';
    }
    if (Object.keys(fields).length > 0) {
      throw new HandledError({
        code: 'invalid-input',
        message: 'Fix the service addresses first.',
        fields,
      });
    }
    const webrtcUrl = phoneUrl.success ? phoneUrl.data : '';
    const phoneChecks = async () =>
      webrtcUrl ? [await checkBrowserPhone(webrtcUrl, { timeoutMs: CHECK_TIMEOUT_MS })] : [];
    if (!urls.ecommerceUrl && !urls.bridgeUrl && !urls.dispatchUrl) {
      if (webrtcUrl) return { checks: await phoneChecks() };
      throw new HandledError({
        code: 'not-configured',
        message: 'Enter at least one service address to test.',
      });
    }
    const typed = data.token?.trim();
    const token = typed || (await loadToken({ waitForPolicy: true }));
    if (!token) {
      throw new HandledError({
        code: 'not-configured',
        message: 'Enter the API token first.',
      });
    }
    if (!typed && !sameAsSaved(urls, await loadSettings())) {
      throw new HandledError(TOKEN_NEEDED);
    }
    const [service, phone] = await Promise.all([
      checkConnection({ token, urls, timeoutMs: CHECK_TIMEOUT_MS }),
      phoneChecks(),
    ]);
    // The client keeps the token out of its messages already; the reply goes to a page, so once more.
    return { checks: withoutSecret([...service, ...phone], token) };
  },
};

/** Every address asked for (already normalised) is the one saved for that host; blank = skipped. */
function sameAsSaved(
  urls: Pick<Settings, 'ecommerceUrl' | 'bridgeUrl' | 'dispatchUrl'>,
  saved: Settings,
): boolean {
  return (Object.keys(urls) as (keyof typeof urls)[]).every(
    (key) => urls[key] === '' || urls[key] === saved[key],
  );
}
