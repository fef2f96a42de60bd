import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test launches its own Chromium with its own profile, sandbox and fixture server, so two
  // run side by side on two cores. The policy tests write Chromium's machine-wide policy folder,
  // which every Chromium on the machine reads: they run on their own, after the rest.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'extension', testIgnore: /policy\.spec\.ts$/ },
    {
      name: 'policy',
      testMatch: /policy\.spec\.ts$/,
      dependencies: ['extension'],
      workers: 1,
    },
  ],
});
