// The call control beside a number: what it offers (the default first, nothing that calls for a
// do-not-call number), the name sent as the agent left it, a click acting only when it is a
// person's and the guard accepts it, and where it opens: beside the number, clear of it and of
// the other marked numbers, inside the viewport. The real CallPanel over a linkedom document;
// the guard and the browser's boxes stand in.
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../../utils/i18n';
import { overlayStrings } from '../../../../utils/page/overlay/strings';
import type { ClickGuard, Refusal } from '../../../../utils/page/overlay/click-guard';
import {
  CallPanel,
  type ClickAction,
  type PanelAction,
  type PanelTarget,
} from '../../../../utils/page/overlay/panel';
import { Rect } from '../rect';
import { dispatchAsBrowser } from '../browser-event';

beforeAll(() => vi.stubGlobal('DOMRect', Rect));
afterAll(() => vi.unstubAllGlobals());

const box = (x: number, y: number, width: number, height: number) =>
  new Rect(x, y, width, height) as unknown as DOMRect;

/** The number at (100, 100), 120 × 20, in a 1000 × 800 viewport; the panel is 240 × 230. */
const NUMBER = box(100, 100, 120, 20);

const target = (overrides: Partial<PanelTarget> = {}): PanelTarget => ({
  text: '055 123 4567',
  dial: '966551234567',
  display: '+966 55 123 4567',
  rect: NUMBER,
  fromField: false,
  name: 'Nadia Saleh',
  ...overrides,
});

function open(clickAction: ClickAction = 'bridge', language: 'en' | 'ar' = 'en') {
  const { document, window } = parseHTML('<!doctype html><html><body></body></html>');
  Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
  let refusal: Refusal | null = null;
  const placed: boolean[] = [];
  const guard = {
    placed: (pointerOutside: boolean) => placed.push(pointerOutside),
    expectFocus: () => undefined,
    refusal: () => refusal,
  } as unknown as ClickGuard;
  const acted: Array<[PanelAction, PanelTarget]> = [];
  const panel = new CallPanel(
    document,
    createTranslator(language, [overlayStrings]),
    language === 'ar' ? 'rtl' : 'ltr',
    clickAction,
    (action, shown) => acted.push([action, shown]),
    () => undefined,
    () => guard,
  );
  document.body.append(panel.root);
  const buttons = () => [...panel.root.querySelectorAll('button[data-action]')];
  return {
    panel,
    acted,
    placed,
    refuseWith: (reason: Refusal | null) => (refusal = reason),
    actions: () => buttons().map((button) => button.getAttribute('data-action')),
    primary: () => panel.root.querySelector('button.primary')?.textContent ?? null,
    text: (selector: string) => {
      const found = panel.root.querySelector(selector) as HTMLElement;
      return found.hidden ? null : found.textContent;
    },
    nameField: () => panel.root.querySelector('input') as HTMLInputElement,
    click: (action: PanelAction, trusted = true) => {
      const button = buttons().find((b) => b.getAttribute('data-action') === action)!;
      dispatchAsBrowser(button, 'click', { trusted });
    },
    at: () => [parseFloat(panel.root.style.left), parseFloat(panel.root.style.top)],
  };
}

describe('CallPanel: what it offers', () => {
  it('puts the agent’s click action first, marked as the default, then the others', () => {
    const c = open('webrtc');
    c.panel.show(target(), NUMBER, () => false, true);
    expect(c.actions()).toEqual(['webrtc', 'bridge', 'schedule', 'order', 'copy', 'doNotCall']);
    expect(c.primary()).toBe('Open browser phone(Default)');
    expect(c.text('.number')).toBe('+966 55 123 4567');
    expect(c.nameField().value).toBe('Nadia Saleh');
    expect(c.text('.no-name')).toBeNull();
  });

  it('with "ask", no default and a hint; a number in a field says so; no name says so', () => {
    const c = open('ask');
    c.panel.show(target({ name: '' }), NUMBER, () => false, true);
    expect(c.actions()).toEqual(['bridge', 'schedule', 'webrtc', 'order', 'copy', 'doNotCall']);
    expect(c.primary()).toBeNull();
    expect(c.text('.hint:not(.no-name)')).toBe('Choose how to call');
    expect(c.text('.no-name')).toBe('No name on this page');
    c.panel.show(target({ dial: '966551234568', fromField: true }), NUMBER, () => false, true);
    expect(c.text('.hint:not(.no-name)')).toBe('Number in this field');
  });

  it('a number on the do-not-call list keeps only Copy, with the note', () => {
    const c = open();
    c.panel.show(target(), NUMBER, () => false, true);
    c.panel.showDoNotCall('966500000000');
    expect(c.actions()).toHaveLength(6);
    c.panel.showDoNotCall('966551234567');
    expect(c.actions()).toEqual(['copy']);
    expect(c.text('.hint:not(.no-name)')).toBe(
      'Do not call: this customer asked not to be called.',
    );
  });

  it('is in Arabic, right to left, with the number left to right', () => {
    const c = open('bridge', 'ar');
    c.panel.show(target(), NUMBER, () => false, true);
    expect(c.panel.root.getAttribute('dir')).toBe('rtl');
    expect(c.panel.root.querySelector('.number')!.getAttribute('dir')).toBe('ltr');
    expect(c.primary()).toBe('ربط الآن(الافتراضي)');
  });
});

describe('CallPanel: a click', () => {
  it('acts on a person’s click the guard accepts, with the name as the agent left it', () => {
    const c = open();
    c.panel.show(target(), NUMBER, () => false, true);
    c.nameField().value = '  Nadia S. ';
    c.click('bridge');
    expect(c.acted).toEqual([['bridge', { ...target(), name: 'Nadia S.' }]]);
  });

  it('ignores a click the page made up, and says why the guard refused one', () => {
    const c = open();
    c.panel.show(target(), NUMBER, () => false, true);
    c.click('bridge', false);
    expect(c.acted).toEqual([]);
    expect(c.text('.refusal')).toBeNull();
    c.refuseWith('wait');
    c.click('bridge');
    expect(c.acted).toEqual([]);
    expect(c.text('.refusal')).toBe('The control just appeared. Wait a moment, then click.');
  });
});

describe('CallPanel: where it opens', () => {
  it('below the number, aligned with its start; the guard told it was placed', () => {
    const c = open();
    c.panel.show(target(), NUMBER, () => false, true);
    expect(c.at()).toEqual([100, 126]);
    expect(c.placed).toEqual([true]);
    c.panel.show(target(), NUMBER, () => false, true);
    expect(c.placed).toEqual([true]);
  });

  it('above when below would cover another marked number, and after it when both would', () => {
    const c = open();
    const low = box(100, 400, 120, 20);
    const below = (b: DOMRect) => b.top > low.bottom;
    c.panel.show(target({ rect: low }), low, below, true);
    expect(c.at()).toEqual([100, 164]);
    c.panel.show(target({ rect: low }), low, (b) => b.left < low.right, true);
    expect(c.at()).toEqual([226, 295]);
  });

  it('inside the viewport: above a number at the bottom edge, and aligned with its end in Arabic', () => {
    const c = open('bridge', 'ar');
    const bottom = box(700, 760, 120, 20);
    c.panel.show(target({ rect: bottom }), bottom, () => false, true);
    expect(c.at()).toEqual([580, 524]);
  });
});
