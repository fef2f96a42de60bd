import { describe, expect, it } from 'vitest';
import { entryStatus } from '../../../components/call-lists/entry-text';
import { createTranslator } from '../../../utils/i18n';
import { listEntry as entry } from './entries';
import { callListStrings } from '../../../components/call-lists/strings';

const refused = (rule: 'do-not-call' | 'attempts') => ({
  code: 'calling-rule' as const,
  message: 'not called',
  blocked:
    rule === 'attempts'
      ? { rule, count: 2, max: 2, number: '+966 55 123 4567' }
      : { rule, number: '+966 55 123 4567' },
});

describe('a list entry a team rule kept from being called says why', () => {
  const en = createTranslator('en', [callListStrings]);
  const ar = createTranslator('ar', [callListStrings]);

  it('skipped for the do-not-call list or the day’s cap, in English and Arabic', () => {
    const dnc = entry({ status: 'skipped', error: refused('do-not-call') });
    expect(entryStatus(en, dnc)).toBe('Skipped · on the do-not-call list');
    expect(entryStatus(ar, dnc)).toBe('تم تخطيه · في قائمة عدم الاتصال');
    const cap = entry({ status: 'skipped', error: refused('attempts') });
    expect(entryStatus(en, cap)).toBe("Skipped · today's limit of calls reached");
  });

  it('skipped by the agent: no reason is made up', () => {
    expect(entryStatus(en, entry({ status: 'skipped' }))).toBe('Skipped');
  });
});
