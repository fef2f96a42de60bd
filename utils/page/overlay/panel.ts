/**
 * The call control shown beside a number: the customer's name the page shows (editable, or a
 * plain "no name" note), the default action first, then the others. Its buttons act only on a
 * real click the ClickGuard accepts as the person's (see click-guard.ts); a refused click says
 * why in the control. Typing in the name field is never a call: only a button places one.
 */
import type { Translate } from '../../i18n';
import type { ClickGuard, Refusal } from './click-guard';
import { closeButton, element } from './host';

export type PanelAction = 'bridge' | 'schedule' | 'webrtc' | 'order' | 'copy' | 'doNotCall';
export type ClickAction = 'webrtc' | 'bridge' | 'ask';

export interface PanelTarget {
  text: string;
  dial: string;
  /** Shown as "+966 55 123 4567". */
  display: string;
  /** Where the number is, in top-viewport coordinates. */
  rect: DOMRect;
  fromField: boolean;
  /** The customer's name the page shows for this number ('' when none); sent as edited. */
  name: string;
}

const ORDER: PanelAction[] = ['bridge', 'schedule', 'webrtc', 'order', 'copy', 'doNotCall'];
/** What a number on the do-not-call list still offers: nothing that calls. */
const NOT_CALLING: PanelAction[] = ['copy'];

export class CallPanel {
  readonly root: HTMLDivElement;
  private title: HTMLSpanElement;
  private hint: HTMLDivElement;
  private nameField: HTMLInputElement;
  private noName: HTMLDivElement;
  private list: HTMLDivElement;
  private refusal: HTMLDivElement;
  private target: PanelTarget | null = null;
  private readonly guard: ClickGuard;

