/**
 * Background start-up for everything that starts a call from a web page: site access (the
 * registered content script), the context menu and the keyboard command. Listeners are added
 * synchronously so an event that woke the service worker is not missed.
 */
import { setupSites } from '../sites/setup';
import { handOverTabNumbers } from './call-list';
import { setupCommands, callSelectionInTab, openThisPage } from './commands';
import { setupContextMenu } from './context-menu';
import { log } from '../log';
import { callSelectedText } from './selection-call';
import { addTestHooks } from './test-hooks';

export function setupPageActions(): void {
  const onError = (error: unknown) =>
    log.error(
      'page action failed:',
      error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
    );
  setupSites(onError);
  setupContextMenu(onError);
  setupCommands(onError);
  // Playwright cannot click a native context menu or press a browser shortcut; the e2e tests
  // call what the menu and the command call, through the service worker. Test build only.
  addTestHooks({ callSelectedText, callSelectionInTab, handOverTabNumbers, openThisPage });
}
