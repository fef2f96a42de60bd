// A duplicate-call refusal reads the same in both languages: the Arabic sentence is built from
// the details the background sent (the number and how long ago), not a generic translation.
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../utils/i18n/error-text';
import { duplicateError } from '../../../utils/calls/duplicate-guard';
import { createTranslator } from '../../../utils/i18n';
import { errors } from '../../../utils/i18n/messages/errors';

const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const refusal = duplicateError('966551234567', now - 40_000, now).info;

describe('errorText for a duplicate-call refusal', () => {
  it('in English is the background sentence as sent', () => {
    const text = errorText(createTranslator('en', [errors]), 'en', refusal);
    expect(text).toBe(
      'A call to +966 55 123 4567 started 40 s ago, so Dialbridge did not call again.',
    );
  });

  it('in Arabic names the number (whole, left to right) and how long ago', () => {
    const text = errorText(createTranslator('ar', [errors]), 'ar', refusal);
    expect(text).toBe(
      'بدأت مكالمة إلى \u2066+966\u00a055\u00a0123\u00a04567\u2069 قبل ٤٠ ثانيةً، فلم يتصل دايل بريدج مرة أخرى.',
    );
  });
});