  constructor(
    private readonly doc: Document,
    private readonly t: Translate,
    private readonly dir: 'ltr' | 'rtl',
    private readonly clickAction: ClickAction,
    private readonly onAction: (action: PanelAction, target: PanelTarget) => void,
    private readonly onClose: () => void,
    guardFor: (container: HTMLElement) => ClickGuard,
  ) {
    // dir=ltr keeps "+966 55 …" in reading order inside Arabic text.
    this.title = element(doc, 'span', { className: 'number', attrs: { dir: 'ltr' } });
    const close = closeButton(doc, t('overlay.close'), () => this.onClose());
    this.hint = element(doc, 'div', { className: 'hint' });
    this.nameField = element(doc, 'input', {
      // dir=auto: an Arabic name reads right to left in the English control, and the reverse.
      attrs: {
        type: 'text',
        dir: 'auto',
        maxlength: '100',
        autocomplete: 'off',
        spellcheck: 'false',
      },
    });
    // The page's own key shortcuts must not fire while the agent types a name (Escape still closes).
    this.nameField.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') event.stopPropagation();
    });
    this.noName = element(doc, 'div', {
      className: 'hint no-name',
      text: t('overlay.noName'),
      attrs: { id: 'no-name' },
    });
    this.list = element(doc, 'div', { attrs: { role: 'group' } });
    this.list.style.display = 'contents';
    this.refusal = element(doc, 'div', { className: 'refusal', attrs: { role: 'alert' } });
    this.refusal.hidden = true;
    this.root = element(
      doc,
      'div',
      { className: 'panel', attrs: { role: 'dialog', dir, lang: dir === 'rtl' ? 'ar' : 'en' } },
      [
        element(doc, 'div', { className: 'title' }, [this.title, close]),
        element(doc, 'label', { className: 'name', text: t('overlay.name') }, [this.nameField]),
        this.noName,
        this.hint,
        this.list,
        this.refusal,
      ],
    );
    this.root.hidden = true;
    this.guard = guardFor(this.root);
    this.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.onClose();
    });
  }

  get current(): PanelTarget | null {
    return this.root.hidden ? null : this.target;
  }

  /** The agent is typing a name: the control stays where it is. */
  get editing(): boolean {
    return (
      !this.root.hidden && (this.root.getRootNode() as ShadowRoot).activeElement === this.nameField
    );
  }

  /**
   * Opens the menu for `target`, placed where it covers neither the number nor its call button
   * (`keepClear`) and, whenever the viewport allows, no other marked number (`coversNumber`).
   * `pointerOutside`: the pointer is known to be outside the menu (on the call button it was
   * opened from); otherwise it has to be seen outside first.
   */
  show(
    target: PanelTarget,
    keepClear: DOMRect,
    coversNumber: (box: DOMRect) => boolean,
    pointerOutside: boolean,
  ): void {
    const wasHidden = this.root.hidden;
    const same =
      this.target?.dial === target.dial && this.target.name === target.name && !wasHidden;
    this.target = target;
    if (!same) this.render(target);
    this.root.hidden = false;
    const moved = this.place(keepClear, coversNumber);
    if (!same || moved) {
      const box = this.root.getBoundingClientRect();
      this.guard.placed(pointerOutside && !overlaps(box, keepClear));
    }
  }

  hide(): void {
    this.root.hidden = true;
  }

  focusFirst(): void {
    this.guard.expectFocus();
    this.list.querySelector('button')?.focus();
  }

  /** The team's do-not-call list holds the shown number: a note, and no button that calls. */
  showDoNotCall(dial: string): void {
    if (!this.target || this.target.dial !== dial) return;
    this.hint.textContent = this.t('overlay.doNotCallNote');
    this.hint.hidden = false;
    this.renderActions(NOT_CALLING, null);
  }

  private explain(refusal: Refusal): void {
    this.refusal.textContent = this.t(`overlay.refused.${refusal}`);
    this.refusal.hidden = false;
  }

  private render(target: PanelTarget): void {
    const t = this.t;
    this.title.textContent = target.display;
    this.nameField.value = target.name;
    this.noName.hidden = target.name !== '';
    this.root.setAttribute('aria-label', t('overlay.label', { number: target.display }));
    this.hint.textContent = target.fromField
      ? t('overlay.field')
      : this.clickAction === 'ask'
        ? t('overlay.ask')
        : '';
    this.hint.hidden = this.hint.textContent === '';
    this.refusal.hidden = true;
    const first: PanelAction | null = this.clickAction === 'ask' ? null : this.clickAction;
    const actions = first ? [first, ...ORDER.filter((action) => action !== first)] : ORDER;
    this.renderActions(actions, first);
  }

  private renderActions(actions: readonly PanelAction[], first: PanelAction | null): void {
    const t = this.t;
    this.list.replaceChildren(
      ...actions.map((action) => {
        const button = element(this.doc, 'button', {
          className: action === first ? 'primary' : '',
          text: t(`overlay.${action}`),
          attrs: { type: 'button', 'data-action': action },
        });
        if (action === first)
          button.append(
            element(this.doc, 'span', { className: 'badge', text: `(${t('overlay.default')})` }),
          );
        button.addEventListener('click', (event) => {
          // Synthetic clicks (element.click(), dispatchEvent) are never trusted: no person acted.
          if (!event.isTrusted || !this.target) return;
          const refusal = this.guard.refusal(event);
          if (refusal) this.explain(refusal);
          else this.onAction(action, { ...this.target, name: this.nameField.value.trim() });
        });
        return button;
      }),
    );
  }

  /**
   * Puts the menu beside `clear` (the number and its call button): below, above, after or before
   * it, the first of those that fits the viewport and covers no other marked number; the first
   * that fits when every one covers one. True if that moved it.
   */
  private place(clear: DOMRect, coversNumber: (box: DOMRect) => boolean): boolean {
    const view = this.doc.defaultView!;
    const style = this.root.style;
    const before = `${style.top} ${style.left}`;
    // Measured at the viewport's corner: a fixed box shrinks to the room left of where it stood.
    style.top = style.left = '0px';
    const width = this.root.offsetWidth || 240;
    const height = this.root.offsetHeight || 230;
    const startX = this.dir === 'rtl' ? clear.right - width : clear.left;
    const afterX = this.dir === 'rtl' ? clear.left - width - GAP : clear.right + GAP;
    const beforeX = this.dir === 'rtl' ? clear.right + GAP : clear.left - width - GAP;
    const sideY = clear.top + clear.height / 2 - height / 2;
    const candidates = [
      [startX, clear.bottom + GAP],
      [startX, clear.top - height - GAP],
      [afterX, sideY],
      [beforeX, sideY],
    ].map(([x, y]) => {
      const left = clampTo(x!, view.innerWidth - width);
      const top = clampTo(y!, view.innerHeight - height);
      return new DOMRect(left, top, width, height);
    });
    const fitting = candidates.filter((box) => !overlaps(box, clear));
    const chosen = fitting.find((box) => !coversNumber(box)) ?? fitting[0] ?? candidates[0]!;
    style.top = `${chosen.top}px`;
    style.left = `${chosen.left}px`;
    return `${style.top} ${style.left}` !== before;
  }
}

const GAP = 6;
const EDGE = 4;

function clampTo(value: number, max: number): number {
  return Math.max(EDGE, Math.min(value, max - EDGE));
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
