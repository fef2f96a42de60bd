/**
 * The call control on a CRM page in Firefox: read inside its closed shadow root from an extension
 * tab, and used with the real pointer as a person does (puppeteer's mouse sends trusted input
 * through WebDriver BiDi).
 */
import type { Page } from 'puppeteer-core';
import type { Sandbox } from '../sandbox/server';
import { tabId } from './extension';
import { poll } from './firefox';

export interface ControlButton {
  action: string;
  x: number;
  y: number;
}

export interface ControlState {
  /** The call button beside the offered number: its centre, and whether it takes a click. */
  affordance: { x: number; y: number; ready: boolean } | null;
  panelShown: boolean;
  /** The control says it takes a click now (on screen and still long enough). */
  ready: boolean;
  title: string;
  buttons: ControlButton[];
  toast: string;
}

/**
 * The call control of the tab at `url`, read inside its closed shadow root: a script injected into
 * the tab's content-script world (scripting.executeScript) may use Firefox's
 * `openOrClosedShadowRoot`, which page scripts cannot. Button centres are in the tab's viewport,
 * where a real pointer clicks.
 */
export async function controlState(extensionPage: Page, url: string): Promise<ControlState> {
  const tab = await tabId(extensionPage, url);
  return extensionPage.evaluate(async (tab) => {
    const { scripting } = (
      globalThis as unknown as {
        browser: {
          scripting: {
            executeScript(details: {
              target: { tabId: number };
              func: () => unknown;
            }): Promise<Array<{ result?: unknown }>>;
          };
        };
      }
    ).browser;
    const [injected] = await scripting.executeScript({
      target: { tabId: tab },
      func: () => {
        const state = {
          affordance: null as unknown,
          panelShown: false,
          ready: false,
          title: '',
          buttons: [] as unknown[],
          toast: '',
        };
        const host = document.querySelector('dialbridge-overlay') as
          (Element & { openOrClosedShadowRoot?: ShadowRoot | null }) | null;
        const root = host?.openOrClosedShadowRoot;
        if (!root) return state;
        const button = root.querySelector('.affordance');
        if (button && !button.hasAttribute('hidden')) {
          const box = button.getBoundingClientRect();
          state.affordance = {
            x: box.left + box.width / 2,
            y: box.top + box.height / 2,
            ready: button.hasAttribute('data-ready'),
          };
        }
        const panel = root.querySelector('.panel');
        if (panel && !panel.hasAttribute('hidden')) {
          state.panelShown = true;
          state.ready = panel.hasAttribute('data-ready');
          state.title = root.querySelector('.panel .number')?.textContent ?? '';
          for (const button of panel.querySelectorAll('[data-action]')) {
            const box = button.getBoundingClientRect();
            state.buttons.push({
              action: button.getAttribute('data-action'),
              x: box.left + box.width / 2,
              y: box.top + box.height / 2,
            });
          }
        }
        const toast = root.querySelector('.toast');
        if (toast && !toast.hasAttribute('hidden')) state.toast = toast.textContent ?? '';
        return state;
      },
    });
    return injected?.result;
  }, tab) as Promise<ControlState>;
}

/**
 * Rests the pointer on the text of `selector` in `page` (the CRM tab at `url`), moves onto the call
 * button that appears beside it and clicks it once it takes clicks, then moves onto the menu's
 * "Bridge now" and clicks once the menu takes clicks. Returns the menu as it was first shown.
 */
export async function bridgeNowFromPage(
  extensionPage: Page,
  page: Page,
  url: string,
  selector: string,
): Promise<ControlState> {
  const point = await page.evaluate((selector) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(selector)!);
    const box = range.getClientRects()[0]!;
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  await page.mouse.move(point.x, point.y, { steps: 2 });
  const offered = await poll(
    () => controlState(extensionPage, url),
    (state) => state.affordance !== null,
    'the call button to appear',
  );
  const { x, y } = offered.affordance!;
  await page.mouse.move(x, y, { steps: 3 });
  await poll(
    () => controlState(extensionPage, url),
    (state) => state.affordance?.ready === true,
    'the call button to take clicks',
  );
  await page.mouse.click(x, y);
  const shown = await poll(
    () => controlState(extensionPage, url),
    (state) => state.panelShown,
    'the call menu to open',
  );
  const bridge = shown.buttons.find((button) => button.action === 'bridge');
  if (!bridge) throw new Error(`No "Bridge now" in the control: ${JSON.stringify(shown)}`);
  await page.mouse.move(bridge.x, bridge.y, { steps: 4 });
  await poll(
    () => controlState(extensionPage, url),
    (state) => state.ready,
    'the control to take clicks',
  );
  await page.mouse.click(bridge.x, bridge.y);
  return shown;
}

/** The bridge creates that reached the sandbox (what would ring phones), in arrival order. */
export function bridgeCalls(sandbox: Sandbox) {
  return sandbox.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/v1/call/bridge',
  );
}
