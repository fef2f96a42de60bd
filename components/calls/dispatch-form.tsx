/**
 * Dispatch call (spec 2.5): one phone, two numbers the call reads out, and the webhook that
 * receives the key press (GetDigits) and the call record (CDR). The webhook defaults to settings.
 */
import { useState } from 'preact/hooks';
import { StatusMessage } from '../ui/status-message';
import { PhoneField, TextField } from '../ui/text-field';
import { sendMessage } from '../../utils/messaging/send';
import { SendActions } from '../ui/send-actions';
import { checkWebhookUrl, checkSpokenNumber, checkPhone } from '../ui/field-checks';
import { useForm, type NumberFormProps } from '../ui/use-form';
import { useSubmission } from '../ui/use-submission';
import { useTranslation } from '../ui/use-i18n';
import { PopupForm } from '../ui/popup-form';
import { CallId } from './call-created';

type DispatchField = 'phone' | 'number1' | 'number2' | 'webhookUrl';

export function DispatchForm(props: NumberFormProps) {
  const { settings } = props;
  const { t } = useTranslation();
  const form = useForm(
    { phone: props.phone, number1: '', number2: '', webhookUrl: settings.dispatchWebhookUrl },
    (values) => ({
      phone: checkPhone(values.phone, settings.defaultCountry).error,
      number1: checkSpokenNumber(values.number1),
      number2: checkSpokenNumber(values.number2),
      webhookUrl: checkWebhookUrl(values.webhookUrl),
    }),
  );
  const submission = useSubmission();
  const [result, setResult] = useState<{ message: string; callId: string } | null>(null);
  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function send(repeat: boolean) {
    setResult(null);
    const data = await form.sendChecked('dispatch', submission, () =>
      sendMessage('dispatchCall', {
        ...trimmed(form.values),
        ...(repeat && { repeat }),
      }),
    );
    if (data) setResult(data);
  }

  const field = (name: DispatchField, label: string, type?: 'url', hint?: string) => (
    <TextField
      {...form.bind(name, 'dispatch')}
      label={label}
      type={type}
      dir="ltr"
      inputMode={type === 'url' ? 'url' : 'numeric'}
      hint={hint}
    />
  );
  return (
    <PopupForm id="dispatch" heading={t('popup.dispatch.heading')} onSubmit={form.onSubmit(send)}>
      <p class="db-hint">{t('popup.dispatch.intro')}</p>
      <PhoneField
        {...form.bind('phone', 'dispatch')}
        label={t('popup.dispatch.phone')}
        locked={props.settings.clickOnly ? t('popup.clickOnly') : undefined}
      />
      <div class="popup-pair">
        {field('number1', t('popup.dispatch.number1'))}
        {field('number2', t('popup.dispatch.number2'))}
      </div>
      <p class="db-hint">{t('popup.dispatch.numbersHint')}</p>
      {field('webhookUrl', t('popup.dispatch.webhook'), 'url', t('popup.dispatch.webhookHint'))}
      <SendActions
        submission={submission}
        submitLabel={t('popup.dispatch.submit')}
        busyLabel={t('popup.dispatch.sending')}
        send={send}
      />
      {result ? (
        <StatusMessage kind="success">
          <p data-testid="dispatch-message">{result.message}</p>
          <p>
            <CallId id={result.callId} testId="dispatch-call-id" />
          </p>
        </StatusMessage>
      ) : null}
    </PopupForm>
  );
}

/** The form's values as sent: without the spaces around them. */
function trimmed(values: Record<DispatchField, string>): Record<DispatchField, string> {
  return {
    phone: values.phone.trim(),
    number1: values.number1.trim(),
    number2: values.number2.trim(),
    webhookUrl: values.webhookUrl.trim(),
  };
}
