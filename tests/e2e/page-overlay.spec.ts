/**
 * Pointer on a number → the call control; a real click places the call through the background
 * and the real sandbox service; the toast follows the call.
 */
import { mkdirSync } from 'node:fs';
import { expect, sandboxUrls, test, servedFixtures } from './helpers/browser';
import { startSandbox } from '../sandbox/server';
import { pageNumbers, textPoint } from './helpers/page';
import {
  overlayState,
  personClick,
  toastNumberLayout,
  openControl,
  buttonOf,
} from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const SHOTS = process.env.DIALBRIDGE_SHOTS_DIR ?? '';
const fixtures = servedFixtures();
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

test('hover shows the control; "Bridge now" calls the agent first, then the customer', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  await bridgeOnClick({ agentName: 'Agent Amal' });
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);

  const point = await textPoint(page, '#split-inline');
  await openControl(page, { x: point.x, y: point.y });
  const shown = await overlayState(page);
  expect(shown.title).toBe('+966 55 123 4567');
  // The default action (bridge) comes first, then the others.
  expect(shown.buttons.map((button) => button.action)).toEqual([
    'bridge',
    'schedule',
    'webrtc',
    'order',
    'copy',
    'doNotCall',
  ]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-en.png` });

  const bridge = shown.buttons[0]!;
  await personClick(page, bridge);

  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  const request = bridgeCalls(sandbox)[0]!;
  expect(request.method).toBe('POST');
  expect(request.form.first_callee_number).toBe('966500000001');
  expect(request.form.second_callee_number).toBe('966551234567');
  expect(request.form.call_flow_id).toBe('flow-bridge');

  await expect
    .poll(async () => (await overlayState(page)).toast)
    .toMatch(/queued|Calling|connected/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-en.png` });
  // The toast follows the call as the background polls it (callUpdate messages).
  await expect
    .poll(async () => (await overlayState(page)).toast, { timeout: 30_000 })
    .toMatch(/connected|did not answer|failed/);
});

test('default action "browser phone": a click opens integration.php with the number', async ({
  context,
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const options = await openExtensionPage('options.html');
  await configure(
    options,
    { ...sandboxUrls(sandbox), clickAction: 'webrtc', language: 'en' },
    sandbox.token,
  );
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);

  const point = await textPoint(page, '#tel-link');
  await openControl(page, { x: point.x, y: point.y });
  const [first] = (await overlayState(page)).buttons;
  expect(first?.action).toBe('webrtc');
  const opened = context.waitForEvent('page');
  await personClick(page, first!);
  const phone = await opened;
  // The sandbox's softphone may pass through its login page first; the request it got is the proof.
  await expect
    .poll(
      () =>
        sandbox.requests.find((request) => request.path === '/integration.php')?.query.phone_number,
    )
    .toBe('966581234567');
  expect(new URL(phone.url()).origin).toBe(sandbox.url);
  // The tel: link itself was not followed by our click: the CRM page is still where it was.
  expect(page.url()).toBe(`${fixtures.url}/crm-en.html`);
});

test('Arabic: the control and the toast are in Arabic and right-to-left', async ({
  context,
  openExtensionPage,
  configure,
}) => {
  // A call that stays queued: the toast's sentence with the number in it stays on screen while
  // its layout is read, however slow the machine (a connected call's sentence names the customer).
  const sandbox = await startSandbox({ port: 0, timing: { placeAfterMs: 120_000 } });
  try {
    const options = await openExtensionPage('options.html');
    await configure(
      options,
      {
        ...sandboxUrls(sandbox),
        agentNumber: '0500000001',
        agentName: 'أمل',
        bridgeFlowId: 'flow-bridge',
        clickAction: 'ask',
        language: 'ar',
      },
      sandbox.token,
    );
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/crm-ar.html`);
    await pageNumbers(context, page);
    const point = await textPoint(page, '#contact dd');
    await openControl(page, { x: point.x, y: point.y });
    const shown = await overlayState(page);
    expect(shown.dir).toBe('rtl');
    expect(shown.buttons.map((button) => button.label)).toContain('ربط الآن');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/overlay-ar.png` });
    const bridge = buttonOf(shown, 'bridge');
    await personClick(page, bridge);
    await expect.poll(async () => (await overlayState(page)).toast).toMatch(/المكالمة|الاتصال/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-ar.png` });
    await expect
      .poll(() => bridgeCalls(sandbox)[0]?.form.second_callee_number)
      .toBe('966550001122');
    // The result replaces the progress message: "queued" in Arabic.
    await expect.poll(async () => (await overlayState(page)).toast).toMatch(/في الانتظار/);
    // The number inside the Arabic sentence (two lines long): whole on one line, left to right.
    // The toast's text changes as the call goes on: read its layout once the number is drawn.
    let layout = await toastNumberLayout(page);
    await expect
      .poll(async () => (layout = await toastNumberLayout(page)).lefts.length)
      .toBe('+966550001122'.length);
    expect(new Set(layout.tops).size).toBe(1);
    expect(layout.lefts).toEqual([...layout.lefts].sort((a, b) => a - b));
  } finally {
    await sandbox.close();
  }
});

test('Escape closes the control', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);
  const point = await textPoint(page, '#split-inline');
  await openControl(page, { x: point.x, y: point.y });
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await overlayState(page)).panelShown).toBe(false);
});
