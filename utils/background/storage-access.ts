import { browser } from '#imports';
import { log } from '../log';

interface AccessLevelArea {
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
}

/**
 * Keeps content scripts out of storage.local (where the token lives): only the service worker and
 * our own pages may read it. Chrome has `setAccessLevel` for storage.local from version 140 (for
 * storage.session from 102), which is why the Chrome manifest sets minimum_chrome_version 140.
 * Firefox has no such call for storage.local: there content scripts can read it, so the token's
 * safety rests on no content-script code ever reading it and on the background never sending it.
 * The same holds for a token the organisation sets by policy: storage.managed has no access
 * level in any browser (content scripts may read it), so it is kept from pages the same way —
 * our content script never reads storage, and no message to it carries settings or a token.
 */
export async function restrictStorageToTrustedContexts(): Promise<boolean> {
  const area = browser.storage.local as unknown as AccessLevelArea;
  if (typeof area.setAccessLevel !== 'function') return false;
  try {
    await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return true;
  } catch (error) {
    log.warn('could not restrict storage access:', error instanceof Error ? error.message : error);
    return false;
  }
}
