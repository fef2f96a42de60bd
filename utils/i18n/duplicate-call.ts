/**
 * The sentence for a 'duplicate-call' refusal in any language, from the details the background
 * sends with it (ErrorInfo.duplicate): the number, kept whole and left to right, and how long ago
 * the call started (or how soon it is scheduled), or the time it was handled earlier today. Needs the errors area in `t`.
 */
import type { ErrorInfo } from '../errors';
import { isolateLtr, type Translate } from './index';

/** A call that started less than this many seconds ago "started just now" ("0 s ago" reads as a glitch). */
export const JUST_NOW_SECONDS = 10;

export function duplicateCallText(
  t: Translate,
  duplicate: NonNullable<ErrorInfo['duplicate']>,
): string {
  const { seconds, clock } = duplicate;
  if (duplicate.when === 'confirmed') {
    return t('error.duplicateCall.confirmed', {
      order: isolateLtr(duplicate.order ?? ''),
      number: isolateLtr(duplicate.number),
    });
  }
  if (duplicate.when === 'today' && clock) {
    // Minutes as two digits, each a number so Arabic text gets Arabic-Indic digits.
    const time = t('error.duplicateCall.clock', {
      hour: clock.hour,
      tens: Math.floor(clock.minute / 10),
      ones: clock.minute % 10,
    });
    return t('error.duplicateCall.today', { number: isolateLtr(duplicate.number), time });
  }
  const time =
    seconds < 60
      ? t('error.duplicateCall.seconds', { count: seconds })
      : t('error.duplicateCall.minutes', { count: Math.round(seconds / 60) });
  const number = isolateLtr(duplicate.number);
  if (duplicate.when === 'ago' && seconds < JUST_NOW_SECONDS)
    return t('error.duplicateCall.justNow', { number });
  const key = duplicate.when === 'ahead' ? 'error.duplicateCall.ahead' : 'error.duplicateCall.ago';
  return t(key, { number, time });
}
