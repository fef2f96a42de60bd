/**
 * The overlay as a whole: one host, the call control and the toast. Shows the control for a
 * target, keeps it while the pointer or focus is on the number or the control, closes on Escape.
 */
import { createTranslator, direction, type Translate } from '../../i18n';
import { errors } from '../../i18n/messages/errors';
import { overlay as overlayMessages } from '../../i18n/messages/overlay';
import { runAction } from '../call-actions';
import { createOverlayHost, type OverlayHost } from './host';
import { CallPanel, type ClickAction, type PanelTarget } from './panel';
import { Toast } from './toast';

export interface OverlayConfig {
  language: 'en' | 'ar';
  clickAction: ClickAction;
}

const HIDE_DELAY_MS = 350;

export class Overlay {
  readonly host: OverlayHost;
  readonly toast: Toast;
  private panel: CallPanel;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private returnFocus: HTMLElement | null = null;
  readonly t: Translate;

  constructor(
    doc: Document,
    private readonly config: OverlayConfig,
    private readonly onHidden: () => void,
  ) {
    this.t = createTranslator(config.language, [overlayMessages, errors]);
    const dir = direction(config.language);
    this.host = createOverlayHost(doc);
    this.panel = new CallPanel(
      doc,
      this.t,
      dir,
      config.clickAction,
      (action, target) => {
        this.hide();
        void runAction(action, target, this.toast, this.t, config.language);
      },
      () => this.hide(),
    );
    this.toast = new Toast(doc, this.t, dir);
    this.host.shadow.append(this.panel.root, this.toast.root);
    this.panel.root.addEventListener('pointerenter', () => this.cancelHide());
    this.panel.root.addEventListener('pointerleave', () => this.hideSoon());
  }

  get shownTarget(): PanelTarget | null {
    return this.panel.current;
  }

  show(target: PanelTarget): void {
    this.host.ensureAttached();
    this.cancelHide();
    this.panel.show(target);
  }

  /** Moves keyboard focus into the control (Alt+ArrowDown on a focused number). */
  focusControl(from: Element | null): void {
    this.returnFocus = from instanceof HTMLElement ? from : null;
    this.panel.focusFirst();
  }

  hideSoon(): void {
    this.cancelHide();
    this.hideTimer = setTimeout(() => this.hide(), HIDE_DELAY_MS);
  }

  cancelHide(): void {
    clearTimeout(this.hideTimer);
  }

  hide(): void {
    this.cancelHide();
    if (this.panel.current === null) return;
    this.panel.hide();
    this.returnFocus?.focus();
    this.returnFocus = null;
    this.onHidden();
  }

  destroy(): void {
    this.cancelHide();
    this.toast.hide();
    this.host.remove();
  }
}
