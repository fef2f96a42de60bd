/**
 * A hostile page tries everything its scripts can (synthetic pointer, click and key events on the
 * number and on our overlay host, programmatic selection, postMessage, custom events, the
 * runtime API with our id): no request reaches the service. A person's real click still works.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { pageNumbers, textPoint } from './helpers/page';
import { overlayState, personClick, openControl, buttonOf } from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const fixtures = servedFixtures();

test('a hostile page never causes a request to the service; a real click does', async ({
  context,
  sandbox,
  extensionId,
  bridgeOnClick,
}) => {
  await bridgeOnClick();
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/hostile.html?ext=${extensionId}`);
  expect((await pageNumbers(context, page)).map((number) => number.dial)).toEqual(['966551234567']);
  type Hostile = { hostileDone?: string; hostileLog: string[]; attackAgain(): void };
  await page.waitForFunction(() => (window as unknown as Hostile).hostileDone === 'round1');
  expect(sandbox.requests).toEqual([]);
  expect((await overlayState(page)).panelShown).toBe(false);

  // A person points at the number: the control opens. The page attacks again while it is open.
  const point = await textPoint(page, '#target');
  await openControl(page, { x: point.x + 40, y: point.y });
  await page.evaluate(() => (window as unknown as Hostile).attackAgain());
  await page.waitForFunction(() => (window as unknown as Hostile).hostileDone === 'round2');
  const log = await page.evaluate(() => (window as unknown as Hostile).hostileLog);
  expect(log).toContain('round1 host:false');
  expect(log).toContain('round2 host:true');
  expect(log).toContain('round2 shadowRoot:null');
  expect(log).toContain('attachShadow: NotSupportedError');
  expect(sandbox.requests).toEqual([]);

  // Now the person's real click on "Bridge now".
  await expect.poll(async () => (await overlayState(page)).panelShown).toBe(true);
  const bridge = buttonOf(await overlayState(page), 'bridge');
  await personClick(page, bridge);
  await expect.poll(async () => (await overlayState(page)).toast).toMatch(/queued|Calling/);
  // Exactly one call: the person's. Nothing the page did earlier arrived late.
  const bridges = bridgeCalls(sandbox);
  expect(bridges).toHaveLength(1);
  expect(bridges[0]!.form.second_callee_number).toBe('966551234567');
  expect(bridges[0]!.form.second_callee_name).not.toBe('forged');
});
