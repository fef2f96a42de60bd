import type { Language, Translate } from '../../utils/i18n';
import { Button } from '../button';
import { errorText, fieldErrorText } from '../error-text';
import { FormError, StatusMessage } from '../status-message';
import { FIELD_ORDER } from './form-values';
import type { useSettingsForm } from './use-settings-form';

/** The Save button and the outcome of the last save, right above it. */
export function SaveBar(props: {
  t: Translate;
  language: Language;
  form: ReturnType<typeof useSettingsForm>;
}) {
  const { t, language, form } = props;
  const { status } = form;
  const invalidFields = FIELD_ORDER.flatMap((key) => {
    const message = form.errors[key];
    return message
      ? [
          {
            id: key,
            label: t(`options.${key}`),
            message: fieldErrorText(t, language, key, message),
          },
        ]
      : [];
  });
  return (
    <div class="db-save-bar">
      {status.kind === 'invalid' ? (
        <FormError
          id="save-summary"
          focusRef={form.summaryRef}
          title={t('options.fixFields')}
          fields={invalidFields}
        />
      ) : null}
      {status.kind === 'failed' ? (
        <StatusMessage kind="error" id="save-summary" focusRef={form.summaryRef}>
          {t('options.notSaved')} {errorText(t, language, status.error)}
        </StatusMessage>
      ) : null}
      {status.kind === 'saved' ? (
        <StatusMessage kind={status.deniedOrigins.length ? 'info' : 'success'} id="save-summary">
          {status.deniedOrigins.length
            ? t('options.savedWithoutAccess', { origins: status.deniedOrigins.join(', ') })
            : t('options.saved')}
        </StatusMessage>
      ) : null}
      <Button type="submit" busy={form.saving} busyLabel={t('options.saving')}>
        {t('options.save')}
      </Button>
    </div>
  );
}
