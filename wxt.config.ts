import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

/**
 * `npm run build:test` sets DIALBRIDGE_TEST_BUILD=1: the same extension plus host access to
 * http://localhost and http://127.0.0.1 (any port), so automated tests and the demo never meet a
 * permission prompt that a person would have to click. The production build asks for no site
 * access at install: service origins and CRM sites are optional host permissions granted at run time.
 */
const testBuild = process.env.DIALBRIDGE_TEST_BUILD === '1';
const LOCAL_ORIGINS = ['http://localhost/*', 'http://127.0.0.1/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  // DIALBRIDGE_OUT_DIR lets parallel builds (CI, benchmark, a developer) keep out of each other's way.
  outDir: process.env.DIALBRIDGE_OUT_DIR ?? '.output',
  outDirTemplate: `{{browser}}-mv{{manifestVersion}}{{modeSuffix}}${testBuild ? '-test' : ''}`,
  vite: () => ({
    plugins: [preact()],
    define: { 'import.meta.env.DIALBRIDGE_TEST_BUILD': JSON.stringify(testBuild) },
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'alarms', 'notifications', 'contextMenus', 'scripting', 'activeTab'],
    host_permissions: testBuild ? LOCAL_ORIGINS : [],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: '__MSG_extName__' },
    // Calls the selected number in the active tab, and opens the popup on "This page"
    // (utils/background/commands.ts); activeTab lets the first read the selection on any page.
    commands: {
      'call-selection': {
        suggested_key: { default: 'Alt+Shift+C' },
        description: '__MSG_commandCallSelection__',
      },
      'open-this-page': {
        suggested_key: { default: 'Alt+Shift+N' },
        description: '__MSG_commandOpenThisPage__',
      },
    },
    // storage.local.setAccessLevel (utils/background/storage-access.ts) keeps content scripts away
    // from the token; Chrome has it for storage.local only from 140.
    ...(browser !== 'firefox' && { minimum_chrome_version: '140' }),
    ...(browser === 'firefox' && {
      // Firefox needs an add-on id for storage in MV3; 128 is the first ESR with the MV3 APIs we use.
      // Firefox's install-time data consent (140+, required on addons.mozilla.org): a call sends
      // the customer's and the agent's names and numbers to the configured Voice Call Service.
      // That is the product's one purpose, so it is required, not optional.
      browser_specific_settings: {
        gecko: {
          id: 'dialbridge@dialbridge.app',
          strict_min_version: '128.0',
          data_collection_permissions: { required: ['personallyIdentifyingInfo'] },
        },
      },
    }),
  }),
});
