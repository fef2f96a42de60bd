/**
 * The production builds as shipped: what a browser asks for at install, and what must not be in
 * them. Built for real (wxt build) into a temporary directory, so a change to wxt.config.ts or a
 * leak of the test-only hook fails here rather than in a store review.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedSchema } from '../../utils/settings/managed-schema';

const run = promisify(execFile);
const BUILD_TIMEOUT = 180_000;

let outDir = '';

async function build(args: string[]): Promise<void> {
  // The test build's switch must not leak in from the environment that runs the tests.
  const env: NodeJS.ProcessEnv = { ...process.env, DIALBRIDGE_OUT_DIR: outDir };
  delete env.DIALBRIDGE_TEST_BUILD;
  await run(process.execPath, ['node_modules/wxt/bin/wxt.mjs', 'build', ...args], {
    env,
    timeout: BUILD_TIMEOUT,
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function manifestOf(target: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(outDir, target, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** Every JavaScript file of a build, joined: what a reviewer of the package would read. */
async function scriptsOf(target: string): Promise<string> {
  const files = await readdir(join(outDir, target), { recursive: true });
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const texts = await Promise.all(
    scripts.map((file) => readFile(join(outDir, target, file), 'utf8')),
  );
  return texts.join('\n');
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'dialbridge-build-'));
  // One after the other: both builds write WXT's generated types in the project.
  await build([]);
  await build(['-b', 'firefox', '--mv3']);
}, 2 * BUILD_TIMEOUT);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.each(['chrome-mv3', 'firefox-mv3'])('the production build %s', (target) => {
  it('asks for no site access at install: sites and service origins are optional', async () => {
    const manifest = await manifestOf(target);
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    // The scanner is registered at run time for the sites the agent enabled, never declared.
    expect(manifest.content_scripts ?? []).toEqual([]);
    expect(manifest.permissions).not.toContain('<all_urls>');
    expect(manifest.permissions).not.toContain('tabs');
  });

  it('carries no test-only hook', async () => {
    const scripts = await scriptsOf(target);
    expect(scripts).toContain('dialbridge'); // the channel name: the bundle is really read
    expect(scripts).not.toContain('dialbridgeTest');
    expect(scripts).not.toContain('DIALBRIDGE_TEST_BUILD');
  });
});

it('Firefox: an add-on id and the install-time data consent for what a call sends', async () => {
  const manifest = await manifestOf('firefox-mv3');
  expect(manifest.browser_specific_settings).toEqual({
    gecko: {
      id: 'dialbridge@dialbridge.app',
      strict_min_version: '128.0',
      data_collection_permissions: { required: ['personallyIdentifyingInfo'] },
    },
  });
});

it('Chrome: declares the managed-storage schema, shipped in the build, and no fixed key', async () => {
  const manifest = await manifestOf('chrome-mv3');
  expect(manifest.storage).toEqual({ managed_schema: 'schema.json' });
  const shipped = JSON.parse(await readFile(join(outDir, 'chrome-mv3', 'schema.json'), 'utf8'));
  expect(shipped).toEqual(managedSchema());
  // The production id comes from the store; only the test build carries a key.
  expect(manifest.key).toBeUndefined();
});

it('Chrome: at least 140, the first version where content scripts can be kept out of storage.local', async () => {
  expect((await manifestOf('chrome-mv3')).minimum_chrome_version).toBe('140');
  // Firefox has no such switch; its minimum is strict_min_version above.
  expect((await manifestOf('firefox-mv3')).minimum_chrome_version).toBeUndefined();
});
