/**
 * The overlay as a whole: one host, the call control and the toast. Shows the control for a
 * target, keeps it while the pointer or focus is on the number or the control, closes on Escape.
 * Built on first use: a page without numbers never gets our host element.
 */
import { createTranslator, direction, type Translate } from '../../i18n';
import { pageErrors } from '../../i18n/messages/errors';
import { overlay as overlayMessages } from '../../i18n/messages/overlay';
import { runAction } from '../call-actions';
import type { PersonInput } from '../person-input';
import { ClickGuard } from './click-guard';
import { createOverlayHost, type OverlayHost } from './host';
import { CallPanel, type ClickAction, type PanelTarget } from './panel';
import { Toast } from './toast';

export interface OverlayConfig {
  language: 'en' | 'ar';
  clickAction: ClickAction;
}

const HIDE_DELAY_MS = 350;

interface Parts {
  host: OverlayHost;
  panel: CallPanel;
  toast: Toast;
  t: Translate;
}

export class Overlay {
  private parts: Parts | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private returnFocus: HTMLElement | null = null;
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
    const t = createTranslator(config.language, [overlayMessages, pageErrors]);
    const dir = direction(config.language);
    const host = createOverlayHost(doc);
    this.ownNodes.add(host.host);
    const guardFor = (container: HTMLElement) =>
      new ClickGuard(container, host, this.input, this.lifetime.signal);
    const toast = new Toast(doc, t, dir, guardFor);
    const panel = new CallPanel(
      doc,
      t,
      dir,
      config.clickAction,
      (action, target) => {
        this.hide();
        void runAction(action, target, toast, t, config.language);
      },
      () => this.hide(),
      guardFor,
    );
    host.shadow.append(panel.root, toast.root);
    panel.root.addEventListener('pointerenter', () => this.cancelHide());
    panel.root.addEventListener('pointerleave', () => this.hideSoon());
    this.parts = { host, panel, toast, t };
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

  get shownTarget(): PanelTarget | null {
    return this.parts?.panel.current ?? null;
  }

  /** `pointerOnNumber`: the pointer is on the number the control is shown for. */
  show(target: PanelTarget, pointerOnNumber = false): void {
    const ui = this.ui;
    ui.host.ensureAttached();
    this.cancelHide();
    ui.panel.show(target, pointerOnNumber);
  }

  /** Moves keyboard focus into the control (Alt+ArrowDown on a focused number). */
  focusControl(from: Element | null): void {
    this.returnFocus = from instanceof HTMLElement ? from : null;
    this.parts?.panel.focusFirst();
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
    if (!this.parts || this.parts.panel.current === null) return;
    this.parts.panel.hide();
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
