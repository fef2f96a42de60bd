/**
 * Helpers for the page (content script) e2e tests: the fixture server per test, asking a tab for
 * its numbers through the real `pageNumbers` message, and collecting a page's console errors.
 */
import {
  expect,
  type BrowserContext,
  type CDPSession,
  type Frame,
  type Page,
  type Worker,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../../../scripts/serve-fixtures';

export interface PageNumber {
  text: string;
  dial: string;
  name?: string;
}

export function expectedDials(fixture: string): string[] {
  const parsed = JSON.parse(
    readFileSync(join(FIXTURES_DIR, `${fixture}.expected.json`), 'utf8'),
  ) as { dials: string[] };
  return parsed.dials;
}

/**
 * A second call to the fixture's first number, +966 55 123 4567, refused: while the first call is
 * live, or — once the sandbox has already ended it — asked about as a call earlier today
 * (utils/calls/earlier-today.ts). Which one depends on how far the first call got, so either
 * counts; neither places a second call.
 */
export const REFUSED_SECOND_CALL =
  /A call to \+966 55 123 4567 started (just now|\d+ s ago)|\+966 55 123 4567 was already called today at \d\d:\d\d/;

export async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The browser's id for the tab showing `page` (from the service worker). */
export async function tabIdOf(context: BrowserContext, page: Page): Promise<number> {
  const worker = await serviceWorker(context);
  const id = await worker.evaluate(
    async (url) =>
      (
        await (
          globalThis as unknown as {
            chrome: { tabs: { query(query: object): Promise<{ id?: number; url?: string }[]> } };
          }
        ).chrome.tabs.query({})
      ).find((tab) => tab.url === url)?.id,
    page.url(),
  );
  if (id === undefined) throw new Error('tab not found');
  return id;
}

export interface RegisteredScanner {
  id: string;
  matches?: string[];
  js?: string[];
  allFrames?: boolean;
  runAt?: string;
  persistAcrossSessions?: boolean;
}

/**
 * The scanner's registration once the background has written it (it does at install, a moment
 * after the browser starts). A page opened before that gets the scanner only at document_idle.
 */
export async function registeredScanner(context: BrowserContext): Promise<RegisteredScanner> {
  const worker = await serviceWorker(context);
  for (let attempt = 0; attempt < 100; attempt++) {
    const scripts = (await worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { scripting: { getRegisteredContentScripts(): Promise<unknown[]> } };
        }
      ).chrome.scripting.getRegisteredContentScripts(),
    )) as RegisteredScanner[];
    if (scripts.length === 1) return scripts[0]!;
    if (scripts.length > 1) throw new Error(`${scripts.length} scanners registered`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The background never registered the scanner.');
}

/** A new tab at `url`, once the page script has scanned it (its numbers answered). */
export async function openScanned(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await pageNumbers(context, page);
  return page;
}

/**
 * Sends `pageNumbers` to the tab showing `page`, from the service worker, exactly
 * as the popup does. Retries only while the content script is not there yet (it is registered
 * at run time and injected at document_start), never on a wrong answer.
 */
export async function pageNumbers(context: BrowserContext, page: Page): Promise<PageNumber[]> {
  const worker = await serviceWorker(context);
  const url = page.url();
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await worker.evaluate(async (pageUrl) => {
      type Tab = { id?: number; url?: string };
      const { tabs } = (
        globalThis as unknown as {
          chrome: {
            tabs: {
              query(filter: object): Promise<Tab[]>;
              sendMessage(tabId: number, message: unknown): Promise<unknown>;
            };
          };
        }
      ).chrome;
      const tab = (await tabs.query({})).find((candidate) => candidate.url === pageUrl);
      if (tab?.id === undefined) return { error: 'no tab' };
      try {
        return {
          reply: await tabs.sendMessage(tab.id, {
            channel: 'dialbridge',
            type: 'pageNumbers',
            data: {},
          }),
        };
      } catch (error) {
        return { error: String(error) };
      }
    }, url);
    if ('reply' in answer) {
      const reply = answer.reply as { numbers?: PageNumber[] } | undefined;
      if (!reply?.numbers) throw new Error(`pageNumbers gave no list: ${JSON.stringify(reply)}`);
      return reply.numbers;
    }
    if (!/Receiving end does not exist|no tab/.test(answer.error)) throw new Error(answer.error);
    await page.waitForTimeout(100);
  }
  throw new Error('The content script never answered pageNumbers');
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The centre of the on-screen text of the element `selector` (its first line box), or of
 * `part` of its text when given (a number glued to a word: the pointer must be on the digits).
 */
