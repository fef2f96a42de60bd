/** The in-page toast: progress and result of a call, in a live region screen readers announce. */
import type { Translate } from '../../i18n';
import { element } from './host';

export type ToastTone = 'progress' | 'success' | 'error' | 'info';

export class Toast {
  readonly root: HTMLDivElement;
  private text: HTMLDivElement;
  private detail: HTMLDivElement;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  /** The call this toast follows (callUpdate messages for other calls are ignored). */
  callId: string | null = null;

  constructor(doc: Document, t: Translate, dir: 'ltr' | 'rtl') {
    this.text = element(doc, 'div', { className: 'message' });
    this.detail = element(doc, 'div', { className: 'detail' });
    const close = element(doc, 'button', {
      className: 'close',
      text: '×',
      attrs: { type: 'button', 'aria-label': t('overlay.close') },
    });
    close.addEventListener('click', (event) => {
      if (event.isTrusted) this.hide();
    });
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
        element(doc, 'div', { className: 'text' }, [this.text, this.detail]),
        close,
      ],
    );
    this.root.hidden = true;
  }

  show(tone: ToastTone, message: string, detail = '', callId: string | null = this.callId): void {
    clearTimeout(this.hideTimer);
    this.callId = callId;
    this.root.className = `toast ${tone}`;
    this.text.textContent = message;
    this.detail.textContent = detail;
    this.detail.hidden = detail === '';
    this.root.hidden = false;
    // Results stay long enough to read; progress stays until its result arrives.
    if (tone !== 'progress')
      this.hideTimer = setTimeout(() => this.hide(), tone === 'error' ? 15_000 : 8_000);
  }

  hide(): void {
    clearTimeout(this.hideTimer);
    this.root.hidden = true;
  }
}
