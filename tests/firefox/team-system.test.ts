/**
 * The team system in real Firefox, set by the organisation (the managed-storage manifest): a
 * bridge placed from a page reaches the team's receiver as a signed event, and a customer on the
 * list the team's system serves is refused, written there in another form than in the request.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { startTeamReceiver, type TeamReceiver } from '../sandbox/team-receiver';
import { startFixtureServer, type FixtureServer } from '../../scripts/serve-fixtures';
import { bridgeCalls, bridgeNowFromPage } from './call-control';
import { configure, pageNumbers, sendToBackground } from './extension';
import { launchFirefox, poll, type Firefox } from './firefox';

let fixtures: FixtureServer;
let firefox: Firefox | undefined;
let sandbox: Sandbox | undefined;
let receiver: TeamReceiver | undefined;
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures.close();
});
afterEach(async () => {
  await firefox?.close();
  await sandbox?.close();
  await receiver?.close();
  firefox = sandbox = receiver = undefined;
});

it('a page bridge arrives as a signed event, and the served list refuses its customer', async () => {
  sandbox = await startSandbox({ port: 0 });
  receiver = await startTeamReceiver({ token: sandbox.token, list: '00966 50 999 8888\n' });
  firefox = await launchFirefox({
    managed: {
      eventsUrl: receiver.eventsUrl,
      eventsSecret: receiver.secret,
      doNotCallUrl: receiver.listUrl,
      doNotCallRefreshMinutes: 1,
    },
  });
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
  const events = await poll(
    async () => receiver!.events,
    (events) => events.some((event) => event.type === 'call.placed'),
    'the call.placed event to reach the receiver',
  );
  expect(events[0]).toMatchObject({
    type: 'call.placed',
    customer: { number: '+966551234567' },
    source: { surface: 'page', pageOrigin: new URL(fixtures.url).origin },
  });
  expect(receiver.badSignatures).toBe(0);
  expect(receiver.tokenSeen).toBe(0);

  await poll(
    async () => receiver!.listRequests,
    (requests) => requests > 0,
    'the list to be read',
  );
  const refused = await poll(
    async () =>
      sendToBackground(options, 'createBridge', {
        customerNumber: '050 999 8888',
        customerName: '',
        agentNumber: '',
        agentName: '',
        callFlowId: '',
        durationMinutes: 10,
        callAt: null,
      }),
    (reply) => reply?.ok === false,
    'the listed customer to be refused',
  );
  expect((refused?.error as { message?: string } | undefined)?.message).toMatch(/do-not-call list/);
  expect(
    bridgeCalls(sandbox).filter((call) => call.form.second_callee_number?.includes('509998888')),
  ).toEqual([]);
});
