/**
 * Events out, in real Chromium, counted at a receiver that checks every signature (issue 38):
 * the agent's acts on each surface each reach the team's system once, signed, in order, with the
 * page's origin and never its path or the API token; a receiver that answers 503 and then goes
 * away, with the service worker stopped in between, loses nothing; an event it refuses stays
 * visible in Settings with its answer until the agent sends it again.
 */
import { bridgedCustomers, makePastedList, waitForEnd } from './helpers/call-lists';
import { controlFor, openCrm } from './helpers/calling-rules';
import { servedFixtures } from './helpers/browser';
import { csvBuffer, ORDER_HEADERS, stopServiceWorkers } from './helpers/orders';
import { buttonOf, personClick } from './helpers/overlay';
import { AGENT } from './helpers/popup';
import {
  askBridge,
  configuredOptions,
  expect,
  saveTeamSystem,
  send,
  test,
  typesAt,
} from './helpers/team-system';

const fixtures = servedFixtures();
const HOUR = 3_600_000;

test('every surface: each act reaches the team system once, signed, with the page origin and no token', async ({
  context,
  sandbox,
  receiver,
  openExtensionPage,
  configure,
}) => {
  const options = await configuredOptions({ sandbox, openExtensionPage, configure });
  await saveTeamSystem(options, receiver);

  // The page: "Bridge now" on a number of the CRM.
  const crm = await openCrm(context, fixtures.url);
  const control = await controlFor(crm, '#split-inline');
  await personClick(crm, buttonOf(control, 'bridge'));
  await expect.poll(() => typesAt(receiver)).toContain('call.placed');
  const placed = receiver.events.find((event) => event.type === 'call.placed')!;
  expect(placed).toMatchObject({
    customer: { number: '+966551234567' },
    agent: { name: AGENT.name, number: `+${AGENT.number}` },
    source: { surface: 'page', pageOrigin: new URL(fixtures.url).origin },
    call: { kind: 'bridge', serviceId: expect.any(String) },
  });

  // The popup: a bridge booked, moved, cancelled; an order; a dispatch.
  const popup = await openExtensionPage('popup.html');
  const form = {
    customerNumber: '056 765 4321',
    customerName: 'Omar',
    agentNumber: '',
    agentName: '',
    callFlowId: '',
    durationMinutes: 10,
    callAt: Date.now() + 2 * HOUR,
  };
  const booked = await send<{ ok: true; data: { callId: string } }>(popup, 'createBridge', form);
  expect(booked.ok).toBe(true);
  await send(popup, 'editBridge', {
    ...form,
    callAt: Date.now() + 3 * HOUR,
    callId: booked.data.callId,
  });
  await send(popup, 'cancelBridge', { callId: booked.data.callId });
  await send(popup, 'confirmOrder', { phone: '0501231111', orderNumber: 'ORD-77', callFlowId: '' });
  const dispatched = await send(popup, 'dispatchCall', {
    phone: '0501232222',
    number1: '12',
    number2: '5',
    webhookUrl: 'https://hooks.example.com/dispatch',
  });
  expect(dispatched, JSON.stringify(dispatched)).toMatchObject({ ok: true });
  // A customer asks not to be called; the next try for them is refused by the rule.
  await send(popup, 'markDoNotCall', { dial: '0501233333' });
  await send(popup, 'createBridge', { ...form, customerNumber: '0501233333', callAt: null });

  // A call list: one call, its outcome marked.
  const lists = await openExtensionPage('calllists.html');
  await makePastedList(lists, 'Huda Answers 0551230001');
  await lists.getByLabel('Between calls').selectOption({ label: 'Wait until I click Next' });
  await lists.getByRole('button', { name: 'Start calling' }).click();
  await waitForEnd(lists, '+966 55 123 0001');
  await lists
    .getByRole('table', { name: 'The list' })
    .getByRole('row')
    .filter({ hasText: '+966 55 123 0001' })
    .getByRole('button', { name: /^Outcome and note for/ })
    .click();
  const editor = lists.locator('.list-edit-row');
  await editor.getByLabel('Outcome').selectOption({ label: 'Reached' });
  await editor.getByLabel('Note').fill('Delivery on Sunday');
  await editor.getByRole('button', { name: 'Save outcome and note' }).click();
  await expect(editor.getByText('Saved.')).toBeVisible();

  // A bulk run of two orders.
  await lists.getByLabel('Orders file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: csvBuffer(ORDER_HEADERS, [
      ['B-1', '0501234401', '1', '10', 'One'],
      ['B-2', '0501234402', '1', '10', 'Two'],
    ]),
  });
  await lists.getByRole('button', { name: 'Send 2 order confirmations' }).click();

  await expect
    .poll(() => typesAt(receiver).filter((type) => type === 'order.queued').length)
    .toBe(3);
  const popupTypes = receiver.events
    .filter((event) => (event.source as { surface: string }).surface === 'popup')
    .map((event) => event.type);
  expect(popupTypes).toEqual([
    'call.scheduled',
    'call.updated',
    'call.cancelled',
    'order.queued',
    'dispatch.sent',
    'customer.objected',
    'call.refused',
  ]);
  const refused = receiver.events.find((event) => event.type === 'call.refused')!;
  expect(refused.refusal).toEqual({ rule: 'do-not-call' });
  const listed = receiver.events.filter(
    (event) => (event.source as { surface: string }).surface === 'call-list',
  );
  expect(listed.map((event) => event.type)).toEqual(['call.placed', 'call.status', 'call.outcome']);
  expect(listed.at(-1)).toMatchObject({ outcome: 'reached', note: 'Delivery on Sunday' });
  expect(listed[0]!.customer).toEqual({ number: '+966551230001', name: 'Huda Answers' });
  expect(bridgedCustomers(sandbox).map((call) => call.number)).toContain('966551230001');
  const bulk = receiver.events.filter(
    (event) => (event.source as { surface: string }).surface === 'bulk-run',
  );
  expect(bulk.map((event) => (event.call as { orderNumber: string }).orderNumber)).toEqual([
    'B-1',
    'B-2',
  ]);
  // Each event once, each signature right, never the token, never a page path.
  expect(new Set(receiver.events.map((event) => event.id)).size).toBe(receiver.events.length);
  expect(receiver.badSignatures).toBe(0);
  expect(receiver.tokenSeen).toBe(0);
  expect(JSON.stringify(receiver.events)).not.toContain(fixtures.url + '/');
});

