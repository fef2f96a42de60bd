import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { layersRule } from './eslint/layers.js';

/**
 * The layers, lowest first (docs/design.md draws them as a tree). A unit (a folder, or a file) may
 * import from its own layer and from any layer below, never from one above, and no two units may
 * reach each other (eslint/layers.js); import-x/no-cycle refuses any cycle of modules too.
 */
const LAYERS = [
  // Pure parts: no browser APIs, no service, no feature.
  [
    'utils/phone',
    'utils/time.ts',
    'utils/url-rules.ts',
    'utils/files',
    'utils/i18n',
    'utils/log.ts',
    'utils/errors.ts',
    'utils/limits.ts',
    'utils/cached.ts',
    'utils/one-at-a-time.ts',
    'utils/name-text.ts',
    'utils/order-number.ts',
    'utils/field-rules.ts',
    'utils/schema-parts.ts',
    // The settings' table: plain data the rules for whole numbers read.
    'utils/settings/fields.ts',
  ],
  // The Voice Call Service client.
  ['utils/service'],
  // The features' logic, in sub-layers: what a setting of a feature holds; the settings; the
  // features that read them and the record of calls; the rules a call must pass; placing and
  // managing calls; acts that take calls back; the long work of orders and call lists.
  ['utils/sites/fields', 'utils/calling-rules/fields'],
  ['utils/settings'],
  ['utils/sites', 'utils/calls/records', 'utils/team-system'],
  ['utils/calling-rules'],
  ['utils/calls'],
  ['utils/calling-rules/acts'],
  ['utils/orders', 'utils/call-lists'],
  // The typed messages between the extension's contexts, over every feature.
  ['utils/messaging'],
  // The page script in rooms: the DOM it reads; reading numbers out of text; marking them;
  // scanning the page; listing them; the call control; the pointer and keys that offer it.
  ['utils/page/dom'],
  ['utils/page/read'],
  ['utils/page/marks'],
  ['utils/page/scan'],
  ['utils/page/list'],
  ['utils/page/overlay'],
  ['utils/page/offer'],
  // Wiring and shared controls: the background worker, the page script's start, shared controls.
  ['utils/background', 'utils/page', 'components/ui'],
  // Feature screens, in the order they use each other.
  ['components/settings', 'components/sites', 'components/calls/history'],
  ['components/calls'],
  ['components/page'],
  ['components/call-lists'],
  ['components/orders', 'components/calling-rules', 'components/team-system'],
  ['components/apps'],
  ['entrypoints'],
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.output',
      '.wxt',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No markup from strings anywhere in the product: page text and service messages are data.
    files: ['entrypoints/**', 'components/**', 'utils/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as children; never markup from a string.',
        },
        {
          selector:
            'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Set textContent or build nodes; never markup from a string.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|setHTMLUnsafe)$/]',
          message: 'Build nodes; never markup from a string.',
        },
      ],
    },
  },
  {
    // Phone parsing is pure: no DOM, no browser APIs, nothing from other layers.
    files: ['utils/phone/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'webextension-polyfill',
            'wxt/*',
            '#imports',
            '../page/*',
            '../service/*',
            '../calls/*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'browser', 'chrome', 'navigator'],
    },
  },
  {
    // Content-script code never talks to the service and never sees the token.
    files: ['utils/page/**', 'entrypoints/crm.content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/service',
            '**/service/*',
            '**/calls',
            '**/calls/*',
            '**/settings',
            'zod',
            // Every country's number types: the page script asks for a country's when it needs them.
            '**/phone/every-number-type',
          ],
        },
      ],
    },
  },
  {
    files: ['entrypoints/**', 'components/**', 'utils/**', 'scripts/**', 'modules/**'],
    plugins: { 'import-x': importX, local: { rules: { layers: layersRule } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // Parse TypeScript modules too when following imports, or no-cycle sees no graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './scripts', from: './tests', message: 'Scripts never import tests.' },
            { target: './utils', from: ['./scripts', './tests'] },
            { target: './components', from: ['./scripts', './tests'] },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'local/layers': [
        'error',
        { layers: LAYERS, folders: ['utils', 'components', 'entrypoints'] },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
