/**
 * A WXT module (loaded from modules/ by WXT) adding a Vite plugin to the build of the page script (entrypoints/crm.content) only: its `browser` is
 * the browser's own API object (@wxt-dev/browser, what WXT uses without the polyfill module), not
 * webextension-polyfill. The page script loads into every enabled CRM page and must stay small
 * (≤ 60 kB gzip, issue 9); the polyfill is 2.8 kB of it, and the page script needs none of what it
 * adds: it calls runtime.sendMessage and runtime.id (promises and plain values in Chrome's MV3 and
 * in Firefox) and answers runtime.onMessage with sendResponse (utils/page/start.ts), which both
 * browsers have always taken. The extension's pages and the background keep the polyfill.
 */
import type { Plugin } from 'vite';
import { addViteConfig, defineWxtModule } from 'wxt/modules';

const PAGE_SCRIPT = 'crm.content';
const BROWSER_MODULES = new Set(['wxt/browser', '@wxt-dev/webextension-polyfill/browser']);

function nativeBrowserInPageScript(): Plugin {
  let pageScriptBuild = false;
  return {
    name: 'dialbridge:native-browser-in-page-script',
    enforce: 'pre',
    options(options) {
      pageScriptBuild = JSON.stringify(options.input ?? '').includes(PAGE_SCRIPT);
      return null;
    },
    resolveId(source, importer) {
      if (!pageScriptBuild || !BROWSER_MODULES.has(source)) return null;
      return this.resolve('@wxt-dev/browser', importer, { skipSelf: true });
    },
  };
}

export default defineWxtModule({
  name: 'dialbridge:native-browser-in-page-script',
  setup(wxt) {
    addViteConfig(wxt, () => ({ plugins: [nativeBrowserInPageScript()] }));
  },
});
