import plans from '../../utils/phone/numbering-plans.json';
import type { Language } from '../../utils/i18n';
import type { SelectOption } from '../select-field';

/**
 * The default-country choices: exactly the countries whose numbering plans utils/phone carries
 * (a default outside them could not normalise anything), named in the page's language, Saudi
 * Arabia first and the rest alphabetically.
 */
export function countryOptions(language: Language): SelectOption[] {
  const names = new Intl.DisplayNames([language === 'ar' ? 'ar' : 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  const codes = Object.keys(plans.countries);
  const options = codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const first = options.filter((option) => option.value === 'SA');
  const rest = options
    .filter((option) => option.value !== 'SA')
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first, ...rest];
}
