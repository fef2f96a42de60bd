/**
 * The do-not-call list in, in real Chromium, from a receiver that serves it as a team's system
 * does (issue 38): a list of a million numbers read in the background and enforced on the page,
 * in the popup, in a call list and in a bulk file, for a customer written there in another form
 * than on the list; and one agent's "Asked not to be called" refusing the customer in another
 * agent's browser (another profile) at its next refresh. What reached the sandbox is counted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { bridgedCustomers, makePastedList } from './helpers/call-lists';
import { controlFor, markDoNotCall, openCrm } from './helpers/calling-rules';
import {
  configureThroughMessages,
  extensionReady,
  launchWithExtension,
  servedFixtures,
} from './helpers/browser';
import { csvBuffer, ORDER_HEADERS, totals } from './helpers/orders';
import { overlayState } from './helpers/overlay';
import { serviceWorker } from './helpers/page';
import { writes } from './helpers/requests';
import {
  agentSettings,
  askBridge,
  configuredOptions,
  expect,
  saveTeamSystem,
  test,
} from './helpers/team-system';

const fixtures = servedFixtures();
const MILLION = 1_000_000;

/** A million distinct Saudi mobiles in the forms people write, the customer's among them. */
function millionNumbers(customer: string): string {
  const lines = ['phone,reason'];
  for (let i = 0; i < MILLION - 1; i++) {
    const national = `59${String(i).padStart(7, '0')}`;
    lines.push(i % 3 === 0 ? `+966${national}` : i % 3 === 1 ? `0${national}` : `966 ${national}`);
  }
  lines.push(`${customer},asked on the phone`);
  return lines.join('\n');
}

test('a list of a million numbers refuses a customer written another way, on the page, in the popup, a call list and a bulk file', async ({
  context,
  extensionId,
  sandbox,
  receiver,
  openExtensionPage,
  configure,
}) => {
  test.setTimeout(180_000);
  receiver.setList(millionNumbers('00966 55 123 4567'));
  const options = await configuredOptions({ sandbox, openExtensionPage, configure });
  await saveTeamSystem(options, receiver, { events: false, list: true });
  await expect(options.locator('#team-list-status')).toContainText('1,000,000 numbers', {
    timeout: 90_000,
  });

  // The page shows it as 055 123 4567: its control offers nothing that calls.
  const crm = await openCrm(context, fixtures.url);
  await controlFor(crm, '#split-inline');
  await expect
    .poll(async () => (await overlayState(crm)).buttons.map((button) => button.action))
    .toEqual(['copy']);

  // The popup: refused with the reason.
  const popup = await openExtensionPage('popup.html');
  const reply = await askBridge(popup, '055-123-4567');
  expect(reply.ok).toBe(false);
  expect(reply.error?.message).toMatch(/do-not-call list/);

  // A call list: skipped with the reason; the next number is called.
  const lists = await openExtensionPage('calllists.html');
  await makePastedList(lists, 'Badr 0551234567\nHuda 0551230001');
  await lists.getByLabel('Between calls').selectOption({ label: 'Wait until I click Next' });
  await lists.getByRole('button', { name: 'Start calling' }).click();
  await expect(lists.getByRole('table').getByRole('row').nth(1)).toContainText(
    'Skipped · on the do-not-call list',
  );
  await expect
    .poll(() => bridgedCustomers(sandbox).map((call) => call.number))
    .toEqual(['966551230001']);

  // A bulk file: its row is refused in the preview.
  const orders = await context.newPage();
  await orders.goto(`chrome-extension://${extensionId}/calllists.html`);
  await orders.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(ORDER_HEADERS, [
      ['L-1', '+966 55 123 4567', '1', '10', 'Badr'],
      ['L-2', '0501234402', '1', '10', 'Two'],
    ]),
  });
  await expect.poll(() => totals(orders)).toEqual({ rows: '2', ready: '1', refused: '1' });

  expect(
    writes(sandbox).filter((request) => JSON.stringify(request.form).includes('551234567')),
  ).toEqual([]);
});

test('one agent’s objection is refused in another agent’s browser at its next refresh', async ({
  sandbox,
  receiver,
  openExtensionPage,
  configure,
}) => {
  const settings = agentSettings(sandbox);
  receiver.setList('# the team list\n');
  const first = await openExtensionPage('options.html');
  await configure(first, settings, sandbox.token);
  await first.reload();
  await saveTeamSystem(first, receiver, { list: true, minutes: 1 });

  const profile = await mkdtemp(join(tmpdir(), 'dialbridge-e2e-second-'));
  let second: BrowserContext | null = null;
  try {
    second = await launchWithExtension(profile);
    await extensionReady(second);
    const secondId = new URL((await serviceWorker(second)).url()).host;
    const theirs = await second.newPage();
    await theirs.goto(`chrome-extension://${secondId}/options.html`);
    await configureThroughMessages(theirs, settings, sandbox.token);
    await theirs.reload();
    await saveTeamSystem(theirs, receiver, { list: true, minutes: 1 });

    // The first agent's customer asks not to be called.
    await markDoNotCall(first, '055 123 4567');
    await expect
      .poll(() => receiver.events.map((event) => event.type))
      .toContain('customer.objected');
    // The second browser's next refresh (what its one-minute alarm runs) refuses the customer.
    const worker = await serviceWorker(second);
    await worker.evaluate(() =>
      (
        globalThis as unknown as {
          dialbridgeTest: { refreshTeamListAsAlarm(): Promise<void> };
        }
      ).dialbridgeTest.refreshTeamListAsAlarm(),
    );
    const popup = await second.newPage();
    await popup.goto(`chrome-extension://${secondId}/popup.html`);
    const reply = await askBridge(popup, '+966551234567');
    expect(reply.ok).toBe(false);
    expect(reply.error?.message).toMatch(/do-not-call list/);
    expect(bridgedCustomers(sandbox)).toEqual([]);
  } finally {
    await second?.close();
    await rm(profile, { recursive: true, force: true });
  }
});