test('a receiver down (503, then refused) and a stopped worker lose nothing; a refused event stays visible until sent again', async ({
  context,
  sandbox,
  receiver,
  openExtensionPage,
  configure,
}) => {
  const options = await configuredOptions({ sandbox, openExtensionPage, configure });
  await saveTeamSystem(options, receiver);
  const section = options.getByRole('region', { name: 'Team system' });
  const status = section.locator('#team-events-status');

  receiver.setMode({ kind: 'unavailable', retryAfterSeconds: 1 });
  const popup = await openExtensionPage('popup.html');
  const book = (number: string) => askBridge(popup, number, Date.now() + 2 * HOUR);
  const firstBooking = await book('0551110001');
  expect(firstBooking, JSON.stringify(firstBooking)).toMatchObject({ ok: true });
  await expect(status).toContainText(/answered 503/);
  await receiver.down();
  await stopServiceWorkers(context, popup);
  await book('0551110002');
  await book('0551110003');
  await expect(status).toContainText('3 events waiting');
  await expect(status).toContainText('could not be reached');
  expect(receiver.events).toHaveLength(0);

  await receiver.up();
  receiver.setMode({ kind: 'refuse', type: 'call.cancelled' });
  await section.getByRole('button', { name: 'Send now' }).click();
  await expect(status).toContainText('Every event has been delivered.');
  expect(receiver.events.map((event) => event.customer.number)).toEqual([
    '+966551110001',
    '+966551110002',
    '+966551110003',
  ]);

  // The receiver refuses one kind of event: it is kept, with its answer, and the rest go on.
  const calls = await send<{
    ok: true;
    data: Array<{ callId: string; customer: { number: string } }>;
  }>(popup, 'listCalls', {});
  const first = calls.data.find((call) => call.customer.number === '966551110001')!;
  await send(popup, 'cancelBridge', { callId: first.callId });
  await book('0551110004');
  await expect(section).toContainText('1 event was refused by your team’s system:');
  await expect(section).toContainText('we do not take call.cancelled events');
  await expect.poll(() => receiver.events.length).toBe(4);
  receiver.setMode({ kind: 'ok' });
  await section.getByRole('button', { name: 'Send again' }).click();
  await expect.poll(() => typesAt(receiver).at(-1)).toBe('call.cancelled');
  await expect(section.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  expect(receiver.badSignatures).toBe(0);
  expect(new Set(receiver.events.map((event) => event.id)).size).toBe(5);
});