export async function textPoint(
  page: Page | Frame,
  selector: string,
  part?: string,
): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([css, piece]) => {
      const element = document.querySelector(css);
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      if (piece) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let text: Text | null = null;
        while (!text && walker.nextNode()) {
          const node = walker.currentNode as Text;
          if (node.data.includes(piece)) text = node;
        }
        if (!text) return null;
        const start = text.data.indexOf(piece);
        range.setStart(text, start);
        range.setEnd(text, start + piece.length);
      }
      const rect = range.getClientRects()[0];
      return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
    },
    [selector, part ?? ''] as const,
  );
  if (!point) throw new Error(`No text at ${selector}${part ? ` (${part})` : ''}`);
  return point;
}

export interface OverlayButton {
  action: string;
  label: string;
  x: number;
  y: number;
}

/** The open menu's button for `action` ('bridge', 'webrtc', 'doNotCall'); fails when it has none. */
export function buttonOf(state: OverlayState, action: string): OverlayButton {
  const button = state.buttons.find((candidate) => candidate.action === action);
  if (!button) {
    const actions = state.buttons.map((candidate) => candidate.action).join(', ') || 'none';
    throw new Error(`The menu has no "${action}" button (it has: ${actions}).`);
  }
  return button;
}

export interface OverlayState {
  /** The call button beside the offered number: where to click it, and whether it takes a click. */
  affordance: { x: number; y: number; ready: boolean } | null;
  panelShown: boolean;
  /** The control says it would take a click now (shown, seen and still long enough). */
  ready: boolean;
  /** Why the control refused the last click, as it tells the person. */
  refusal: string;
  /** The number offered: the open menu's title, or else the call button's. */
  title: string;
  dir: string;
  /** The customer-name field: its value as the agent would send it, and where to click it. */
  name: { value: string; x: number; y: number } | null;
  /** The control's "no name on this page" note, when shown. */
  noName: string;
  buttons: OverlayButton[];
  toastShown: boolean;
  toast: string;
  /** The toast says it would take a click on its button now (shown, seen and still). */
  toastReady: boolean;
  /** The toast's offered buttons ("Call again"), its close button aside. */
  toastButtons: OverlayButton[];
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  localName?: string;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/**
 * Reads the overlay inside its closed shadow root through the DevTools protocol (page scripts
 * cannot see in; Playwright's locators do not pierce closed roots). Button positions let a test
 * click them with the real mouse, which gives trusted events as a person's click would.
 */
export async function overlayState(page: Page | Frame): Promise<OverlayState> {
  // A snapshot taken while the control re-renders (its buttons replaced when the background's
  // answer about the number comes) names nodes that are gone by the next read: read again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await readOverlay(page);
    } catch (error) {
      if (attempt >= 3 || !/Could not find node/.test(String(error))) throw error;
    }
  }
}

