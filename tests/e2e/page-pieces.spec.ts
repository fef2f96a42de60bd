/**
 * Numbers written in pieces: one digit per element (plain and styled inline-block), groups in
 * their own elements with the brackets outside them (`(<i>011</i>) <u>465</u>-<u>8203</u>`), text
 * nodes side by side in one cell (a framework's `{label}{' '}{rest}`), a visual
 * copy hidden from screen readers (aria-hidden) beside its visually hidden accessible twin, a
 * decorative aria-hidden number that is painted on screen, and a country-code <select> beside a
 * national-number <input>. Each is listed once, in document order, with its country code.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { expectedDials, pageNumbers } from './helpers/page';

const fixtures = servedFixtures();

test('numbers written in pieces are each listed once', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/split-digits.html`);
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial)).toEqual(expectedDials('split-digits'));
});
