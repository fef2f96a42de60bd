/**
 * The in-page toast: progress and result of a call, in a live region screen readers announce. A
 * success hides after a while; a failure stays until the agent closes it (it is the one thing
 * they must not miss). It may offer one action ("Retry" after a failure, "Call again" after a
 * duplicate-call refusal), which places a call and so takes only a click the ClickGuard accepts,
 * exactly as the call control's buttons.
 */
import type { Translate } from '../../i18n';
import type { ClickGuard } from './click-guard';
import { closeButton, element } from './host';

export type ToastTone = 'progress' | 'success' | 'error' | 'info';

export class Toast {
  readonly root: HTMLDivElement;
  private text: HTMLDivElement;
  private detail: HTMLDivElement;
  private actions: HTMLDivElement;
  private refusal: HTMLDivElement;
  private readonly guard: ClickGuard;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  /** The call this toast follows (callUpdate messages for other calls are ignored). */
  callId: string | null = null;
  /** How to place the followed call again, offered if its outcome is a failure. */
  private retry: { label: string; act: () => void } | null = null;

  constructor(
    private readonly doc: Document,
    private readonly t: Translate,
    dir: 'ltr' | 'rtl',
    guardFor: (container: HTMLElement) => ClickGuard,
  ) {
    this.text = element(doc, 'div', { className: 'message' });
    this.detail = element(doc, 'div', { className: 'detail' });
    this.actions = element(doc, 'div', { className: 'actions' });
    this.refusal = element(doc, 'div', { className: 'refusal', attrs: { role: 'alert' } });
    const close = closeButton(doc, t('overlay.close'), () => this.hide());
    this.root = element(
      doc,
      'div',
      {
        className: 'toast',
        attrs: {
          role: 'status',
          'aria-live': 'polite',
          'aria-label': t('toast.region'),
          dir,
          lang: dir === 'rtl' ? 'ar' : 'en',
        },
      },
      [
        element(doc, 'span', { className: 'dot', attrs: { 'aria-hidden': 'true' } }),
        element(doc, 'div', { className: 'text' }, [
          this.text,
          this.detail,
          this.actions,
          this.refusal,
        ]),
        close,
      ],
    );
    this.root.hidden = true;
    this.guard = guardFor(this.root);
  }

  show(tone: ToastTone, message: string, detail = '', callId: string | null = this.callId): void {
    clearTimeout(this.hideTimer);
    if (callId !== this.callId) this.retry = null;
    this.callId = callId;
    this.root.className = `toast ${tone}`;
    this.text.textContent = message;
    this.detail.textContent = detail;
    this.detail.hidden = detail === '';
    this.actions.replaceChildren();
    this.actions.hidden = true;
    this.refusal.hidden = true;
    this.root.hidden = false;
    this.guard.placed(false);
    // A success or notice stays long enough to read; progress until its result arrives; a
    // failure until the agent closes it.
    if (tone === 'success' || tone === 'info')
      this.hideTimer = setTimeout(() => this.hide(), 8_000);
    else if (tone === 'error' && this.retry) this.offer(this.retry.label, this.retry.act);
  }

  /** Follows a placed call: its updates show here, and a failed outcome offers `retry`. */
  follow(callId: string, retry: { label: string; act: () => void } | null): void {
    this.callId = callId;
    this.retry = retry;
  }

  /** Adds a button to the message just shown; it acts once, on a click the guard accepts. */
  offer(label: string, act: () => void): void {
    const button = element(this.doc, 'button', { text: label, attrs: { type: 'button' } });
    button.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      const refusal = this.guard.refusal(event);
      if (refusal) {
        this.refusal.textContent = this.t(`overlay.refused.${refusal}`);
        this.refusal.hidden = false;
      } else {
        act();
      }
    });
    this.actions.replaceChildren(button);
    this.actions.hidden = false;
    // A choice waits for the person: it stays until closed or replaced, never hides mid-reach.
    clearTimeout(this.hideTimer);
    // The toast just grew: it counts as placed now.
    this.guard.placed(false);
  }

  hide(): void {
    clearTimeout(this.hideTimer);
    this.root.hidden = true;
  }
}
