/**
 * The scanner starts at once with the default country (SA) rather than wait for the settings;
 * when the settings name another country it must scan again with that one. A national-form
 * Egyptian mobile number is no number in Saudi Arabia, so it is listed only after that rescan.
 */
import { expect, test, servedFixtures } from './helpers/browser';
import { pageNumbers, serviceWorker } from './helpers/page';

const fixtures = servedFixtures();

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Country</title></head>
<body><table><tr><td>Customer</td><td>010 1234 5678</td></tr>
<tr><td>Office</td><td>+966 55 123 4567</td></tr></table></body></html>`;

test('settings naming another default country: the page is scanned with that country', async ({
  context,
}) => {
  const worker = await serviceWorker(context);
  await worker.evaluate(async () => {
    const { storage } = (
      globalThis as unknown as {
        chrome: {
          storage: {
            local: {
              get(key: string): Promise<Record<string, unknown>>;
              set(items: object): Promise<void>;
            };
          };
        };
      }
    ).chrome;
    const { settings } = await storage.local.get('settings');
    await storage.local.set({
      settings: { ...(settings as object | undefined), defaultCountry: 'EG' },
    });
  });
  const url = `${fixtures.url}/country-eg.html`;
  await context.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }),
  );
  const page = await context.newPage();
  await page.goto(url);
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial)).toEqual(['201012345678', '966551234567']);
});
