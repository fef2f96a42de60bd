import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    setupFiles: ['tests/unit/setup.ts'],
    // Tests of failure paths make the code log on purpose ("[dialbridge] recording a call failed");
    // that output is shown only for a test that fails, where it helps, not beside passing ones.
    silent: 'passed-only',
    // Client tests talk to the sandbox over real HTTP; give slow shared machines room.
    testTimeout: 20_000,
    // Vitest keeps one core free by default: on CI's two cores that is one file at a time, and
    // the suite took 237 s against 165 s with both.
    maxWorkers: availableParallelism(),
    hookTimeout: 20_000,
  },
});
