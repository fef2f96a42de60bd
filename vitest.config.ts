import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    // Client tests talk to the sandbox over real HTTP; give slow shared machines room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
