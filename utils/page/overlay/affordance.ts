/**
 * The call button: a small round button beside a number the pointer rests on or the keyboard
 * reaches, at the number's end in the reading direction, over no text and no other number. It
 * places no call. A click on it (or Enter or Space while it has focus) opens the call menu, and
 * only a click its ClickGuard accepts counts: it must have been seen and still for a moment, and
 * the pointer must have come onto it from outside, so a button that appears under a resting or
 * passing pointer opens nothing.
 */
import type { Translate } from '../../i18n';
import type { ClickGuard } from './click-guard';
import { element } from './host';

const AFFORDANCE_SIZE = 20;
const GAP = 3;
const SVG = 'http://www.w3.org/2000/svg';

export class CallAffordance {
  readonly root: HTMLButtonElement;
  private readonly guard: ClickGuard;
  private placedFor: DOMRect | null = null;

  constructor(
    private readonly doc: Document,
    private readonly t: Translate,
    dir: 'ltr' | 'rtl',
    guardFor: (container: HTMLElement) => ClickGuard,
    onOpen: (via: 'pointer' | 'keyboard') => void,
  ) {
    this.root = element(doc, 'button', {
      className: 'affordance',
      attrs: { type: 'button', dir, lang: dir === 'rtl' ? 'ar' : 'en' },
    });
    this.root.append(phoneIcon(doc));
    this.root.hidden = true;
    this.guard = guardFor(this.root);
    this.root.addEventListener('click', (event) => {
      if (!event.isTrusted || this.root.hidden) return;
      if (this.guard.refusal(event) === null) onOpen(event.detail === 0 ? 'keyboard' : 'pointer');
    });
  }

  get shown(): boolean {
    return !this.root.hidden;
  }

  /**
   * Shows the button beside `number` (top-viewport coordinates), in the first of these places
   * that is on screen and where `blocked` finds no text and no other number: after its end
   * (`end`), before its start, in the margin at either edge of its text column (`column`) on the
   * same line, above or below its end. In running text the first two hide a word, so the margin
   * usually takes it. When every place is blocked, after its end.
   */
  show(
    number: DOMRect,
    column: DOMRect,
    end: 'left' | 'right',
    label: string,
    pointerOnNumber: boolean,
    blocked: (box: DOMRect) => boolean,
  ): void {
    const name = this.t('overlay.open', { number: label });
    this.root.setAttribute('aria-label', name);
    this.root.title = name;
    this.root.hidden = false;
    const view = this.doc.defaultView!;
    const size = AFFORDANCE_SIZE;
    const middle = number.top + number.height / 2 - size / 2;
    const outside = (left: number, right: number) =>
      end === 'right' ? [right + GAP, left - GAP - size] : [left - GAP - size, right + GAP];
    const [after, before] = outside(number.left, number.right) as [number, number];
    const [columnEnd, columnStart] = outside(column.left, column.right) as [number, number];
    const endX = end === 'right' ? number.right - size : number.left;
    const candidates: Array<[number, number]> = [
      [after, middle],
      [before, middle],
      [columnEnd, middle],
      [columnStart, middle],
      [endX, number.top - GAP - size],
      [endX, number.bottom + GAP],
    ];
    const fits = ([left, top]: [number, number]) =>
      left >= 0 && left + size <= view.innerWidth && top >= 0 && top + size <= view.innerHeight;
    const box = ([left, top]: [number, number]) => new DOMRect(left, top, size, size);
    const [left, top] = candidates.find((at) => fits(at) && !blocked(box(at))) ?? [
      Math.max(0, Math.min(after, view.innerWidth - size)),
      middle,
    ];
    const style = this.root.style;
    const moved = style.left !== `${left}px` || style.top !== `${top}px`;
    style.left = `${left}px`;
    style.top = `${top}px`;
    if (moved || !sameRect(this.placedFor, number)) this.guard.placed(pointerOnNumber);
    this.placedFor = number;
  }

  hide(): void {
    this.root.hidden = true;
    this.placedFor = null;
  }

  box(): DOMRect {
    return this.root.getBoundingClientRect();
  }
}

function sameRect(a: DOMRect | null, b: DOMRect): boolean {
  return !!a && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** A handset, drawn with DOM calls (no markup from strings). */
function phoneIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute(
    'd',
    'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  );
  svg.append(path);
  return svg;
}
