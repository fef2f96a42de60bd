/**
 * The content script in real Firefox: numbers on the fixture CRM pages are marked and listed, and
 * a real pointer over one opens the call control, whose "Bridge now" reaches the sandbox service.
 */
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { FIXTURES_DIR, startFixtureServer, type FixtureServer } from '../../scripts/serve-fixtures';
import { launchFirefox, poll, type Firefox } from './firefox';
import { bridgeCalls, bridgeNowFromPage, controlState } from './call-control';
import { configure, markedTexts, pageNumbers } from './extension';

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

function expectedDials(fixture: string): string[] {
  const file = join(FIXTURES_DIR, `${fixture}.expected.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { dials: string[] }).dials;
}

describe.each(['crm-en', 'crm-ar'])('%s in Firefox', (fixture) => {
  it('every visible number is listed in order, and the ones in the page text are marked', async () => {
    firefox = await launchFirefox();
    const popup = await firefox.openExtensionPage('popup.html');
    const url = `${fixtures.url}/${fixture}.html`;
    const page = await firefox.browser.newPage();
    await page.goto(url);

    const numbers = await pageNumbers(popup, url);
    expect(numbers.map((number) => number.dial)).toEqual(expectedDials(fixture));

    // Marks live in each document's registry: the top document's are the numbers in its own
    // text. A number in a form field is offered but never marked; the frame has its own registry.
    const elsewhere = await page.evaluate(() => [
      ...[...document.querySelectorAll('input, textarea')].map(
        (field) => (field as HTMLInputElement).value,
      ),
      ...[...document.querySelectorAll('iframe')].map(
        (frame) => frame.contentDocument?.body.textContent ?? '',
      ),
    ]);
    const inText = numbers
      .map((number) => number.text)
      .filter((text) => !elsewhere.some((outside) => outside.includes(text)));
    const marked = await poll(
      () => markedTexts(page),
      (texts) => texts.length >= inText.length,
      'the numbers to be marked',
    );
    expect(marked.toSorted()).toEqual(inText.toSorted());
  });
});

it('a real pointer over a number opens the control; "Bridge now" reaches the service once', async () => {
  sandbox = await startSandbox({ port: 0 });
  firefox = await launchFirefox();
  const options = await firefox.openExtensionPage('options.html');
  await configure(
    options,
    {
      ecommerceUrl: sandbox.url,
      bridgeUrl: sandbox.url,
      dispatchUrl: sandbox.url,
      webrtcUrl: sandbox.url,
      agentNumber: '0500000001',
      agentName: 'Agent Amal',
      bridgeFlowId: 'flow-bridge',
      clickAction: 'bridge',
      language: 'en',
    },
    sandbox.token,
  );
  const url = `${fixtures.url}/crm-en.html`;
  const page = await firefox.browser.newPage();
  await page.goto(url);
  await pageNumbers(options, url);

  expect(bridgeCalls(sandbox)).toHaveLength(0);
  const shown = await bridgeNowFromPage(options, page, url, '#split-inline');
  expect(shown.title).toBe('+966 55 123 4567');

  await poll(
    async () => bridgeCalls(sandbox!).length,
    (count) => count > 0,
    'the bridge request to reach the sandbox',
  );
  const toast = await poll(
    () => controlState(options, url),
    (state) => /queued|Calling|connected|answered/i.test(state.toast),
    'the toast to follow the call',
  );
  expect(toast.toast).not.toContain(sandbox.token);
  const calls = bridgeCalls(sandbox);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.form).toMatchObject({
    first_callee_number: '966500000001',
    second_callee_number: '966551234567',
    call_flow_id: 'flow-bridge',
  });
});
