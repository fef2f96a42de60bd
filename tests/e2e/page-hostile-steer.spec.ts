/**
 * A hostile page steering a person's real click into a call by opening the control itself: with
 * focus() or a selection under the resting pointer, or by moving a number into the path of a
 * pointer on its way to a page button. Also: a click on a marked number never calls, and text a
 * person cannot see is never offered. Every click here is a real (trusted) mouse click.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import {
  attack,
  clickPlacedNoCall,
  openHostilePage,
  rest,
  savePoint,
  type Point,
} from './helpers/hostile';
import { pageNumbers, textPoint } from './helpers/page';
import { overlayState, personClick, openControl, buttonOf } from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const fixtures = servedFixtures();
const steerPage = () => `${fixtures.url}/hostile-steer.html`;

for (const name of ['focusUnder', 'selectUnder'] as const) {
  test(`${name}: a script cannot open the control under the resting pointer`, async ({
    context,
    sandbox,
    bridgeOnClick,
  }) => {
    const page = await openHostilePage(context, bridgeOnClick, steerPage());
    const save = await savePoint(page);
    // The person rests the pointer on the page's Save button; the page opens the control there.
    await page.mouse.move(save.x, save.y, { steps: 4 });
    await attack(page, name, save.x, save.y);
    await rest(page);
    await page.mouse.click(save.x, save.y);
    expect(await clickPlacedNoCall(page, sandbox)).toBe('page');
    expect((await overlayState(page)).panelShown).toBe(false);
  });
}

test("a number moved into the path of a sweeping pointer: nothing is offered, the click is the page's", async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openHostilePage(context, bridgeOnClick, steerPage());
  const save = await savePoint(page);
  const start: Point = { x: save.x, y: save.y - 220 };
  await page.mouse.move(start.x, start.y);
  await attack(page, 'sweepTo', save.x, save.y);
  // On its way to Save the pointer crosses the number the page just put there; the person
  // clicks as soon as the pointer arrives.
  await page.mouse.move(save.x, save.y, { steps: 12 });
  await page.mouse.click(save.x, save.y);
  // A pointer passing over a number offers nothing: no call button, no menu under the click.
  expect(await clickPlacedNoCall(page, sandbox)).toBe('page');
  const state = await overlayState(page);
  expect(state.panelShown).toBe(false);
});

test('a click on a marked number opens nothing but the control; only its button calls', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  const page = await openHostilePage(context, bridgeOnClick, steerPage());
  const point = await textPoint(page, '#target');
  await page.mouse.move(point.x + 40, point.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).affordance?.ready).toBe(true);
  await page.mouse.click(point.x + 40, point.y);
  await page.mouse.click(point.x + 40, point.y, { clickCount: 2 });
  expect((await overlayState(page)).panelShown).toBe(false);
  await openControl(page, { x: point.x + 40, y: point.y });
  // The person then calls with the control: exactly one call reaches the service, that one.
  const bridge = buttonOf(await overlayState(page), 'bridge');
  await personClick(page, bridge);
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  await expect.poll(async () => (await overlayState(page)).toast).toMatch(/queued|Calling/);
  expect(bridgeCalls(sandbox)).toHaveLength(1);
});

test('text a person cannot see is not offered', async ({ context, bridgeOnClick }) => {
  const page = await openHostilePage(context, bridgeOnClick, steerPage());
  // Transparent colour, 0.1 × 0.1 opacity, a 1 px font, clipped away, an unfilled text colour.
  expect((await pageNumbers(context, page)).map((number) => number.dial).sort()).toEqual([
    '966551234567',
    '966557654321',
  ]);
});