async function readOverlay(page: Page | Frame): Promise<OverlayState> {
  return withPiercedDocument(page, async (cdp, root) => {
    const host = find(root, (node) => node.localName === 'dialbridge-overlay');
    const shadow = host?.shadowRoots?.[0];
    const state: OverlayState = {
      affordance: null,
      panelShown: false,
      ready: false,
      refusal: '',
      title: '',
      dir: '',
      name: null,
      noName: '',
      buttons: [],
      toastShown: false,
      toast: '',
      toastReady: false,
      toastButtons: [],
    };
    if (!shadow) return state;
    const panel = find(shadow, (node) => hasClass(node, 'panel'));
    const toast = find(shadow, (node) => hasClass(node, 'toast'));
    const button = find(shadow, (node) => hasClass(node, 'affordance'));
    if (button && attr(button, 'hidden') === null) {
      const centre = await centreOf(cdp, button).catch(() => null);
      if (centre) state.affordance = { ...centre, ready: attr(button, 'data-ready') !== null };
      state.title = /\+[\d ]*\d/.exec(attr(button, 'aria-label') ?? '')?.[0] ?? '';
      state.dir = attr(button, 'dir') ?? '';
    }
    if (panel && attr(panel, 'hidden') === null) {
      state.panelShown = true;
      state.ready = attr(panel, 'data-ready') !== null;
      state.refusal = textOf(find(panel, (node) => hasClass(node, 'refusal'))).trim();
      state.dir = attr(panel, 'dir') ?? '';
      state.title = textOf(find(panel, (node) => hasClass(node, 'number')));
      const field = find(panel, (node) => node.localName === 'input');
      // The control may close between the snapshot and these reads: then it has no field.
      if (field)
        state.name = await Promise.all([valueOf(cdp, field), centreOf(cdp, field)]).then(
          ([value, centre]) => ({ value, ...centre }),
          () => null,
        );
      const note = find(panel, (node) => hasClass(node, 'no-name'));
      if (note && attr(note, 'hidden') === null) state.noName = textOf(note).trim();
      for (const button of findAll(panel, (node) => attr(node, 'data-action') !== null)) {
        const centre = await centreOf(cdp, button);
        state.buttons.push({
          action: attr(button, 'data-action')!,
          label: textOf(button),
          ...centre,
        });
      }
    }
    if (toast && attr(toast, 'hidden') === null) {
      state.toastShown = true;
      state.toast = textOf(toast).trim();
      state.toastReady = attr(toast, 'data-ready') !== null;
      const actions = find(toast, (node) => hasClass(node, 'actions'));
      for (const button of actions ? findAll(actions, (node) => node.localName === 'button') : []) {
        const centre = await centreOf(cdp, button);
        state.toastButtons.push({ action: '', label: textOf(button), ...centre });
      }
    }
    return state;
  });
}

/** A form field's current value (a property: the DOM snapshot has only attributes). */
async function valueOf(cdp: CDPSession, node: DomNode): Promise<string> {
  const { object } = (await cdp.send('DOM.resolveNode', { nodeId: node.nodeId })) as {
    object: { objectId: string };
  };
  const { result } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    returnByValue: true,
    functionDeclaration: 'function () { return this.value; }',
  })) as { result: { value: string } };
  return result.value;
}

/** The centre of a node's content box, in the page's coordinates (where a mouse would click). */
async function centreOf(cdp: CDPSession, node: DomNode): Promise<{ x: number; y: number }> {
  const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: node.nodeId })) as {
    model: { content: number[] };
  };
  const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
  return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
}

/**
 * Opens the call menu the way a person does: the pointer comes to rest on the number at `point`,
 * moves onto the call button that appears beside it, waits until the button takes clicks, and
 * clicks it. `control`: where the overlay lives (a cross-origin frame has its own); `offset`: that
 * frame's place in the page, to turn its coordinates into the mouse's.
 */
export async function openControl(
  page: Page,
  point: { x: number; y: number },
  control: Page | Frame = page,
  offset: { x: number; y: number } = { x: 0, y: 0 },
): Promise<OverlayState> {
  await page.mouse.move(point.x, point.y, { steps: 2 });
  await expect.poll(async () => (await overlayState(control)).affordance).not.toBeNull();
  const button = (await overlayState(control)).affordance!;
  const at = { x: button.x + offset.x, y: button.y + offset.y };
  await page.mouse.move(at.x, at.y, { steps: 3 });
  await expect.poll(async () => (await overlayState(control)).affordance?.ready).toBe(true);
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await overlayState(control)).panelShown).toBe(true);
  return overlayState(control);
}

