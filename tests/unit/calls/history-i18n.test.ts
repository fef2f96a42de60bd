// The day's question reads in Arabic with the number left to right and the time in Arabic-Indic
// digits.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../utils/i18n';
import { duplicateCallText } from '../../../utils/i18n/duplicate-call';
import { errors } from '../../../utils/i18n/messages/errors';

describe('"already called today" in both languages', () => {
  const duplicate = {
    number: '+966 50 123 4567',
    seconds: 3_600,
    when: 'today' as const,
    clock: { hour: 10, minute: 5 },
  };

  it('English: the time as on a clock', () => {
    const t = createTranslator('en', [errors]);
    expect(duplicateCallText(t, duplicate)).toBe(
      '\u2066+966\u00a050\u00a0123\u00a04567\u2069 was already called today at 10:05. Call again?',
    );
  });

  it('Arabic: Arabic-Indic digits, the number isolated left to right', () => {
    const t = createTranslator('ar', [errors]);
    const text = duplicateCallText(t, duplicate);
    expect(text).toContain('١٠:٠٥');
    expect(text).toContain('\u2066+966\u00a050\u00a0123\u00a04567\u2069');
    expect(text).not.toMatch(/\d{2}:\d{2}/);
  });
});
