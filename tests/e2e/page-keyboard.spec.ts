/**
 * The control beyond the mouse on a plain number: numbers typed in form fields, a keyboard-only
 * call (focus a number, Alt+ArrowDown into the control, Enter), and numbers inside an open shadow
 * root and a same-origin iframe.
 */
import { expect, sandboxUrls, test, servedFixtures } from './helpers/browser';
import { pageNumbers } from './helpers/page';
import { openControl, overlayState } from './helpers/overlay';

const fixtures = servedFixtures();

test('a focused form field holding a number gets the call button; the field is left as it was', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);
  // Into the field by a click, as a person does (a script's focus() opens nothing).
  await page.getByLabel('Callback number').click();
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 56 123 9876');
  const field = (await page.getByLabel('Callback number').boundingBox())!;
  const button = (await overlayState(page)).affordance!;
  // Beside the field, at its end: not over it.
  expect(button.x).toBeGreaterThan(field.x + field.width);
  expect((await overlayState(page)).panelShown).toBe(false);
  await expect(page.getByLabel('Callback number')).toHaveValue('0561239876');
  // A field without a number takes it away.
  await page.getByLabel('Order reference').click();
  await expect.poll(async () => (await overlayState(page)).affordance).toBeNull();
});

test('keyboard only: focus the number, Alt+ArrowDown into the control, Enter calls', async ({
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
  // Tab through the page to the number, as a person does (a script's focus() opens nothing).
  const telLinkFocused = () => page.evaluate(() => document.activeElement?.id === 'tel-link');
  for (let presses = 0; presses < 30 && !(await telLinkFocused()); presses++)
    await page.keyboard.press('Tab');
  expect(await telLinkFocused()).toBe(true);
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 58 123 4567');
  await page.keyboard.press('Alt+ArrowDown');
  // The control takes Enter once it has been on screen, still, for a moment.
  await expect.poll(async () => (await overlayState(page)).ready).toBe(true);
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await opened;
  await expect
    .poll(
      () =>
        sandbox.requests.find((request) => request.path === '/integration.php')?.query.phone_number,
    )
    .toBe('966581234567');
});

test('numbers in an open shadow root and in a same-origin iframe get the control too', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);

  await page.locator('#card').scrollIntoViewIfNeeded();
  const inShadow = await page.evaluate(() => {
    const host = document.getElementById('card')!;
    const range = document.createRange();
    range.selectNodeContents(host.shadowRoot!.querySelector('p')!.lastElementChild!);
    const rect = range.getBoundingClientRect();
    return { x: rect.left + 3, y: rect.top + rect.height / 2 };
  });
  await page.mouse.move(inShadow.x, inShadow.y);
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 54 444 5555');

  await page.locator('iframe').scrollIntoViewIfNeeded();
  const frameHandle = await page.locator('iframe').elementHandle();
  const frame = (await frameHandle!.contentFrame())!;
  const box = (await frameHandle!.boundingBox())!;
  const inFrame = await frame.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('strong')!);
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  const panel = await openControl(page, { x: box.x + inFrame.x, y: box.y + inFrame.y });
  expect(panel.title).toBe('+966 12 654 3210');
  // The control sits next to the number (above or below it), in the top page's coordinates.
  const numberY = box.y + inFrame.y;
  for (const button of panel.buttons) expect(Math.abs(button.y - numberY)).toBeLessThan(260);
  expect(Math.abs(panel.buttons[0]!.x - (box.x + inFrame.x))).toBeLessThan(260);
});

for (const [language, fixture, numbers] of [
  ['en', 'crm-en', ['+966 55 123 4567', '+966 11 234 5678', '+966 50 987 6543']],
  ['ar', 'crm-ar', ['+966 55 000 1122', '+966 50 123 4567', '+966 55 123 4567']],
] as const) {
  test(`without a mouse (${language}): Alt+Shift+↓/↑ moves from number to number, Enter opens the control, Enter calls`, async ({
    context,
    sandbox,
    openExtensionPage,
    configure,
  }) => {
    const options = await openExtensionPage('options.html');
    await configure(
      options,
      { ...sandboxUrls(sandbox), clickAction: 'webrtc', language },
      sandbox.token,
    );
    const page = await context.newPage();
    await page.goto(`${fixtures.url}/${fixture}.html`);
    await pageNumbers(context, page);
    const title = async () => (await overlayState(page)).title;

    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect.poll(title).toBe(numbers[0]);
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect.poll(title).toBe(numbers[1]);
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect.poll(title).toBe(numbers[2]);
    await page.keyboard.press('Alt+Shift+ArrowUp');
    await expect.poll(title).toBe(numbers[1]);
    expect((await overlayState(page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Enter: into the control, on its first button (the default action: browser phone).
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await overlayState(page)).ready).toBe(true);
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    await opened;
    await expect
      .poll(() =>
        sandbox.requests
          .filter((request) => request.path === '/integration.php')
          .map((request) => request.query.phone_number),
      )
      .toEqual([numbers[1].replace(/\D/g, '')]);
  });
}
