/**
 * The call control on a page, driven and read as a person meets it: its state read through the
 * DevTools protocol (it lives in a closed shadow root), and the pointer moved and clicked with the
 * real mouse, which gives trusted events as a person's hand would.
 */
import { expect, type CDPSession, type Frame, type Page } from '@playwright/test';
import {
  attr,
  find,
  findAll,
  hasClass,
  textOf,
  withPiercedDocument,
  type DomNode,
} from './pierced-dom';

/**
 * A second call to the fixture's first number, +966 55 123 4567, refused: while the first call is
 * live, or — once the sandbox has already ended it — asked about as a call earlier today
 * (utils/calls/earlier-today.ts). Which one depends on how far the first call got, so either
 * counts; neither places a second call.
 */
export const REFUSED_SECOND_CALL =
  /A call to \+966 55 123 4567 started (just now|\d+ s ago)|\+966 55 123 4567 was already called today at \d\d:\d\d/;

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

/**
 * Reads the overlay inside its closed shadow root through the DevTools protocol (page scripts
 * cannot see in; Playwright's locators do not pierce closed roots). Button positions let a test
 * click them with the real mouse, which gives trusted events as a person's click would.
 */
export async function overlayState(page: Page | Frame): Promise<OverlayState> {
  // A snapshot taken while the control re-renders (its buttons replaced when the background's
  // answer about the number comes) or closes (its number changed) names nodes that are gone or
  // hidden by the next read: read again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await readOverlay(page);
    } catch (error) {
      if (attempt >= 3 || !/Could not (find node|compute box model)/.test(String(error)))
        throw error;
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
