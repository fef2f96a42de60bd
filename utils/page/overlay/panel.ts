/**
 * The call control shown beside a number: the customer's name the page shows (editable, or a
 * plain "no name" note), the default action first, then the others. Its buttons act only on a
 * real click the ClickGuard accepts as the person's (see click-guard.ts); a refused click says
 * why in the control. Typing in the name field is never a call: only a button places one.
 */
import type { Translate } from '../../i18n';
import type { ClickGuard, Refusal } from './click-guard';
import { element } from './host';

export type PanelAction = 'bridge' | 'schedule' | 'webrtc' | 'order' | 'copy';
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

const ORDER: PanelAction[] = ['bridge', 'schedule', 'webrtc', 'order', 'copy'];

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
    const close = element(doc, 'button', {
      className: 'close',
      text: '×',
      attrs: { type: 'button', 'aria-label': t('overlay.close') },
    });
    close.addEventListener('click', (event) => {
      if (event.isTrusted) this.onClose();
    });
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

  /** `pointerOnNumber`: opened by the pointer resting on the number (so not on the control). */
  show(target: PanelTarget, pointerOnNumber = false): void {
    const wasHidden = this.root.hidden;
    const same =
      this.target?.dial === target.dial && this.target.name === target.name && !wasHidden;
    this.target = target;
    if (!same) this.render(target);
    this.root.hidden = false;
    const moved = this.place(target.rect);
    if (!same || moved) {
      const box = this.root.getBoundingClientRect();
      this.guard.placed(pointerOnNumber && !overlaps(box, target.rect));
    }
  }

  hide(): void {
    this.root.hidden = true;
  }

  focusFirst(): void {
    this.guard.expectFocus();
    this.list.querySelector('button')?.focus();
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

  /** Puts the control beside the number; true if that moved it. */
  private place(rect: DOMRect): boolean {
    const view = this.doc.defaultView!;
    const style = this.root.style;
    const width = this.root.offsetWidth || 240;
    const height = this.root.offsetHeight || 230;
    const below = rect.bottom + 6;
    const top =
      below + height <= view.innerHeight || rect.top - height - 6 < 0
        ? below
        : rect.top - height - 6;
    const preferred = this.dir === 'rtl' ? rect.right - width : rect.left;
    const left = Math.max(4, Math.min(preferred, view.innerWidth - width - 4));
    const before = `${style.top} ${style.left}`;
    style.top = `${Math.max(4, top)}px`;
    style.left = `${left}px`;
    return `${style.top} ${style.left}` !== before;
  }
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
