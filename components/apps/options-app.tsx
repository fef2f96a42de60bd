import { useEffect } from 'preact/hooks';
import { callListStrings } from '../call-lists/strings';
import { settingsStrings } from '../settings/strings';
import { errors as errorMessages } from '../../utils/i18n/messages/errors';
import { formErrors } from '../../utils/i18n/messages/form-errors';
import { errorText } from '../../utils/i18n/error-text';
import { isolateLtr } from '../../utils/i18n';
import { StatusMessage } from '../ui/status-message';
import { useTranslation } from '../ui/use-i18n';
import { AgentSection } from '../settings/agent-section';
import { BehaviourSection } from '../settings/behaviour-section';
import { CallingRulesSection } from '../calling-rules/calling-rules-section';
import { DoNotCallSection } from '../calling-rules/do-not-call-section';
import { TeamSystemSection } from '../team-system/team-system-section';
import { teamSystemStrings } from '../team-system/strings';
import { CallDefaultsSection } from '../settings/call-defaults-section';
import { fieldError } from '../settings/field-error';
import { requiredFields } from '../settings/required-fields';
import { SaveBar } from '../settings/save-bar';
import { ServiceSection } from '../settings/service-section';
import { useSettingsForm } from '../settings/use-settings-form';

/**
 * The message areas this page shows (its LanguageRoot translates them); a call list's because
 * the do-not-call file is mapped as a call list's file is (its column picker).
 */
export const AREAS = [
  settingsStrings,
  errorMessages,
  formErrors,
  callListStrings,
  teamSystemStrings,
];

/** The options page: four sections and one Save for all of them. */
export function OptionsApp() {
  const i18n = useTranslation();
  const { t, language } = i18n;
  const form = useSettingsForm((view) => i18n.setLanguageSetting(view.language));
  useEffect(() => {
    document.title = t('options.title');
  }, [t]);

  if (form.loadError) {
    return (
      <main class="db-options">
        <h1>{t('options.title')}</h1>
        <StatusMessage kind="error">
          {t('options.loadFailed')} {errorText(t, language, form.loadError, true)}
        </StatusMessage>
      </main>
    );
  }
  if (!form.values || !form.saved) {
    return (
      <main class="db-options" aria-busy="true">
        <h1>{t('options.title')}</h1>
        <p>{t('options.loading')}</p>
      </main>
    );
  }
  const required = requiredFields(form.values, { typed: form.token, stored: form.tokenSet });
  const common = {
    values: form.values,
    update: form.update,
    error: fieldError(t, language, form.errors, form.missing),
    required: (key: keyof typeof required) => required[key] !== undefined,
    locked: (key: string) =>
      (form.managed.keys as string[]).includes(key) ? t('managed.locked') : undefined,
  };
  return (
    <main class="db-options">
      <header class="db-options-header">
        <h1>{t('options.title')}</h1>
        <p class="db-hint">{t('options.intro')}</p>
        <p class="db-hint">{t('options.requiredLegend')}</p>
        {form.managed.keys.length > 0 ? <p class="db-hint">{t('options.managed.intro')}</p> : null}
        {form.managed.invalid.length > 0 ? (
          <StatusMessage kind="error">
            {t('options.managed.invalid', { keys: isolateLtr(form.managed.invalid.join(', ')) })}
          </StatusMessage>
        ) : null}
      </header>
      <form noValidate onSubmit={form.save}>
        <ServiceSection
          {...common}
          saved={form.saved}
          token={form.token}
          setToken={form.setToken}
          tokenSet={form.tokenSet}
          oneAddress={form.oneAddress}
          chooseOneAddress={form.chooseOneAddress}
          updateOneAddress={form.updateOneAddress}
          onFieldErrors={(fields) => form.setErrors((old) => ({ ...old, ...fields }))}
        />
        <CallDefaultsSection {...common} />
        <AgentSection {...common} />
        <BehaviourSection {...common} />
        <CallingRulesSection {...common} />
        <SaveBar form={form} error={common.error} />
      </form>
      <DoNotCallSection country={form.saved.defaultCountry} />
      <TeamSystemSection />
    </main>
  );
}
