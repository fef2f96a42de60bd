/**
 * The content script's work, wired together: read how clicks behave, scan, mark, follow the page,
 * show the control, answer pageNumbers and follow call updates. Everything stops when the
 * extension context goes away (update, reload, site disabled).
 */
import { browser } from '#imports';
import type { Runtime } from 'webextension-polyfill';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { sendMessage } from '../messaging/send';
import { showCallUpdate } from './overlay/call-actions';
import { Overlay, type OverlayConfig } from './overlay/controller';
import { isTabMessage } from '../messaging/tab-protocol';
import { listPageNumbers } from './list/page-numbers';
import { Interactions } from './offer/interactions';
import { PersonInput } from './overlay/person-input';
import { markPageScriptAlive } from './dom/alive';
import { scannedByParentFrame } from './dom/roots';
import { onNumberTypesAdded } from './read/plans-on-demand';
import { Scanner } from './scan/scanner';

interface PageConfig extends OverlayConfig {
  defaultCountry: string;
  nameSelector: string | null;
}

export async function startPageScript(ctx: ContentScriptContext): Promise<void> {
  markPageScriptAlive(() => !ctx.isInvalid);
  // A same-origin parent frame scans this document already; marking it twice would double-list it.
  if (scannedByParentFrame(window)) return;
  const isTop = window === window.top;

  // Listen at once: a popup asking for the numbers while the settings load gets its answer once
  // the scan has settled, rather than "no receiver".
  let started: Promise<Started | null> | null = null;
  // Answered through sendResponse (and `true`, the channel kept open), not a returned promise:
  // this script uses the browser's own API object (modules/native-browser-in-page-script.ts),
  // and Chrome's takes a promise from a listener only in recent versions. No `true` for messages
  // it does not answer: their sender would wait for a reply.
  const onMessage = (
    message: unknown,
    _sender: unknown,
    sendResponse: (reply: unknown) => void,
  ): true | undefined => {
    if (isTop && isTabMessage(message, 'pageNumbers')) {
      void started!
        .then((parts) =>
          parts
            ? listPageNumbers(parts.scanner, parts.country, parts.nameSelector)
            : { numbers: [] },
        )
        .then(sendResponse);
      return true;
    }
    if (isTabMessage(message, 'callUpdate')) {
      void started!.then((parts) => {
        const toast = parts?.overlay.existingToast;
        if (toast) showCallUpdate(toast, message.data);
      });
    }
    return undefined;
  };
  // The polyfill's types allow a callback listener only if it always returns true.
  const listener = onMessage as Runtime.OnMessageListenerCallback;
  browser.runtime.onMessage.addListener(listener);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(listener));
  started = start(ctx);
  await started;
}

interface Started {
  scanner: Scanner;
  overlay: Overlay;
  country: string;
  nameSelector: string | null;
}

/** The settings' default; the scan starts with it and starts again if the settings differ. */
const DEFAULT_COUNTRY = 'SA';

async function start(ctx: ContentScriptContext): Promise<Started | null> {
  // Scan at once rather than after getPageConfig: its answer queues behind the page's first
  // layout, and the first screenful would wait for it. The control needs the settings (action,
  // language), so it is wired up when they come.
  const configLoaded = loadConfig();
  const ownNodes = new Set<Node>();
  let interactions: Interactions | null = null;
  const newScanner = (country: string) => {
    const created = new Scanner(country, ownNodes, {
      onRootAdded: (root) => interactions?.listen(root),
    });
    created.start(document);
    return created;
  };
  let scanner = newScanner(DEFAULT_COUNTRY);
  // Another country's number types arrived: the runs that waited for them are read now.
  const stopRescans = onNumberTypesAdded(() => scanner.rescanAll());
  const config = await configLoaded;
  if (ctx.isInvalid) {
    stopRescans();
    scanner.dispose();
    return null;
  }
  if (config.defaultCountry !== DEFAULT_COUNTRY) {
    scanner.dispose();
    scanner = newScanner(config.defaultCountry);
  }
  const input = new PersonInput();
  const overlay = new Overlay(document, config, ownNodes, () => interactions?.onHidden(), input);
  interactions = new Interactions(scanner, overlay, config, input, ctx.signal);
  for (const root of scanner.roots.all()) interactions.listen(root);
  // "Callable": numbers on screen are marked and painted, and the control answers the pointer.
  void scanner.callable.then(() => performance.mark('dialbridge:first-callable'));
  ctx.addEventListener(window, 'wxt:locationchange', () => scanner.rescanAll());
  ctx.onInvalidated(() => {
    stopRescans();
    scanner.dispose();
    overlay.destroy();
  });
  return { scanner, overlay, country: config.defaultCountry, nameSelector: config.nameSelector };
}

async function loadConfig(): Promise<PageConfig> {
  const reply = await sendMessage('getPageConfig', {});
  if (reply.ok) return reply.data;
  const language = navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
  return { clickAction: 'webrtc', defaultCountry: 'SA', language, nameSelector: null };
}
