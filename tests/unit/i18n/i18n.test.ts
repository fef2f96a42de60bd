import { describe, expect, it } from 'vitest';
import { createTranslator, isolateLtr, resolveLanguage } from '../../../utils/i18n';
import { errors } from '../../../utils/i18n/messages/errors';
import { overlayStrings } from '../../../utils/page/overlay/strings';
import { historyStrings } from '../../../components/calls/history/strings';
import { pageStrings } from '../../../components/page/strings';
import { whenText } from '../../../utils/i18n/when-text';

describe('isolateLtr', () => {
  it('wraps the text in a left-to-right isolate', () => {
    expect(isolateLtr('+966551234567')).toBe('\u2066+966551234567\u2069');
  });

  it('joins a grouped number with no-break spaces, so a line never splits it', () => {
    const isolated = isolateLtr('+966 55 000 1122');
    expect(isolated).toBe('\u2066+966\u00a055\u00a0000\u00a01122\u2069');
    expect(isolated).not.toMatch(/ /);
  });

  it('keeps the number whole inside an Arabic sentence', () => {
    const t = createTranslator('ar', [overlayStrings]);
    const queued = t('toast.queued', { number: isolateLtr('+966 55 000 1122') });
    expect(queued).toContain('\u2066+966\u00a055\u00a0000\u00a01122\u2069');
    expect(queued).toMatch(/^المكالمة/);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['auto', 'ar-SA', 'ar'],
    ['auto', 'ar', 'ar'],
    ['auto', 'AR-eg', 'ar'],
    ['auto', 'en-US', 'en'],
    ['auto', 'fr', 'en'],
    ['en', 'ar-SA', 'en'],
    ['ar', 'en-US', 'ar'],
  ] as const)('%s with a browser in %s reads %s', (setting, ui, expected) => {
    expect(resolveLanguage(setting, ui)).toBe(expected);
  });
});

describe('counted phrases follow the language plural rules', () => {
  const ar = createTranslator('ar', [pageStrings, historyStrings]);
  const en = createTranslator('en', [pageStrings, historyStrings]);
  it.each([
    [0, 'لم يُعثر على أي رقم.'],
    [1, 'تم العثور على رقم واحد.'],
    [2, 'تم العثور على رقمين.'],
    [3, 'تم العثور على ٣ أرقام.'],
    [10, 'تم العثور على ١٠ أرقام.'],
    [11, 'تم العثور على ١١ رقمًا.'],
    [22, 'تم العثور على ٢٢ رقمًا.'],
    [100, 'تم العثور على ١٠٠ رقم.'],
  ])('Arabic: %i numbers found → %s', (count, text) => {
    expect(ar('popup.page.count', { count })).toBe(text);
  });

  it.each([
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتان'],
    [10, '١٠ دقائق'],
    [15, '١٥ دقيقةً'],
    [600, '٦٠٠ دقيقة'],
  ])('Arabic: %i minutes → %s', (count, text) => {
    expect(ar('popup.calls.minutes', { count })).toBe(text);
  });

  it.each([
    [1, '1 number found.'],
    [22, '22 numbers found.'],
  ])('English: %i → %s', (count, text) => {
    expect(en('popup.page.count', { count })).toBe(text);
  });

  it.each([
    [1, 'مرة واحدة اليوم'],
    [2, 'مرتين اليوم'],
    [3, '٣ مرات اليوم'],
    [12, '١٢ مرة اليوم'],
    [100, '١٠٠ مرة اليوم'],
  ])('Arabic: called %i times today (the daily cap) → %s', (count, words) => {
    const ar = createTranslator('ar', [errors]);
    expect(ar('error.callingRule.attempts', { number: 'N', count, max: count })).toContain(
      `N ${words}`,
    );
  });

  it('English: a cap of one says "once"', () => {
    const en = createTranslator('en', [errors]);
    expect(en('error.callingRule.attempts', { number: 'N', count: 1, max: 1 })).toContain(
      'N was called once today',
    );
  });

  it('a phrase with no counted forms is used as it is', () => {
    expect(en('popup.calls.minutes', { count: 1 })).toBe('1 min');
  });
});

describe('whenText: the next allowed time names its zone', () => {
  // Calling hours are set in the customer's zone and shown in the agent's: the zone is said.
  const at = Date.UTC(2026, 10, 29, 6, 0);
  it('in English and Arabic', () => {
    const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(whenText(at, at - 3_600_000, 'en')).toContain(zone);
    expect(whenText(at, at - 3_600_000, 'en')).toMatch(/^Sun,? \d\d:\d\d (GMT|UTC)/);
    expect(whenText(at, at - 3_600_000, 'ar')).toMatch(/(غرينتش|UTC|ت\.ع\.م)/);
  });
});
