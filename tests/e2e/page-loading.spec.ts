/**
 * A long server-rendered page arrives over seconds: the numbers the browser has already painted
 * are callable while the parser is still reading the rest, those in a later piece too (the walk
 * goes on from where it paused), and the finished page lists every number once: the walk after
 * DOMContentLoaded replaces the early marks (made before any style was read) rather than adding
 * to them, and drops the number that CSS hides.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './helpers/browser';
import { pageNumbers, registeredScanner, textPoint } from './helpers/page';
import { overlayState } from './helpers/overlay';

/** The top of the page; the response stays open after it until the test releases the rest. */
const TOP = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orders</title></head>
<body><h1>Customer</h1><p>Mobile: <span id="top">055 123 4567</span></p>
<p>Office: 011 465 0000 · order 2024-558812</p>
<p style="visibility: hidden">Old number: 0551112233</p>`;

/** The next piece, still on the first screen; the rest of the page is below it. */
const NEXT = `<p>Home: <span id="next">0531112222</span></p>
${'<p>Filler text while the rest of the page is on its way.</p>'.repeat(40)}`;

const REST = `<p>Second mobile: <span id="later">0509876543</span></p>
<p><customer-card id="card"></customer-card></p>
<script>
  document.getElementById('card').attachShadow({ mode: 'open' }).innerHTML =
    '<p>Widget contact: <span>0544</span><span>445555</span></p>';
</script>
</body></html>`;

let server: Server;
let origin = '';
let held: ServerResponse | null = null;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/loading.html') {
      response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.write(TOP);
    held = response;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  held?.end();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('a number painted while the page is still loading is callable; the finished page lists each number once', async ({
  context,
}) => {
  expect((await registeredScanner(context)).runAt).toBe('document_start');
  const page = await context.newPage();
  await page.goto(`${origin}/loading.html`, { waitUntil: 'commit' });
  await expect(page.locator('#top')).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).toBe('loading');

  const point = await textPoint(page, '#top');
  await page.mouse.move(point.x, point.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 55 123 4567');
  // Still the first half of the page: the parser is waiting for the rest.
  expect(await page.evaluate(() => document.readyState)).toBe('loading');

  held!.write(NEXT);
  await expect(page.locator('#next')).toBeVisible();
  const next = await textPoint(page, '#next');
  await page.mouse.move(next.x, next.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(page)).title).toBe('+966 53 111 2222');
  expect(await page.evaluate(() => document.readyState)).toBe('loading');

  held!.end(REST);
  await page.waitForLoadState('load');
  const numbers = await pageNumbers(context, page);
  expect(numbers.map((number) => number.dial)).toEqual([
    '966551234567',
    '966114650000',
    '966531112222',
    '966509876543',
    '966544445555',
  ]);
});