/**
 * Clicks a control button the way a person does: moves onto it, waits until the control takes
 * clicks (it refuses them until it has been on screen and still for a moment), then clicks.
 * `control`: the call control's panel, or the toast (its "Call again").
 */
export async function personClick(
  page: Page,
  button: OverlayButton,
  control: 'panel' | 'toast' = 'panel',
): Promise<void> {
  await page.mouse.move(button.x, button.y, { steps: 4 });
  const ready = (state: OverlayState) => (control === 'panel' ? state.ready : state.toastReady);
  await expect.poll(async () => ready(await overlayState(page))).toBe(true);
  await page.mouse.click(button.x, button.y);
}

/**
 * How the toast draws the left-to-right isolate (a phone number) in its message: the top and
 * left of each of its visible characters, in reading order. One top means one line; rising lefts
 * mean the number reads left to right even inside an Arabic sentence.
 */
export async function toastNumberLayout(page: Page): Promise<{ tops: number[]; lefts: number[] }> {
  return withPiercedDocument(page, async (cdp, root) => {
    const toast = find(root, (node) => hasClass(node, 'toast'));
    const message = toast && find(toast, (node) => hasClass(node, 'message'));
    if (!message) return { tops: [], lefts: [] };
    const { object } = (await cdp.send('DOM.resolveNode', { nodeId: message.nodeId })) as {
      object: { objectId: string };
    };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: isolateLayout.toString(),
    })) as { result: { value: { tops: number[]; lefts: number[] } } };
    return result.value;
  });
}

/**
 * The page's whole DOM through the DevTools protocol, closed shadow roots included. A frame from
 * another site runs in its own process: pass the Frame to read its DOM (its own coordinates).
 */
async function withPiercedDocument<T>(
  target: Page | Frame,
  use: (cdp: CDPSession, root: DomNode) => Promise<T>,
): Promise<T> {
  const page = 'page' in target ? target.page() : target;
  const cdp = await page.context().newCDPSession(target);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    return await use(cdp, root);
  } finally {
    await cdp.detach();
  }
}

/** Runs in the page on the toast's message element (passed to the DevTools protocol as text). */
function isolateLayout(this: Element): { tops: number[]; lefts: number[] } {
  const text = this.firstChild as Text;
  const start = text.data.indexOf('\u2066') + 1;
  const end = text.data.indexOf('\u2069');
  const tops: number[] = [];
  const lefts: number[] = [];
  for (let i = start; i < end; i++) {
    if (/\s/.test(text.data[i]!)) continue;
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    const rect = range.getBoundingClientRect();
    tops.push(Math.round(rect.top));
    lefts.push(rect.left);
  }
  return { tops, lefts };
}

function attr(node: DomNode, name: string): string | null {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1]!;
  return null;
}

function hasClass(node: DomNode, name: string): boolean {
  return (attr(node, 'class') ?? '').split(/\s+/).includes(name);
}

function textOf(node: DomNode | undefined): string {
  if (!node) return '';
  if (node.nodeType === 3) return node.nodeValue ?? '';
  return (node.children ?? []).map(textOf).join(node.localName === 'div' ? ' ' : '');
}

function findAll(
  node: DomNode,
  test: (node: DomNode) => boolean,
  found: DomNode[] = [],
): DomNode[] {
  if (test(node)) found.push(node);
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])])
    findAll(child, test, found);
  if (node.contentDocument) findAll(node.contentDocument, test, found);
  return found;
}

function find(node: DomNode, test: (node: DomNode) => boolean): DomNode | undefined {
  return findAll(node, test)[0];
}
