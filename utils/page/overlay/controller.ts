/**
 * The overlay as a whole: one host, the call button, the call menu and the toast. A number the
 * person rests on or reaches by keyboard is offered with the call button beside it; the menu
 * opens only from that button (a click, or Enter/Space/Alt+↓ from the keyboard). Both stay while
 * the pointer or focus is on the number or on them, and close on Escape. Built on first use: a
 * page without numbers never gets our host element.
 */
import { createTranslator, direction, type Translate } from '../../i18n';
import { pageErrors } from '../../i18n/messages/errors';
import { overlayStrings } from './strings';
import { sendMessage } from '../../messaging/send';
import { runAction } from './call-actions';
import { unionRect } from '../dom/rects';
import type { PersonInput } from './person-input';
import { CallAffordance } from './affordance';
import { ClickGuard } from './click-guard';
import { createOverlayHost, type OverlayHost } from './host';
import { CallPanel, type ClickAction, type PanelTarget } from './panel';
import { Toast } from './toast';

export interface OverlayConfig {
  language: 'en' | 'ar';
  clickAction: ClickAction;
}

const HIDE_DELAY_MS = 350;
/**
 * The menu opens only from the person's own act on the call button, itself guarded, so it waits
 * less than a control that can appear unasked: resting on a number to a click that calls stays
 * well under a second.
 */
const MENU_STILL_MS = 300;
const AFFORDANCE_STILL_MS = 150;

/** Where the offered number is, and how to keep its menu and button off other numbers. */
export interface Offer {
  target: PanelTarget;
  /** The side of the number its text ends on (the reading direction of its line). */
  end: 'left' | 'right';
  /** Whether a box in top-viewport coordinates covers a marked number other than this one. */
  coversNumber: (box: DOMRect) => boolean;
  /** Whether a small box lies over the page's text (the call button must not hide a word). */
  coversText: (box: DOMRect) => boolean;
  /** The box of the number's block (its text column), whose margins may take the button. */
  column: DOMRect;
  /**
   * Whether the number is still the one on screen where the control was put for it
   * (`placedFor`): not rewritten, replaced, moved away, scrolled out of sight or hidden.
   */
  stillShown: (placedFor: DOMRect) => boolean;
}

interface Parts {
  host: OverlayHost;
  affordance: CallAffordance;
  panel: CallPanel;
  toast: Toast;
  t: Translate;
}

export class Overlay {
  private parts: Parts | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private returnFocus: HTMLElement | null = null;
  private offer: Offer | null = null;
  private watching = false;
  /** Stops the guards' listeners and observers when the overlay goes. */
  private readonly lifetime = new AbortController();

  constructor(
    private readonly doc: Document,
    private readonly config: OverlayConfig,
    /** Our own nodes, which the scanner must not treat as the page's changes. */
    private readonly ownNodes: Set<Node>,
    private readonly onHidden: () => void,
    private readonly input: PersonInput,
  ) {}

  private get ui(): Parts {
    if (this.parts) return this.parts;
    const { config, doc } = this;
    const t = createTranslator(config.language, [overlayStrings, pageErrors]);
    const dir = direction(config.language);
    const host = createOverlayHost(doc);
    this.ownNodes.add(host.host);
    const guardFor =
      (stillMs?: number) =>
      (container: HTMLElement): ClickGuard =>
        new ClickGuard(container, host, this.input, this.lifetime.signal, stillMs);
    const toast = new Toast(doc, t, dir, guardFor());
    const affordance = new CallAffordance(doc, t, dir, guardFor(AFFORDANCE_STILL_MS), (via) =>
      this.openMenu(via),
    );
    const panel = new CallPanel(
      doc,
      t,
      dir,
      config.clickAction,
      (action, target) => {
        const changed = !this.stillShown();
        this.hide();
        // The click came in the frame the page changed the number in, before the watch saw it.
        if (changed) toast.show('info', t('overlay.numberChanged'), '', null);
        else void runAction(action, { target, toast, t, language: config.language });
      },
      () => this.hide(),
      guardFor(MENU_STILL_MS),
    );
    host.shadow.append(affordance.root, panel.root, toast.root);
    for (const part of [affordance.root, panel.root]) {
      part.addEventListener('pointerenter', () => this.cancelHide());
      part.addEventListener('pointerleave', () => this.hideSoon());
    }
    this.parts = { host, affordance, panel, toast, t };
    return this.parts;
  }

