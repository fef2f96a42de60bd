/**
 * The background's start-up: register the message listener first (synchronously, so a message
 * that woke the service worker is not missed), then lock storage to trusted contexts and bring
 * stored settings up to date.
 */
import { browser } from '#imports';
import { isDialbridgeMessage } from '../messaging/protocol';
import type { Runtime } from 'webextension-polyfill';
import { routeMessage, type Handlers } from '../messaging/router';
import { registerCallListeners } from './alarms';
import { registerCallListListeners } from './call-list';
import { log } from '../log';
import { addEveryNumberType } from '../phone/every-number-type';
import { registerDoNotCallSweep } from './do-not-call-sweep';
import { reportManagedPolicy } from './managed-report';
import { migrateSettings } from './migrate-settings';
import { registerOrderRunListeners } from './order-run';
import { setupPageActions } from './page-actions';
import { restrictStorageToTrustedContexts } from './storage-access';
import { registerTeamSystem } from './team-system';
import { exposeTestHooks } from './test-hooks';

/**
 * `handlers` come from the entrypoint: they use this folder's acts (placing a call, saving
 * settings), so the start may not import them back (folders form a tree).
 */
export function startBackground(handlers: Handlers): void {
  // Every number of every country is validated here, and handed to pages that ask (getNumberTypes).
  addEveryNumberType();
  const identity = {
    runtimeId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
  };
  browser.runtime.onMessage.addListener(messageListener(handlers, identity));
  setupPageActions();
  registerCallListeners();
  reportManagedPolicy();
  registerDoNotCallSweep();
  registerCallListListeners();
  registerOrderRunListeners();
  registerTeamSystem();
  exposeTestHooks();
  void restrictStorageToTrustedContexts();
  migrateSettings().catch((error: unknown) =>
    log.error('settings start-up failed:', error instanceof Error ? error.name : typeof error),
  );
}

/**
 * The runtime.onMessage listener. It answers (returns a promise) only for our envelope; for
 * anything else it returns undefined, so other
 * listeners may reply.
 */
export function messageListener(
  handlers: Handlers,
  identity: { runtimeId: string; extensionOrigin: string },
) {
  return (message: unknown, sender: Runtime.MessageSender) => {
    if (!isDialbridgeMessage(message)) return undefined;
    return routeMessage(message, sender, handlers, identity);
  };
}
