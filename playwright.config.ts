import { defineConfig } from '@playwright/test';

/** Specs that must not share the machine with another browser (see `workers` below). */
const ALONE = /(policy|page-callable)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker keeps one Chromium and installs the extension afresh for each test, which has its
  // own sandbox and fixture server (tests/e2e/helpers/shared-browser.ts); two workers run side by
  // side on two cores. Two kinds run on their own, after the rest: the policy tests write
  // Chromium's machine-wide policy folder, which every Chromium on the machine reads (they launch
  // a browser each); and the test that counts the page's frames before its numbers are callable
  // needs a core to itself.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // No trace recording: it costs 13–17 % of the suite's time on two cores, which CI's 30-minute
  // budget cannot spare. A failure still leaves its error and the page's accessibility snapshot
  // (test-results/*/error-context.md); run the spec again with `--trace retain-on-failure` for a
  // trace of it.
  use: { trace: 'off' },
  projects: [
    { name: 'extension', testIgnore: ALONE },
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['extension'],
      workers: 1,
    },
  ],
});
