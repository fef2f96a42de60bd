import { Button } from '../ui/button';
import { errorText } from '../../utils/i18n/error-text';
import { FormError, StatusMessage } from '../ui/status-message';
import { FIELD_ORDER, URL_FIELDS, settingLabelKey, type SectionProps } from './form-values';
import { ONE_ADDRESS_ID } from './service-section';
import type { useSettingsForm } from './use-settings-form';
import { useTranslation } from '../ui/use-i18n';

/** The Save button and the outcome of the last save, right above it. */
export function SaveBar(props: {
  form: ReturnType<typeof useSettingsForm>;
  error: SectionProps['error'];
}) {
  const { form } = props;
  const { t, language } = useTranslation();
  const { status } = form;
  const invalidFields = FIELD_ORDER.flatMap((key) => {
    const isAddress = (URL_FIELDS as readonly string[]).includes(key);
    // With one address for all services, the four addresses are one field: listed once, there.
    if (form.oneAddress && isAddress) {
      if (key !== URL_FIELDS[0]) return [];
      const message = URL_FIELDS.map(props.error).find(Boolean);
      return message ? [{ id: ONE_ADDRESS_ID, label: t('options.oneAddressUrl'), message }] : [];
    }
    const message = props.error(key);
    return message ? [{ id: key, label: t(settingLabelKey(key)), message }] : [];
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
          {t('options.notSaved')} {errorText(t, language, status.error, true)}
        </StatusMessage>
      ) : null}
      {status.kind === 'saved' ? (
        <StatusMessage
          kind={status.deniedOrigins.length || status.incomplete ? 'info' : 'success'}
          id="save-summary"
        >
          {status.deniedOrigins.length
            ? t('options.savedWithoutAccess', { origins: status.deniedOrigins.join(', ') })
            : status.incomplete
              ? t('options.savedNotReady')
              : t('options.saved')}
        </StatusMessage>
      ) : null}
      <Button type="submit" busy={form.saving} busyLabel={t('options.saving')}>
        {t('options.save')}
      </Button>
    </div>
  );
}
