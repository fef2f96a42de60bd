/**
 * "Call again" after a duplicate-call refusal: the toast offers it, and it sends the same
 * placeCall with repeat: true. The toast's button itself (and its click guard) is DOM code,
 * exercised in real Chromium; here a recording toast stands in for it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../../utils/i18n';
import { errors } from '../../../../utils/i18n/messages/errors';
import { overlayStrings } from '../../../../utils/page/overlay/strings';
import type { Reply } from '../../../../utils/errors';
import { sendMessage } from '../../../../utils/messaging/send';
import { runAction } from '../../../../utils/page/overlay/call-actions';
import type { PanelTarget } from '../../../../utils/page/overlay/panel';
import type { Toast } from '../../../../utils/page/overlay/toast';

vi.mock('../../../../utils/messaging/send', () => ({ sendMessage: vi.fn() }));
const send = vi.mocked(sendMessage);

const target: PanelTarget = {
  text: '055 123 4567',
  dial: '966551234567',
  display: '+966 55 123 4567',
  rect: {} as DOMRect,
  fromField: false,
  name: '',
};

function recordingToast() {
  const offers: { label: string; act: () => void }[] = [];
  const shown: string[] = [];
  const tones: string[] = [];
  const toast = {
    show: (tone: string, message: string) => {
      tones.push(tone);
      shown.push(message);
    },
    offer: (label: string, act: () => void) => offers.push({ label, act }),
  } as unknown as Toast;
  return { toast, offers, shown, tones };
}

const duplicate: Reply<never> = {
  ok: false,
  error: {
    code: 'duplicate-call',
    message: 'A call to this customer was started a moment ago, so Dialbridge did not call again.',
  },
} as Reply<never>;

beforeEach(() => {
  send.mockReset();
});

describe('runAction after a duplicate-call refusal', () => {
  it.each([
    ['en', 'Call \u2066+966\u00a055\u00a0123\u00a04567\u2069 again'],
    ['ar', 'اتصل بالرقم \u2066+966\u00a055\u00a0123\u00a04567\u2069 مرة أخرى'],
  ] as const)(
    'offers "Call again" naming the number (%s), which repeats the same call',
    async (language, label) => {
      const t = createTranslator(language, [overlayStrings, errors]);
      const { toast, offers, tones } = recordingToast();
      send.mockResolvedValueOnce(duplicate);
      await runAction('bridge', { target, toast, t, language });
      expect(send).toHaveBeenCalledWith('placeCall', {
        dial: '966551234567',
        display: '055 123 4567',
        action: 'bridge',
      });
      expect(offers.map((offer) => offer.label)).toEqual([label]);
      expect(tones).toEqual(['progress', 'info']);

      send.mockResolvedValueOnce({
        ok: false,
        error: { code: 'network', message: 'down' },
      } as never);
      offers[0]!.act();
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send).toHaveBeenLastCalledWith('placeCall', {
        dial: '966551234567',
        display: '055 123 4567',
        action: 'bridge',
        repeat: true,
      });
    },
  );

  it('says in Arabic which number was called and how long ago, the number whole and LTR', async () => {
    const t = createTranslator('ar', [overlayStrings, errors]);
    const details: string[] = [];
    const toast = {
      show: (_tone: string, _message: string, detail: string) => details.push(detail),
      offer: () => undefined,
    } as unknown as Toast;
    send.mockResolvedValueOnce({
      ok: false,
      error: {
        code: 'duplicate-call',
        message: 'A call to +966 55 123 4567 started 40 s ago, so Dialbridge did not call again.',
        duplicate: { number: '+966 55 123 4567', seconds: 40, when: 'ago' },
      },
    } as never);
    await runAction('bridge', { target, toast, t, language: 'ar' });
    expect(details.at(-1)).toBe(
      'بدأت مكالمة إلى \u2066+966\u00a055\u00a0123\u00a04567\u2069 قبل ٤٠ ثانيةً، فلم يتصل دايل بريدج مرة أخرى.',
    );
  });

  it('offers Retry, never "Call again", after any other error', async () => {
    const t = createTranslator('en', [overlayStrings, errors]);
    const { toast, offers, shown } = recordingToast();
    send.mockResolvedValueOnce({
      ok: false,
      error: { code: 'server-error', message: 'Broke.' },
    } as never);
    await runAction('bridge', { target, toast, t, language: 'en' });
    expect(shown).toContain('Could not call \u2066+966\u00a055\u00a0123\u00a04567\u2069.');
    expect(offers.map((offer) => offer.label)).toEqual(['Retry']);
  });
});
