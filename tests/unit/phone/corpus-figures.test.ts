/** Issue 8's bar over the labelled corpora: precision 100 %, recall at least 99.5 %. */
import { describe, expect, it } from 'vitest';
import { findPhoneNumbers } from '../../../utils/phone';
import { labelledCrmRows } from './corpus';
import { score } from './score';
import { writtenFormTexts } from './written-forms';

describe('recall and precision', () => {
  it('written forms, alone and in English and Arabic sentences: nothing false, ≥ 99.5 % found', () => {
    const result = score(findPhoneNumbers, writtenFormTexts());
    expect(result.falseFinds).toEqual([]);
    expect(result.correct / result.expected, result.misses.join('\n')).toBeGreaterThanOrEqual(
      0.995,
    );
  });

  it('generated CRM rows: nothing false, ≥ 99.5 % found', () => {
    const items = labelledCrmRows(2_000)
      .flat()
      .map(([text, dials]) => ({ text, country: 'SA', dials }));
    const result = score(findPhoneNumbers, items);
    expect(result.expected).toBeGreaterThan(2_000);
    expect(result.falseFinds).toEqual([]);
    expect(result.correct / result.expected, result.misses.join('\n')).toBeGreaterThanOrEqual(
      0.995,
    );
  });
});
