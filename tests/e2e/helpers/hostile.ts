/**
 * Helpers for the hostile-page specs: a page set up to bridge on click, where the page's own
 * scripts (window.attacks in tests/fixtures/hostile-steer.html) try to steer a person's real click
 * into a call, and what each attempt ended in, read from the sandbox and the page.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { SettingsInput } from '../../../utils/settings/store';
import type { Sandbox } from '../../sandbox/server';
import type { BridgeOnClick } from './browser';
import { overlayState } from './overlay';
import { openScanned } from './page';
import { bridgeCalls } from './requests';

export interface Point {
  x: number;
  y: number;
}

/**
 * Settings with "Bridge now" as the default action (or `settings`' choices), then the page at
 * `url`, scanned, its own "Save" button recording a click. Used for hostile pages and for
 * ordinary ones a person works on.
 */
export async function openHostilePage(
  context: BrowserContext,
  bridgeOnClick: BridgeOnClick,
  url: string,
  settings: Partial<Pick<SettingsInput, 'language' | 'clickAction'>> = {},
): Promise<Page> {
  await bridgeOnClick(settings);
  const page = await openScanned(context, url);
  await page.evaluate(() => {
    document.getElementById('save')?.addEventListener('click', () => {
      document.body.dataset.saved = 'yes';
    });
  });
  return page;
}

/** The centre of the page's own "Save order" button, where the attacks aim the person's click. */
export async function savePoint(page: Page): Promise<Point> {
  const box = (await page.locator('#save').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A person's pause before clicking, longer than the control's wait: it gives each attack its best
 * chance. Nothing is asserted on time; the outcome is polled afterwards.
 */
export async function rest(page: Page): Promise<void> {
  await page.waitForTimeout(800);
}

/**
 * Where the person's click went: a call reached the sandbox, the control refused it (and said
 * so), or the page's own Save button got it. Polled until one of them happened.
 */
export async function outcome(
  page: Page,
  sandbox: Sandbox,
  control: Parameters<typeof overlayState>[0] = page,
): Promise<string | null> {
  if (bridgeCalls(sandbox).length > 0) return 'called';
  if ((await overlayState(control)).refusal !== '') return 'refused';
  const saved = await page.evaluate(() => document.body.dataset.saved === 'yes');
  return saved ? 'page' : null;
}

/** One of the page's own attacks (window.attacks in hostile-steer.html), run with `args`. */
export async function attack(page: Page, name: string, ...args: unknown[]): Promise<void> {
  await page.evaluate(
    ({ name, args }) => {
      const { attacks } = window as unknown as {
        attacks: Record<string, (...args: unknown[]) => void>;
      };
      attacks[name]!(...args);
    },
    { name, args },
  );
}

/** Once the person's click has gone somewhere, no call reached the sandbox: where it went. */
export async function clickPlacedNoCall(page: Page, sandbox: Sandbox): Promise<string | null> {
  await expect.poll(() => outcome(page, sandbox)).not.toBeNull();
  expect(bridgeCalls(sandbox)).toHaveLength(0);
  return outcome(page, sandbox);
}
