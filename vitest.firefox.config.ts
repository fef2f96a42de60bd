import { defineConfig } from 'vitest/config';

/**
 * The Firefox smoke suite (`npm run test:firefox`): real firefox-esr driven over WebDriver BiDi
 * (tests/firefox/firefox.ts). One file at a time: each test starts its own Firefox, and two cores
 * run one well.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
