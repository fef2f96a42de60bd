import { defineConfig } from '@playwright/test';

/** Specs that must not share the machine with another browser (see `workers` below). */
const ALONE = /(policy|page-callable)\.spec\.ts$/;

// `launchAhead` is the e2e fixtures' worker option (tests/e2e/helpers/browser.ts).
export default defineConfig<object, { launchAhead: boolean }>({
  testDir: 'tests/e2e',
  // Each test has its own Chromium with its own profile, sandbox and fixture server, so two run
  // side by side on two cores; a worker starts the next test's Chromium during the current test
  // (`launchAhead`). Two kinds run on their own, after the rest, each in a browser started for it
  // once the test is set up: the policy tests write Chromium's machine-wide policy folder, which
  // every Chromium on the machine reads; and the test that counts the page's frames before its
  // numbers are callable needs a core to itself.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'extension', testIgnore: ALONE, use: { launchAhead: true } },
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['extension'],
      workers: 1,
    },
  ],
});
