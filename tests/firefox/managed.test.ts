/**
 * Settings pushed by the organisation in Firefox: the managed-storage manifest in
 * $HOME/.mozilla/managed-storage/<add-on id>.json (what an admin's policies.json "3rdparty" entry
 * also feeds) reaches the add-on, and its call flow wins over the one the agent saved when a call
 * is placed from a page.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { startFixtureServer, type FixtureServer } from '../../scripts/serve-fixtures';
import { bridgeCalls, bridgeNowFromPage } from './call-control';
import { configure, pageNumbers } from './extension';
import { launchFirefox, poll, type Firefox } from './firefox';

let fixtures: FixtureServer;
let firefox: Firefox | undefined;
let sandbox: Sandbox | undefined;
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures.close();
});
afterEach(async () => {
  await firefox?.close();
  await sandbox?.close();
  firefox = sandbox = undefined;
});

it('the managed call flow is the one a call from a page uses, not the agent’s own', async () => {
  sandbox = await startSandbox({ port: 0 });
  firefox = await launchFirefox({ managed: { bridgeFlowId: 'flow-organisation' } });
  const options = await firefox.openExtensionPage('options.html');

  // Firefox reads the file: the add-on's storage.managed holds the organisation's value.
  const managed = await options.evaluate(() =>
    (
      globalThis as unknown as {
        browser: { storage: { managed: { get(): Promise<Record<string, unknown>> } } };
      }
    ).browser.storage.managed.get(),
  );
  expect(managed).toEqual({ bridgeFlowId: 'flow-organisation' });

  await configure(
    options,
    {
      ecommerceUrl: sandbox.url,
      bridgeUrl: sandbox.url,
      dispatchUrl: sandbox.url,
      webrtcUrl: sandbox.url,
      agentNumber: '0500000001',
      agentName: 'Agent Amal',
      bridgeFlowId: 'flow-agent',
      clickAction: 'bridge',
      language: 'en',
    },
    sandbox.token,
  );
  const url = `${fixtures.url}/crm-en.html`;
  const page = await firefox.browser.newPage();
  await page.goto(url);
  await pageNumbers(options, url);
  await bridgeNowFromPage(options, page, url, '#split-inline');

  const calls = await poll(
    async () => bridgeCalls(sandbox!),
    (calls) => calls.length > 0,
    'the bridge request to reach the sandbox',
  );
  expect(calls).toHaveLength(1);
  expect(calls[0]!.form.call_flow_id).toBe('flow-organisation');
});
