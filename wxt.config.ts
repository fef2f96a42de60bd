import preact from '@preact/preset-vite';
import { createLogger, type Logger } from 'vite';
import { defineConfig } from 'wxt';
import { managedSchema } from './utils/settings/managed-schema';

/**
 * `npm run build:test` sets DIALBRIDGE_TEST_BUILD=1: the same extension plus host access to
 * http://localhost and http://127.0.0.1 (any port), so automated tests and the demo never meet a
 * permission prompt that a person would have to click. The production build asks for no site
 * access at install: service origins and CRM sites are optional host permissions granted at run time.
 */
const testBuild = process.env.DIALBRIDGE_TEST_BUILD === '1';
const LOCAL_ORIGINS = ['http://localhost/*', 'http://127.0.0.1/*'];
/**
 * The test build's public key (base64 DER; the private key was thrown away after it was made
 * with openssl: nothing is ever signed with it). Chromium derives an unpacked extension's id from
 * it, so the id is the same on every machine and the e2e policy tests can name it in a policy
 * file (tests/e2e/policy.spec.ts computes the id from this key). The production build has none:
 * its id comes from the store that publishes it.
 */
const TEST_BUILD_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAojuru+/muI3Y8vBDt1AwRYDH18m6HkPQxhoBMaE7HPyTibe3lkwxt6GoTR9VUCo9gWODIjER1ttoGD59MB8cyNPM44H1zfkvVXIEpm3xXQyTp5NOKQHyWGfqc6I/mWIdW4bcbGqUs5fB4afChXcNBxNX3GDLkDEaA/1r4GmFgiloT+k1bSR1APgnElDduRE/1XWALYMWk4I41zb1JzYq30LpfhALu9p+4KcBnmI/kAaVbPBy5xH2FKwxo0c4xzogzSVf6RRm4y6BaD9NecYTMNQRDGybv1qvqsdcfH99ts8p1RSQv0YsaTEvBKnFddubPn7jGp3B0qDLzYM4e1SsPQIDAQAB';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  hooks: {
    // The managed schema is made from the settings' own bounds (utils/settings/managed-schema.ts).
    'build:publicAssets': (_wxt, files) => {
      files.push({
        relativeDest: 'schema.json',
        contents: JSON.stringify(managedSchema(), null, 2) + '\n',
      });
    },
  },
  imports: false,
  // DIALBRIDGE_OUT_DIR lets parallel builds (CI, benchmark, a developer) keep out of each other's way.
  outDir: process.env.DIALBRIDGE_OUT_DIR ?? '.output',
  outDirTemplate: `{{browser}}-mv{{manifestVersion}}{{modeSuffix}}${testBuild ? '-test' : ''}`,
  vite: () => ({
    // The page script's own browser object: modules/native-browser-in-page-script.ts.
    plugins: [preact()],
    define: { 'import.meta.env.DIALBRIDGE_TEST_BUILD': JSON.stringify(testBuild) },
    customLogger: quietAboutZodAnnotations(createLogger('warn')),
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'alarms', 'notifications', 'contextMenus', 'scripting', 'activeTab'],
    host_permissions: testBuild ? LOCAL_ORIGINS : [],
    ...(testBuild && browser !== 'firefox' && { key: TEST_BUILD_KEY }),
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
    // Settings an organisation pushes by policy (utils/settings/managed.ts). Chrome and Edge need
    // the schema to hand them over; Firefox reads 3rdparty policies without one.
    ...(browser !== 'firefox' && { storage: { managed_schema: 'schema.json' } }),
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

/**
 * zod 4 places `@__PURE__` comments where Rollup cannot use them; Rollup drops them and says so in
 * a long warning on every build (while WXT loads the entrypoints). Harmless — the bundle is the
 * same — but it reads like an error, so exactly that warning about zod's files is not printed.
 */
function quietAboutZodAnnotations(logger: Logger): Logger {
  const warn = logger.warn.bind(logger);
  return {
    ...logger,
    warn(message, options) {
      if (
        message.includes('annotation that Rollup cannot interpret') &&
        message.includes('node_modules/zod/')
      )
        return;
      warn(message, options);
    },
  };
}
