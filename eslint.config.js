import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          patterns: ['**/service', '**/service/*', '**/calls', '**/calls/*', '**/settings', 'zod'],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
