/**
 * One recorded bridged call: who, when (scheduled and placed), duration, each recipient's
 * outcome, the overall state as a badge, the last polling error, and for a scheduled call the
 * edit and cancel actions (cancel asks first, inside the popup).
 */
import { Button } from '../button';
import { errorText } from '../../utils/i18n/error-text';
import type { CallRecord } from '../../utils/calls/types';
import type { Language, Translate } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/messaging/errors';
import { ConfirmInline } from './confirm-inline';
import { ErrorAlert } from './error-alert';
import { formatDateTime, formatServiceText } from './format';
import { StatusBadge } from './status-badge';

export function CallRow(props: {
  call: CallRecord;
  t: Translate;
  language: Language;
  serviceZone: string;
  highlighted: boolean;
  confirmingCancel: boolean;
  cancelling: boolean;
  cancelError: ErrorInfo | null;
  onEdit: () => void;
  onAskCancel: () => void;
  onCancel: () => void;
  onKeep: () => void;
}) {
  const { call, t, language } = props;
  const status = call.status;
  const customer = call.customer.name || call.customer.number;
  const scheduled = call.scheduledAt
    ? formatDateTime(call.scheduledAt, language)
    : status?.scheduledDateTime
      ? formatServiceText(status.scheduledDateTime, props.serviceZone, language)
      : t('popup.calls.now');
  const actual = status?.actualDateTime
    ? formatServiceText(status.actualDateTime, props.serviceZone, language)
    : '';
  const duration = t('popup.calls.minutes', { count: call.durationMinutes });
  return (
    <li
      id={`call-${call.callId}`}
      class={props.highlighted ? 'popup-call highlighted' : 'popup-call'}
      data-state={call.state}
      tabIndex={-1}
      aria-labelledby={`call-${call.callId}-who`}
      aria-current={props.highlighted ? 'true' : undefined}
    >
      <div class="popup-call-head">
        <h3 id={`call-${call.callId}-who`} class="popup-call-who">
          {customer}{' '}
          {call.customer.name ? (
            <span class="popup-number popup-who-number">{call.customer.number}</span>
          ) : null}
        </h3>
        <StatusBadge state={call.state} t={t} />
      </div>
      <dl class="popup-call-details">
        <dt>{t('popup.calls.agent')}</dt>
        <dd>
          {call.agent.name} <span class="popup-number">{call.agent.number}</span>{' '}
          <Outcome value={status?.firstRecipientStatus} t={t} />
        </dd>
        <dt>{t('popup.calls.customer')}</dt>
        <dd>
          <Outcome value={status?.secondRecipientStatus} t={t} />
        </dd>
        <dt>{t('popup.calls.scheduled')}</dt>
        <dd>{scheduled}</dd>
        {actual ? (
          <>
            <dt>{t('popup.calls.actual')}</dt>
            <dd>{actual}</dd>
          </>
        ) : null}
        <dt>{t('popup.calls.duration')}</dt>
        <dd>{duration}</dd>
        <dt>{t('popup.calls.callId')}</dt>
        <dd>
          <code class="db-ltr" dir="ltr">
            {call.callId}
          </code>
          {call.origin === 'page' ? (
            <span class="db-hint"> · {t('popup.calls.fromPage')}</span>
          ) : null}
        </dd>
      </dl>
      {call.lastError ? (
        <p class="popup-poll-error">
          {t('popup.calls.pollError', { message: errorText(t, language, call.lastError) })}
        </p>
      ) : null}
      {call.state === 'scheduled' && !props.confirmingCancel ? (
        <div class="popup-actions">
          <Button
            variant="secondary"
            onClick={props.onEdit}
            ariaLabel={`${t('popup.calls.edit')}: ${customer}`}
          >
            {t('popup.calls.edit')}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onAskCancel}
            ariaLabel={`${t('popup.calls.cancel')}: ${customer}`}
          >
            {t('popup.calls.cancel')}
          </Button>
        </div>
      ) : null}
      {props.confirmingCancel ? (
        <ConfirmInline
          id={`cancel-${call.callId}`}
          question={t('popup.calls.cancelConfirm', { name: customer })}
          confirmLabel={t('popup.calls.cancelYes')}
          keepLabel={t('popup.calls.keep')}
          busy={props.cancelling}
          busyLabel={t('popup.calls.cancelling')}
          onConfirm={props.onCancel}
          onKeep={props.onKeep}
        />
      ) : null}
      <ErrorAlert error={props.cancelError} t={t} language={language} />
    </li>
  );
}

function Outcome(props: { value: string | undefined; t: Translate }) {
  const key =
    props.value === 'answered' || props.value === 'not_answered'
      ? `popup.outcome.${props.value}`
      : 'popup.outcome.pending';
  return (
    <span class={`popup-outcome popup-outcome-${props.value || 'pending'}`}>({props.t(key)})</span>
  );
}
