/** The default-country choices are the countries utils/phone carries in full detail. */
import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../../components/settings/countries';

describe('default-country choices', () => {
  it.each(['en', 'ar'] as const)(
    '%s: Saudi Arabia first, then the 45 other full-detail countries',
    (language) => {
      const values = countryOptions(language).map((option) => option.value);
      expect(values[0]).toBe('SA');
      expect(values).toHaveLength(46);
      expect(values).toEqual(
        expect.arrayContaining(['AE', 'EG', 'IN', 'PK', 'PH', 'GB', 'US', 'DE']),
      );
      // Countries whose formats are not carried cannot say how their national numbers are written.
      expect(values).not.toContain('IT');
      expect(values).not.toContain('PR');
    },
  );
});