  get toast(): Toast {
    return this.ui.toast;
  }

  /** A toast exists only once something was shown; call updates for other frames are ignored. */
  get existingToast(): Toast | null {
    return this.parts?.toast ?? null;
  }

  isHost(node: unknown): boolean {
    return this.parts !== null && node === this.parts.host.host;
  }

  /** The number offered (call button or menu), if any. */
  get shownTarget(): PanelTarget | null {
    return this.parts && (this.parts.affordance.shown || this.menuOpen) ? this.offer!.target : null;
  }

  get menuOpen(): boolean {
    return this.parts?.panel.current != null;
  }

  /**
   * Offers a number: the call button beside it. `pointerOnNumber`: the pointer rests on the
   * number (so it is outside the button). An open menu for another number closes first.
   */
  show(offer: Offer, pointerOnNumber = false): void {
    const ui = this.ui;
    ui.host.ensureAttached();
    this.cancelHide();
    const other = this.offer?.target.dial !== offer.target.dial;
    if (other && this.menuOpen) ui.panel.hide();
    this.offer = offer;
    const { target } = offer;
    ui.affordance.show(
      target.rect,
      offer.column,
      offer.end,
      target.display,
      pointerOnNumber,
      (box) => offer.coversNumber(box) || offer.coversText(box),
    );
    if (this.menuOpen) this.placeMenu(false);
    this.watch();
  }

  /** The offered number is still the one the control stands beside (see Offer.stillShown). */
  private stillShown(): boolean {
    return this.offer !== null && this.offer.stillShown(this.offer.target.rect);
  }

  /**
   * While anything is offered, each frame checks that its number is still the one on screen, and
   * closes the button and the menu the frame it changes: a click never lands on a control that
   * stands for a number the page has rewritten, moved away or hidden.
   */
  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    const check = () => {
      if (!this.shownTarget) {
        this.watching = false;
        return;
      }
      if (!this.stillShown()) this.hide();
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  /** Opens the menu for the offered number (from its call button, or Alt+↓ / Enter). */
  openMenu(via: 'pointer' | 'keyboard'): void {
    if (!this.parts || !this.offer || !this.parts.affordance.shown) return;
    if (!this.stillShown()) return this.hide();
    this.cancelHide();
    this.placeMenu(via === 'pointer');
    if (via === 'keyboard') this.parts.panel.focusFirst();
  }

  private placeMenu(pointerOnButton: boolean): void {
    const { affordance, panel } = this.parts!;
    const { target, coversNumber } = this.offer!;
    const clear = unionRect(target.rect, affordance.box());
    const opening = panel.current?.dial !== target.dial;
    panel.show(target, clear, coversNumber, pointerOnButton);
    // Whether the customer asked not to be called: the background answers for this number only.
    if (opening) {
      void sendMessage('getNumberRules', { dial: target.dial }).then((reply) => {
        if (reply.ok && reply.data.doNotCall) panel.showDoNotCall(target.dial);
      });
    }
  }

  /** A number the person reached is drawn in another order than its text: why it is not offered. */
  explainNotOffered(): void {
    const ui = this.ui;
    ui.host.ensureAttached();
    ui.toast.show('info', ui.t('overlay.outOfOrder'), '', null);
  }

  /** Moves keyboard focus into the menu (Alt+ArrowDown on a focused number). */
  focusControl(from: Element | null): void {
    this.returnFocus = from instanceof HTMLElement ? from : null;
    this.openMenu('keyboard');
  }

  /** The agent is typing the customer's name in the control. */
  get editing(): boolean {
    return this.parts?.panel.editing ?? false;
  }

  hideSoon(): void {
    this.cancelHide();
    if (this.editing) return;
    this.hideTimer = setTimeout(() => this.hide(), HIDE_DELAY_MS);
  }

  cancelHide(): void {
    clearTimeout(this.hideTimer);
  }

  hide(): void {
    this.cancelHide();
    if (!this.parts || (!this.parts.affordance.shown && !this.menuOpen)) return;
    this.parts.affordance.hide();
    this.parts.panel.hide();
    this.offer = null;
    this.returnFocus?.focus();
    this.returnFocus = null;
    this.onHidden();
  }

  destroy(): void {
    this.cancelHide();
    this.lifetime.abort();
    this.parts?.toast.hide();
    this.parts?.host.remove();
  }
}
