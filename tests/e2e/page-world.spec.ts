/**
 * Numbers of countries whose number types the page script does not carry: it asks the background
 * for them when the page shows one, and the numbers are listed and callable like any other.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { expectedDials, pageNumbers, textPoint } from './helpers/page';
import { openControl, overlayState, personClick } from './helpers/overlay';
import { bridgeCalls } from './helpers/requests';

const fixtures = servedFixtures();

test('numbers of countries the page script fetches the types of are listed and called', async ({
  context,
  sandbox,
  bridgeOnClick,
}) => {
  await bridgeOnClick({ agentName: 'Agent Amal' });
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/world-en.html`);
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial)).toEqual(expectedDials('world-en'));

  const point = await textPoint(page, '#ivan');
  await openControl(page, { x: point.x, y: point.y });
  const shown = await overlayState(page);
  expect(shown.title).toBe('+7 912 345 6789');
  await personClick(page, shown.buttons[0]!);
  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  const request = bridgeCalls(sandbox)[0]!;
  expect(request.form.second_callee_number).toBe('79123456789');
});
