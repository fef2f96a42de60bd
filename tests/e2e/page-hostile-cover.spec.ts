/**
 * A hostile page hiding, moving or covering the open control so that a person's real click lands
 * on "Bridge now" while they meant something else: our host restyled, the whole page restyled, a
 * decoy drawn over everything that lets clicks through, a number in an invisible frame from
 * another origin. Each attempt ends with no call, and the control says why it refused.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { attack, openHostilePage, outcome, rest } from './helpers/hostile';
import { textPoint } from './helpers/page';
import { overlayState, openControl, buttonOf } from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const fixtures = servedFixtures();

const scenarios: [string, string, string][] = [
  ['our host restyled: opacity 0', 'restyleHost', 'opacity: 0 !important'],
  ['our host restyled: filter', 'restyleHost', 'filter: opacity(0) !important'],
  ['our host restyled: moved away', 'restyleHost', 'transform: translate(0, 150px) !important'],
  ['the page restyled: html filter', 'restyleRoot', 'filter: opacity(0)'],
  ['the page restyled: html moved', 'restyleRoot', 'transform: translate(0, 150px)'],
  ['a decoy over everything, clicks pass through', 'decoy', 'div'],
  ['a top-layer popover decoy, clicks pass through', 'decoy', 'popover'],
];

for (const [name, attackName, arg] of scenarios) {
  test(`${name}: the click on "Bridge now" places no call`, async ({
    context,
    sandbox,
    bridgeOnClick,
  }) => {
    const page = await openHostilePage(
      context,
      bridgeOnClick,
      `${fixtures.url}/hostile-steer.html`,
    );
    const point = await textPoint(page, '#target');
    const opened = buttonOf(await openControl(page, { x: point.x + 40, y: point.y }), 'bridge');
    await attack(page, attackName, arg);
    // Where "Bridge now" is now (moved, if the page moved it): the page dressed that spot up
    // as something else, and the person clicks it after a calm look. A page that moved the
    // number itself closed the control: the click lands where "Bridge now" was.
    const state = await overlayState(page);
    const bridge = state.panelShown ? buttonOf(state, 'bridge') : opened;
    await page.mouse.move(bridge.x, bridge.y, { steps: 4 });
    await rest(page);
    await page.mouse.click(bridge.x, bridge.y);
    // Refused (and said so), taken by the page, or the control closed before the click.
    const closed = async () => ((await overlayState(page)).panelShown ? null : 'closed');
    await expect
      .poll(async () => (await outcome(page, sandbox)) ?? (await closed()))
      .not.toBeNull();
    expect((await overlayState(page)).toast).not.toMatch(/Asking the service|queued|Calling/);
    expect(bridgeCalls(sandbox)).toHaveLength(0);
  });
}

test('a number in an invisible frame from another origin: no call', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openHostilePage(context, bridgeOnClick, `${fixtures.url}/hostile-steer.html`);
  // The fixture server answers on both loopback names: localhost is another origin (and site).
  const other = fixtures.url.replace('127.0.0.1', 'localhost');
  await attack(page, 'frame', `${other}/hostile-frame.html`);
  const frame = (await (await page.waitForSelector('iframe')).contentFrame())!;
  await frame.waitForSelector('#number');
  const frameBox = (await page.locator('iframe').boundingBox())!;
  const number = await textPoint(frame, '#number');
  // The person points at what looks like the page's Save button: it is the invisible number.
  // Its call button appears, as invisible as the frame, and the person clicks where it is.
  await page.mouse.move(frameBox.x + number.x, frameBox.y + number.y, { steps: 4 });
  await expect.poll(async () => (await overlayState(frame)).affordance).not.toBeNull();
  const button = (await overlayState(frame)).affordance!;
  await page.mouse.move(frameBox.x + button.x, frameBox.y + button.y, { steps: 4 });
  await rest(page);
  await page.mouse.click(frameBox.x + button.x, frameBox.y + button.y);
  await rest(page);
  // The button never counted as seen: no menu opened, so there is nothing left to click.
  expect((await overlayState(frame)).affordance?.ready).toBe(false);
  expect((await overlayState(frame)).panelShown).toBe(false);
  expect(bridgeCalls(sandbox)).toHaveLength(0);
});
