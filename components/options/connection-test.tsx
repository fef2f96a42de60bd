import { useState } from 'preact/hooks';
import type { Language, Translate } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/messaging/errors';
import type { ConnectionCheck } from '../../utils/messaging/protocol';
import { sendMessage } from '../../utils/messaging/send';
import { Button } from '../button';
import { errorText } from '../error-text';
import { StatusMessage } from '../status-message';
import type { FieldErrors, FormValues } from './form-values';

/**
 * "Test connection" with the values on screen (not yet saved): one result per configured host —
 * connected with the token accepted, the token rejected (401), or unreachable.
 */
export function ConnectionTest(props: {
  t: Translate;
  language: Language;
  values: FormValues;
  token: string;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const { t, language } = props;
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState<ConnectionCheck[] | null>(null);
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  // Counts finished tests, so a test (or a person's tool) can tell a new result from the last one.
  const [finished, setFinished] = useState(0);

  async function run() {
    setBusy(true);
    setChecks(null);
    setFailure(null);
    const reply = await sendMessage('testConnection', {
      ecommerceUrl: props.values.ecommerceUrl,
      bridgeUrl: props.values.bridgeUrl,
      dispatchUrl: props.values.dispatchUrl,
      ...(props.token.trim() ? { token: props.token } : {}),
    });
    setBusy(false);
    setFinished((count) => count + 1);
    if (reply.ok) {
      setChecks(reply.data.checks);
    } else {
      setFailure(reply.error);
      if (reply.error.fields) props.onFieldErrors(reply.error.fields);
    }
  }

  return (
    <div class="db-connection-test" data-finished={finished}>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel={t('options.testing')}
        onClick={() => void run()}
      >
        {t('options.testConnection')}
      </Button>
      {failure ? (
        <StatusMessage kind="error">{errorText(t, language, failure)}</StatusMessage>
      ) : null}
      {checks ? (
        <StatusMessage kind={checks.every((check) => check.ok) ? 'success' : 'error'}>
          <strong>{t('options.test.title')}</strong>
          <ul aria-label={t('options.test.title')}>
            {checks.map((check) => (
              <li key={check.host} data-host={check.host} data-ok={String(check.ok)}>
                <strong>{t(`options.host.${check.host}`)}</strong>
                {': '}
                {check.ok
                  ? t('options.test.ok')
                  : check.error
                    ? errorText(t, language, check.error)
                    : check.message}
              </li>
            ))}
          </ul>
        </StatusMessage>
      ) : null}
    </div>
  );
}
