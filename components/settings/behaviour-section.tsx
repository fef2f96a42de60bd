import { useMemo } from 'preact/hooks';
import type { ClickAction } from '../../utils/settings/store';
import { CheckboxField } from '../ui/checkbox-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { countryOptions } from './countries';
import { useSettingFields, type SectionProps } from './form-values';
import { useTranslation } from '../ui/use-i18n';

// Listed here rather than imported: importing utils/settings would define the storage items (and
// run their migrations) in this page too; only the background should do that.
const CLICK_ACTIONS: readonly ClickAction[] = ['webrtc', 'bridge', 'ask'];

/** Country, what a click does, language, where names are on sites, and notifications. */
export function BehaviourSection(props: SectionProps) {
  const { t, language } = useTranslation();
  const { text, choice, check } = useSettingFields(props);
  const countries = useMemo(() => countryOptions(language), [language]);
  const clickActions = CLICK_ACTIONS.map((action) => ({
    value: action,
    label: t(`options.clickAction.${action}`),
  }));
  const languages = [
    { value: 'auto', label: t('options.language.auto') },
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'ar', label: 'العربية', lang: 'ar' },
  ];
  return (
    <section class="db-section" aria-labelledby="section-behaviour">
      <h2 id="section-behaviour">{t('options.section.behaviour')}</h2>
      <SelectField
        {...choice('defaultCountry')}
        options={countries}
        hint={t('options.defaultCountry.hint')}
      />
      <SelectField {...choice('clickAction')} options={clickActions} />
      <SelectField {...choice('language')} options={languages} />
      <TextField
        {...text('nameSelectors')}
        rows={3}
        dir="ltr"
        hint={t('options.nameSelectors.hint')}
      />
      <CheckboxField {...check('notifications')} />
    </section>
  );
}
