import { useMemo } from 'preact/hooks';
import type { ClickAction } from '../../utils/settings/store';
import { CheckboxField } from '../ui/checkbox-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { countryOptions } from './countries';
import type { FormValues, SectionProps } from './form-values';

// Listed here rather than imported: importing utils/settings would define the storage items (and
// run their migrations) in this page too; only the background should do that.
const CLICK_ACTIONS: readonly ClickAction[] = ['webrtc', 'bridge', 'ask'];

/** Country, what a click does, language, where names are on sites, and notifications. */
export function BehaviourSection(props: SectionProps) {
  const { t, language, values, update } = props;
  const { error, locked } = props;
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <section class="db-section" aria-labelledby="section-behaviour">
      <h2 id="section-behaviour">{t('options.section.behaviour')}</h2>
      <SelectField
        id="defaultCountry"
        label={t('options.defaultCountry')}
        value={values.defaultCountry}
        options={countries}
        onChange={(value) => update('defaultCountry', value)}
        hint={t('options.defaultCountry.hint')}
        error={error('defaultCountry')}
        locked={locked('defaultCountry')}
      />
      <SelectField
        id="clickAction"
        label={t('options.clickAction')}
        value={values.clickAction}
        options={CLICK_ACTIONS.map((action) => ({
          value: action,
          label: t(`options.clickAction.${action}`),
        }))}
        onChange={(value) => update('clickAction', value as ClickAction)}
        error={error('clickAction')}
        locked={locked('clickAction')}
      />
      <SelectField
        id="language"
        label={t('options.language')}
        value={values.language}
        options={[
          { value: 'auto', label: t('options.language.auto') },
          { value: 'en', label: 'English', lang: 'en' },
          { value: 'ar', label: 'العربية', lang: 'ar' },
        ]}
        onChange={(value) => update('language', value as FormValues['language'])}
        error={error('language')}
        locked={locked('language')}
      />
      <TextField
        id="nameSelectors"
        label={t('options.nameSelectors')}
        value={values.nameSelectors}
        onInput={(value) => update('nameSelectors', value)}
        rows={3}
        dir="ltr"
        hint={t('options.nameSelectors.hint')}
        error={error('nameSelectors')}
        locked={locked('nameSelectors')}
      />
      <CheckboxField
        id="notifications"
        label={t('options.notifications')}
        checked={values.notifications}
        onChange={(checked) => update('notifications', checked)}
        error={error('notifications')}
        locked={locked('notifications')}
      />
    </section>
  );
}
