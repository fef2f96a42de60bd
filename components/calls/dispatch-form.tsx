/**
 * Dispatch call (spec 2.5): one phone, two numbers the call reads out, and the webhook that
 * receives the key press (GetDigits) and the call record (CDR). The webhook defaults to settings.
 */
import { useState } from 'preact/hooks';
import { StatusMessage } from '../ui/status-message';
import { TextField } from '../ui/text-field';
import type { Language, Translate } from '../../utils/i18n';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings/store';
import { SendActions } from '../ui/send-actions';
import { checkWebhookUrl, checkSpokenNumber, checkPhone } from '../ui/field-checks';
import { useForm } from '../ui/use-form';
import { useSubmission } from '../ui/use-submission';

type DispatchField = 'phone' | 'number1' | 'number2' | 'webhookUrl';

export function DispatchForm(props: {
  settings: SettingsView;
  phone: string;
  t: Translate;
  language: Language;
}) {
  const { t, language, settings } = props;
  const form = useForm(
    { phone: props.phone, number1: '', number2: '', webhookUrl: settings.dispatchWebhookUrl },
    (values) => ({
      phone: checkPhone(values.phone, settings.defaultCountry).error,
      number1: checkSpokenNumber(values.number1),
      number2: checkSpokenNumber(values.number2),
      webhookUrl: checkWebhookUrl(values.webhookUrl),
    }),
    t,
    language,
  );
  const submission = useSubmission();
  const [result, setResult] = useState<{ message: string; callId: string } | null>(null);
  const v = form.values;

  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function send(repeat: boolean) {
    setResult(null);
    const data = await form.sendChecked('dispatch', submission, () =>
      sendMessage('dispatchCall', {
        phone: v.phone.trim(),
        number1: v.number1.trim(),
        number2: v.number2.trim(),
        webhookUrl: v.webhookUrl.trim(),
        ...(repeat && { repeat }),
      }),
    );
    if (data) setResult(data);
  }

  const field = (name: DispatchField, label: string, type?: 'tel' | 'url', hint?: string) => (
    <TextField
      {...form.bind(name, 'dispatch')}
      label={label}
      type={type}
      dir="ltr"
      inputMode={type === 'url' ? 'url' : type === 'tel' ? 'tel' : 'numeric'}
      hint={hint}
      locked={name === 'phone' && props.settings.clickOnly ? t('popup.clickOnly') : undefined}
    />
  );
  return (
    <form
      class="popup-form"
      noValidate
      onSubmit={form.onSubmit(send)}
      aria-labelledby="dispatch-heading"
    >
      <h2 id="dispatch-heading">{t('popup.dispatch.heading')}</h2>
      <p class="db-hint">{t('popup.dispatch.intro')}</p>
      {field('phone', t('popup.dispatch.phone'), 'tel')}
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
        t={t}
        language={language}
      />
      {result ? (
        <StatusMessage kind="success">
          <p data-testid="dispatch-message">{result.message}</p>
          <p>
            {t('popup.calls.callId')}:{' '}
            <code class="db-ltr" dir="ltr" data-testid="dispatch-call-id">
              {result.callId}
            </code>
          </p>
        </StatusMessage>
      ) : null}
    </form>
  );
}
