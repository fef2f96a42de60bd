import type { Language } from '../../utils/i18n';

/** A count in the page's digits (Arabic-Indic in Arabic), as the translator writes numbers. */
export function countText(language: Language, value: number): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
    useGrouping: false,
  }).format(value);
}
