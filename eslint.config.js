import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers, lowest first (docs/design.md draws them). Code may import from its own layer and
 * from any layer below, never from one above; import-x/no-cycle refuses any cycle of modules,
 * within a layer too.
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
    'utils/name-text.ts',
    'utils/order-number.ts',
  ],
  // The Voice Call Service client.
  ['utils/service'],
  // The features' logic.
  [
    'utils/settings',
    'utils/sites',
    'utils/calling-rules',
    'utils/calls',
    'utils/call-lists',
    'utils/orders',
    'utils/team-system',
  ],
  // The typed messages between the extension's contexts, over every feature.
  ['utils/messaging'],
  // Wiring and screens: the background worker, the page script, shared controls, feature screens.
  ['utils/background', 'utils/page', 'components/ui'],
  [
    'components/calls',
    'components/call-lists',
    'components/orders',
    'components/settings',
    'components/calling-rules',
    'components/sites',
    'components/page',
    'components/team-system',
  ],
  ['components/apps'],
  ['entrypoints'],
];
const layerZones = LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((target) => ({
    target: `./${target}`,
    from: LAYERS.slice(index + 1)
      .flat()
      .map((above) => `./${above}`),
    message: 'Layers only point down (docs/design.md): move the shared part below, or pass it in.',
  })),
);

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
    plugins: { 'import-x': importX },
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
            ...layerZones,
            { target: './scripts', from: './tests', message: 'Scripts never import tests.' },
            { target: './utils', from: ['./scripts', './tests'] },
            { target: './components', from: ['./scripts', './tests'] },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
