import { browser } from '#imports';
import { useEffect, useState } from 'preact/hooks';
import { isolateLtr, type Language, type Translate } from '../../utils/i18n';
import { TOKEN_NEEDED, type ErrorInfo } from '../../utils/errors';
import type { ConnectionCheck } from '../../utils/messaging/protocol';
import { sendMessage } from '../../utils/messaging/send';
import { Button } from '../ui/button';
import { errorText } from '../../utils/i18n/error-text';
import { StatusMessage } from '../ui/status-message';
import type { FieldErrors, FormValues } from './form-values';
import { serviceOrigins } from './service-origins';
import { useTranslation } from '../ui/use-i18n';

/**
 * "Test connection" with the values on screen (not yet saved): one result per configured host —
 * connected with the token accepted, the token rejected (401/403), reachable but the token not
 * verified (and why), or unreachable.
 */
export function ConnectionTest(props: {
  values: FormValues;
  /** The addresses last loaded or saved: the only ones the stored token may go to. */
  saved: FormValues;
  token: string;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState<ConnectionCheck[] | null>(null);
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  /** A problem found on this page, before asking the background (already translated). */
  const [notice, setNotice] = useState<string | null>(null);
  // Counts finished tests, so a test (or a person's tool) can tell a new result from the last one.
  const [finished, setFinished] = useState(0);
  const { ecommerceUrl, bridgeUrl, dispatchUrl, webrtcUrl } = props.values;
  // A result speaks for the addresses and token it was tested with; once they change it would
  // show success (or failure) next to addresses nobody tested.
  useEffect(() => {
    setChecks(null);
    setFailure(null);
    setNotice(null);
  }, [ecommerceUrl, bridgeUrl, dispatchUrl, webrtcUrl, props.token]);

  /**
   * Asks for access to the service origins first, in the click itself (browsers show the prompt
   * only during the user's gesture): a person usually tests before saving, and without access
   * the requests would fail as if the service were down.
   */
  function start() {
    const serviceHosts = [ecommerceUrl, bridgeUrl, dispatchUrl].some((url) => url.trim());
    if (!serviceHosts && !webrtcUrl.trim()) {
      setChecks(null);
      setFailure(null);
      setNotice(t('options.test.noHosts'));
      setFinished((count) => count + 1);
      return;
    }
    // The background refuses this too (it decides); saying it here first means no permission
    // prompt and no request for a test that cannot run.
    if (serviceHosts && !props.token.trim() && !sameAddresses(props.values, props.saved)) {
      setChecks(null);
      setFailure(null);
      setNotice(errorText(t, language, TOKEN_NEEDED, true));
      setFinished((count) => count + 1);
      return;
    }
    const origins = serviceOrigins(props.values);
    const granted: Promise<boolean> =
      origins.length > 0
        ? browser.permissions.request({ origins }).catch(() => false)
        : Promise.resolve(true);
    setBusy(true);
    setChecks(null);
    setFailure(null);
    setNotice(null);
    void run(granted, origins);
  }

  async function run(granted: Promise<boolean>, origins: string[]) {
    if (!(await granted)) {
      setBusy(false);
      setFinished((count) => count + 1);
      setNotice(t('options.test.denied', { origins: origins.join(', ') }));
      return;
    }
    const reply = await sendMessage('testConnection', {
      ecommerceUrl: props.values.ecommerceUrl,
      bridgeUrl: props.values.bridgeUrl,
      dispatchUrl: props.values.dispatchUrl,
      webrtcUrl: props.values.webrtcUrl,
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
      <Button variant="secondary" busy={busy} busyLabel={t('options.testing')} onClick={start}>
        {t('options.testConnection')}
      </Button>
      {notice ? <StatusMessage kind="error">{notice}</StatusMessage> : null}
      {failure ? (
        <StatusMessage kind="error">{errorText(t, language, failure, true)}</StatusMessage>
      ) : null}
      {checks ? (
        <StatusMessage kind={summaryKind(checks)}>
          <strong>{t('options.test.title')}</strong>
          <ul aria-label={t('options.test.title')}>
            {checks.map((check) => (
              <li key={check.host} data-host={check.host} data-outcome={check.outcome}>
                <span class={`db-check-mark ${check.outcome}`} aria-hidden="true">
                  {MARKS[check.outcome]}
                </span>
                <strong>{t(`options.host.${check.host}`)}</strong>
                {': '}
                {outcomeText(t, language, check)}
              </li>
            ))}
          </ul>
        </StatusMessage>
      ) : null}
    </div>
  );
}

/**
 * Only "all accepted" (the browser phone: reachable, it takes no token) looks like success; "not
 * verified" is information, never green.
 */
function summaryKind(checks: ConnectionCheck[]): 'success' | 'error' | 'info' {
  const good = (check: ConnectionCheck) => ['accepted', 'reachable'].includes(check.outcome);
  if (checks.every(good)) return 'success';
  if (checks.some((check) => check.outcome === 'rejected' || check.outcome === 'failed'))
    return 'error';
  return 'info';
}

const MARKS: Record<ConnectionCheck['outcome'], string> = {
  accepted: '✓',
  reachable: '✓',
  unverified: '?',
  rejected: '✗',
  failed: '✗',
};

/** Trailing slashes and spaces aside, as the background normalises them before comparing. */
function sameAddresses(values: FormValues, saved: FormValues): boolean {
  const normal = (url: string) => url.trim().replace(/\/+$/, '');
  return (['ecommerceUrl', 'bridgeUrl', 'dispatchUrl'] as const).every(
    (key) => normal(values[key]) === '' || normal(values[key]) === normal(saved[key]),
  );
}

function outcomeText(t: Translate, language: Language, check: ConnectionCheck): string {
  if (check.outcome === 'accepted') return t('options.test.ok');
  if (check.outcome === 'reachable') return t('options.test.reachable');
  if (check.unverified) {
    const { reason, status, request } = check.unverified;
    const why = t(`options.test.reason.${reason}`, {
      status: isolateLtr(`HTTP ${status}`),
      request: isolateLtr(request),
    });
    return t('options.test.unverified', { reason: why });
  }
  return failureText(t, language, check);
}

/** Why one host failed; the HTTP status is shown too (e.g. 401), which helps whoever supports. */
function failureText(t: Translate, language: Language, check: ConnectionCheck): string {
  if (!check.error) return check.message;
  const text = errorText(t, language, check.error, true);
  const status = check.error.status;
  return status && !text.includes(String(status))
    ? `${text} (${isolateLtr(`HTTP ${status}`)})`
    : text;
}
