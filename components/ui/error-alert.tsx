/**
 * A failed action's message, shown right by the button that started it (role=alert). A rejected
 * or missing token comes with "Open Settings", where the agent can fix it; a call refused as a
 * duplicate comes with "Call again" (`onCallAgain`), the one deliberate way past that refusal.
 */
import { browser } from '#imports';
import { Button } from './button';
import { whenText } from '../../utils/i18n/when-text';
import { errorText } from '../../utils/i18n/error-text';
import { StatusMessage } from './status-message';
import type { ErrorInfo } from '../../utils/errors';
import { useTranslation } from './use-i18n';

const SETTINGS_CODES = new Set(['unauthorized', 'not-configured', 'no-permission']);

export function ErrorAlert(props: {
  error: ErrorInfo | null;
  id?: string;
  /** Sends the same call again with `repeat: true`. */
  onCallAgain?: () => void;
  /** The call-again request is in flight. */
  callingAgain?: boolean;
  /** Books the same bridge for the time the team's calling hours allow next. */
  onScheduleAt?: (at: number) => void;
}) {
  const { error } = props;
  const { t, language } = useTranslation();
  if (!error) return null;
  return (
    <StatusMessage kind="error" id={props.id}>
      <p class="popup-alert-text">{errorText(t, language, error)}</p>
      {SETTINGS_CODES.has(error.code) ? (
        <Button variant="secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('action.openSettings')}
        </Button>
      ) : null}
      {error.blocked?.rule === 'hours' &&
      error.blocked.nextAllowedAt !== null &&
      props.onScheduleAt ? (
        <Button
          variant="secondary"
          busy={props.callingAgain}
          onClick={() =>
            props.onScheduleAt!((error.blocked as { nextAllowedAt: number }).nextAllowedAt)
          }
        >
          {t('action.scheduleAt', {
            time: whenText(error.blocked.nextAllowedAt, Date.now(), language),
          })}
        </Button>
      ) : null}
      {error.code === 'duplicate-call' && props.onCallAgain ? (
        <Button variant="secondary" busy={props.callingAgain} onClick={props.onCallAgain}>
          {t('action.callAgain')}
        </Button>
      ) : null}
    </StatusMessage>
  );
}
