import plans from '../../utils/phone/numbering-plans.json';
import type { Language } from '../../utils/i18n';
import type { SelectOption } from '../select-field';

/**
 * The default-country choices: the countries whose numbering plans utils/phone carries in full
 * detail (every number type, and the formats that say whether a national number is written with
 * its trunk prefix), named in the page's language, Saudi Arabia first and the rest alphabetically.
 */
export function countryOptions(language: Language): SelectOption[] {
  const names = new Intl.DisplayNames([language === 'ar' ? 'ar' : 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  const codes = plans.fullDetail;
  const options = codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const first = options.filter((option) => option.value === 'SA');
  const rest = options
    .filter((option) => option.value !== 'SA')
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first, ...rest];
}
