// The call button beside a number: after the number's end in the reading direction, before its
// start when the end is off screen or over text or another number, kept on screen otherwise; its
// click guard told each time it moves; and only a person's click the guard accepts opens the menu.
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../../utils/i18n';
import { overlayStrings } from '../../../../utils/page/overlay/strings';
import { CallAffordance } from '../../../../utils/page/overlay/affordance';
import type { ClickGuard, Refusal } from '../../../../utils/page/overlay/click-guard';
import { Rect } from '../rect';

// Node has no DOMRect; the button only builds boxes with it.
vi.stubGlobal('DOMRect', Rect);

const t = createTranslator('en', [overlayStrings]);

function button(refusal: Refusal | null = null) {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  Object.assign(document.defaultView!, { innerWidth: 400, innerHeight: 300 });
  const placed: boolean[] = [];
  const opened: string[] = [];
  const guard = { placed: (onNumber: boolean) => placed.push(onNumber), refusal: () => refusal };
  const affordance = new CallAffordance(
    document,
    t,
    'ltr',
    () => guard as unknown as ClickGuard,
    (via) => opened.push(via),
  );
  const click = (isTrusted: boolean, detail = 1) => {
    const event = new document.defaultView!.Event('click');
    Object.defineProperties(event, { isTrusted: { value: isTrusted }, detail: { value: detail } });
    affordance.root.dispatchEvent(event);
  };
  return { affordance, placed, opened, click };
}

const number = (left: number, width = 100) => new Rect(left, 100, width, 20) as unknown as DOMRect;
const left = (affordance: CallAffordance) => affordance.root.style.left;
/** The text column the number sits in: the page's whole width unless a test says otherwise. */
const COLUMN = new Rect(0, 0, 400, 300) as unknown as DOMRect;

describe('CallAffordance', () => {
  it('sits after the number’s end, named for the number, and tells its guard it was placed', () => {
    const { affordance, placed } = button();
    affordance.show(number(50), COLUMN, 'right', '+966 55 123 4567', true, () => false);
    expect(affordance.shown).toBe(true);
    expect(left(affordance)).toBe('153px');
    expect(affordance.root.style.top).toBe('100px');
    expect(affordance.root.getAttribute('aria-label')).toContain('+966 55 123 4567');
    expect(placed).toEqual([true]);
    // Shown again for the same number in the same place: the guard's clock keeps running.
    affordance.show(number(50), COLUMN, 'right', '+966 55 123 4567', true, () => false);
    expect(placed).toEqual([true]);
  });

  it('sits before the number’s start in right-to-left text (its end on the left)', () => {
    const { affordance } = button();
    affordance.show(number(200), COLUMN, 'left', 'n', false, () => false);
    expect(left(affordance)).toBe('177px');
  });

  it('goes before the start when its place after the end is off screen or over text', () => {
    const offScreen = button().affordance;
    offScreen.show(number(290), COLUMN, 'right', 'n', false, () => false);
    expect(left(offScreen)).toBe('267px');
    const overText = button().affordance;
    overText.show(number(50), COLUMN, 'right', 'n', false, (box) => box.left > 100);
    expect(left(overText)).toBe('27px');
  });

  it('goes above the number’s end when neither side of its line fits', () => {
    const { affordance } = button();
    affordance.show(number(0, 400), COLUMN, 'right', 'n', false, () => false);
    expect(left(affordance)).toBe('380px');
    expect(affordance.root.style.top).toBe('77px');
  });

  it('in running text (words on both sides), takes the margin at the end of the text column', () => {
    const { affordance } = button();
    const column = new Rect(40, 90, 300, 60) as unknown as DOMRect;
    const overText = (box: DOMRect) => box.left < 340 && box.right > 40;
    affordance.show(number(100), column, 'right', 'n', false, overText);
    expect(left(affordance)).toBe('343px');
    expect(affordance.root.style.top).toBe('100px');
  });

  it('stays on screen, after the end, when every place is over text', () => {
    const { affordance } = button();
    affordance.show(number(0, 400), COLUMN, 'right', 'n', false, () => true);
    expect(left(affordance)).toBe('380px');
    expect(affordance.root.style.top).toBe('100px');
  });

  it('opens the menu only for a person’s click its guard accepts, and says how it came', () => {
    const accepted = button();
    accepted.affordance.show(number(50), COLUMN, 'right', 'n', true, () => false);
    accepted.click(false);
    expect(accepted.opened).toEqual([]);
    accepted.click(true);
    accepted.click(true, 0);
    expect(accepted.opened).toEqual(['pointer', 'keyboard']);

    const refused = button('wait');
    refused.affordance.show(number(50), COLUMN, 'right', 'n', true, () => false);
    refused.click(true);
    expect(refused.opened).toEqual([]);

    const hidden = button();
    hidden.click(true);
    expect(hidden.opened).toEqual([]);
  });
});
