import type { Language } from '../../utils/i18n';
import { DEFAULT_COUNTRY_CHOICES } from '../../utils/phone';
import type { SelectOption } from '../ui/select-field';

/**
 * The default-country choices (DEFAULT_COUNTRY_CHOICES: the countries utils/phone carries in full
 * detail), named in the page's language, Saudi Arabia first and the rest alphabetically.
 */
export function countryOptions(language: Language): SelectOption[] {
  const names = new Intl.DisplayNames([language === 'ar' ? 'ar' : 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  const options = DEFAULT_COUNTRY_CHOICES.map((code) => ({
    value: code,
    label: names.of(code) ?? code,
  }));
  const first = options.filter((option) => option.value === 'SA');
  const rest = options
    .filter((option) => option.value !== 'SA')
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first, ...rest];
}
