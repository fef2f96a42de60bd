/**
 * The options page in real Firefox: typed settings are saved (the Save click is a real pointer
 * click, the user gesture Firefox requires for permissions.request), read back by the background,
 * and the token never comes back to the page.
 */
import { afterEach, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { sendToBackground } from './extension';
import { launchFirefox, poll, type Firefox } from './firefox';

let firefox: Firefox | undefined;
let sandbox: Sandbox | undefined;
afterEach(async () => {
  await firefox?.close();
  await sandbox?.close();
  firefox = sandbox = undefined;
});

it('saves what the agent typed; the background has it, the page never gets the token back', async () => {
  sandbox = await startSandbox({ port: 0 });
  firefox = await launchFirefox();
  const options = await firefox.openExtensionPage('options.html');
  await options.waitForSelector('#token');

  await options.type('#token', sandbox.token);
  for (const id of ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl']) {
    await options.type(`#${id}`, sandbox.url);
  }
  await options.type('#orderFlowId', 'order-flow-7');
  await options.type('#bridgeFlowId', 'bridge-flow-3');
  await options.type('#agentName', 'Sara Agent');
  await options.type('#agentNumber', '055 123 4567');
  await options.select('#clickAction', 'bridge');
  await options.click('button[type="submit"]');

  const summary = await poll(
    () => options.evaluate(() => document.querySelector('#save-summary')?.textContent ?? ''),
    (text) => text !== '',
    'the outcome of the save',
  );
  expect(summary).toBe('Settings saved.');
  expect(await options.$eval('#token', (field) => (field as HTMLInputElement).value)).toBe('');
  expect(await options.content()).not.toContain(sandbox.token);

  // Another extension page reads what the background stored.
  const popup = await firefox.openExtensionPage('popup.html');
  const stored = await sendToBackground(popup, 'getSettings', {});
  expect(stored?.ok).toBe(true);
  expect(stored?.data).toMatchObject({
    bridgeUrl: sandbox.url,
    ecommerceUrl: sandbox.url,
    orderFlowId: 'order-flow-7',
    bridgeFlowId: 'bridge-flow-3',
    agentName: 'Sara Agent',
    agentNumber: '966551234567',
    clickAction: 'bridge',
    tokenSet: true,
  });
  expect(JSON.stringify(stored)).not.toContain(sandbox.token);
});
