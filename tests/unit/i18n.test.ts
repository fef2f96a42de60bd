import { describe, expect, it } from 'vitest';
import { createTranslator, isolateLtr, resolveLanguage } from '../../utils/i18n';
import { overlay } from '../../utils/i18n/messages/overlay';
import { popup } from '../../utils/i18n/messages/popup';

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
    const t = createTranslator('ar', [overlay, popup]);
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
