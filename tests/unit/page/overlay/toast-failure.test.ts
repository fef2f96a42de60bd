/**
 * The page toast after a failure: it stays until the agent closes it, and offers "Retry", which
 * sends the same placeCall again (no `repeat`: the duplicate-call guard still applies). The real
 * Toast over a linkedom document, with fake timers; the click guard (DOM geometry) is exercised
 * in real Chromium (page-overlay.spec.ts) and stands accepting here.
 */
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../../utils/i18n';
import { errors } from '../../../../utils/i18n/messages/errors';
import { overlayStrings } from '../../../../utils/page/overlay/strings';
import { sendMessage } from '../../../../utils/messaging/send';
import { runAction, showCallUpdate } from '../../../../utils/page/overlay/call-actions';
import type { ClickGuard } from '../../../../utils/page/overlay/click-guard';
import type { PanelTarget } from '../../../../utils/page/overlay/panel';
import { Toast } from '../../../../utils/page/overlay/toast';
import { dispatchAsBrowser } from '../browser-event';

vi.mock('../../../../utils/messaging/send', () => ({ sendMessage: vi.fn() }));
const send = vi.mocked(sendMessage);

const target: PanelTarget = {
  text: '055 123 4567',
  dial: '966551234567',
  display: '+966 55 123 4567',
  rect: {} as DOMRect,
  fromField: false,
  name: 'Nadia Saleh',
};
const acceptingGuard = { placed: () => undefined, refusal: () => null } as unknown as ClickGuard;

function newToast(language: 'en' | 'ar') {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const t = createTranslator(language, [overlayStrings, errors]);
  const toast = new Toast(document, t, language === 'ar' ? 'rtl' : 'ltr', () => acceptingGuard);
  document.body.append(toast.root);
  const buttons = () =>
    [...toast.root.querySelectorAll('.actions button')].map((button) => button.textContent);
  /** A trusted click, as the person's (linkedom events are never trusted on their own). */
  const click = (label: string) => {
    const button = [...toast.root.querySelectorAll('.actions button')].find(
      (candidate) => candidate.textContent === label,
    )!;
    dispatchAsBrowser(button, 'click');
  };
  return { toast, t, buttons, click };
}

const HOUR = 3_600_000;

beforeEach(() => {
  send.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a failed page action', () => {
  it.each([
    ['en', 'Retry'],
    ['ar', 'أعد المحاولة'],
  ] as const)('(%s) stays until closed and offers %s, the same call again', async (lang, label) => {
    const { toast, t, buttons, click } = newToast(lang);
    send.mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'down' } } as never);
    await runAction('bridge', { target, toast, t, language: lang });
    expect(toast.root.className).toBe('toast error');
    expect(buttons()).toEqual([label]);
    vi.advanceTimersByTime(HOUR);
    expect(toast.root.hidden).toBe(false);

    send.mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'down' } } as never);
    click(label);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // The same call again: the same customer's name too.
    expect(send).toHaveBeenLastCalledWith('placeCall', {
      dial: '966551234567',
      display: '055 123 4567',
      action: 'bridge',
      name: 'Nadia Saleh',
    });
  });

  it.each([
    ['network', /^The service could not be reached: the call to .+ may have been placed\.$/],
    ['timeout', /^The service could not be reached: the call to .+ may have been placed\.$/],
    ['invalid-input', /^Could not call .+\.$/],
  ] as const)('a %s failure is headed as every surface says it', async (code, headline) => {
    const { toast, t } = newToast('en');
    send.mockResolvedValueOnce({ ok: false, error: { code, message: 'Detail.' } } as never);
    await runAction('bridge', { target, toast, t, language: 'en' });
    expect(toast.root.querySelector('.message')!.textContent).toMatch(headline);
  });

  it('a bridge the service reports failed later offers Retry too, and stays', async () => {
    const { toast, t, buttons } = newToast('en');
    send.mockResolvedValueOnce({
      ok: true,
      data: { kind: 'bridge', call: { callId: 'c-1', state: 'calling' } },
    } as never);
    await runAction('bridge', { target, toast, t, language: 'en' });
    expect(buttons()).toEqual([]);
    showCallUpdate(toast, { callId: 'c-1', status: 'failed', message: 'The call failed.' });
    expect(toast.root.className).toBe('toast error');
    expect(buttons()).toEqual(['Retry']);
    vi.advanceTimersByTime(HOUR);
    expect(toast.root.hidden).toBe(false);
  });

  it('a success still hides by itself, offering nothing', async () => {
    const { toast, t, buttons } = newToast('en');
    send.mockResolvedValueOnce({
      ok: true,
      data: { kind: 'webrtc', url: 'https://phone.example/integration.php' },
    } as never);
    await runAction('webrtc', { target, toast, t, language: 'en' });
    expect(buttons()).toEqual([]);
    vi.advanceTimersByTime(HOUR);
    expect(toast.root.hidden).toBe(true);
  });
});
