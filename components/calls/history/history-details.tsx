/**
 * A history row opened: what kind of call it was, each recipient's outcome (only while there is
 * one to wait for, or once it is known), when it was booked and placed, the maximum length it was
 * allowed (not how long it lasted: the service does not say that reliably), what the service
 * said, the agent's outcome and note, the ids, and the last status-check error.
 */
import type { CallRecord } from '../../../utils/calls/records/types';
import { isSettled } from '../../../utils/calls/records/state';
import { isolateLtr, type Translate } from '../../../utils/i18n';
import { errorText } from '../../../utils/i18n/error-text';
import { formatInternational } from '../../../utils/phone';
import { formatDateTime, formatServiceText } from '../../ui/format';
import { ruleText } from './history-csv';
import { useTranslation } from '../../ui/use-i18n';

/** The agent's outcome and note from a call list: "Call back · After 5 pm". */
export function outcomeText(call: CallRecord, t: Translate): string {
  const outcome = call.outcome ? t(`callOutcome.${call.outcome}`) : '';
  return [outcome, call.note ?? ''].filter(Boolean).join(' · ');
}

export function HistoryDetails(props: { call: CallRecord; serviceZone: string }) {
  const { call } = props;
  const { t, language } = useTranslation();
  const kind = call.kind ?? 'bridge';
  const status = call.status;
  const placed = status?.actualDateTime
    ? formatServiceText(status.actualDateTime, props.serviceZone, language)
    : '';
  const said = call.message ?? status?.callStatus ?? '';
  const refused = call.state === 'blocked';
  return (
    <dl class="popup-call-details">
      <dt>{t('history.detail.kind')}</dt>
      <dd>
        {t(`history.kind.${kind}`)}
        {call.origin === 'page' ? ` · ${t('popup.calls.fromPage')}` : ''}
      </dd>
      <dt>{t('popup.calls.customer')}</dt>
      <dd>
        <span class="popup-number">{formatInternational(call.customer.number)}</span>{' '}
        {call.customer.extension &&
          `${t('popup.calls.askExtension', { extension: isolateLtr(call.customer.extension) })} `}
        <Outcome call={call} value={status?.secondRecipientStatus} />
      </dd>
      {kind === 'bridge' && !refused ? (
        <>
          <dt>{t('popup.calls.agent')}</dt>
          <dd>
            {call.agent.name}{' '}
            <span class="popup-number">{formatInternational(call.agent.number)}</span>{' '}
            <Outcome call={call} value={status?.firstRecipientStatus} />
          </dd>
        </>
      ) : null}
      {call.orderNumber ? (
        <>
          <dt>{t('history.csv.order')}</dt>
          <dd dir="auto">{call.orderNumber}</dd>
        </>
      ) : null}
      {call.readOut ? (
        <>
          <dt>{t('history.detail.readOut')}</dt>
          <dd class="popup-number">{call.readOut.join(' · ')}</dd>
        </>
      ) : null}
      {call.blockedBy ? (
        <>
          <dt>{t('history.detail.rule')}</dt>
          <dd>{ruleText(call.blockedBy, t)}</dd>
        </>
      ) : null}
      {call.outcome || call.note ? (
        <>
          <dt>{t('history.detail.outcome')}</dt>
          <dd dir="auto">{outcomeText(call, t)}</dd>
        </>
      ) : null}
      {call.scheduledAt !== null ? (
        <>
          <dt>{t('history.detail.booked')}</dt>
          <dd>{formatDateTime(call.scheduledAt, language)}</dd>
        </>
      ) : null}
      {/* A booked call not placed yet has a creation time, not a "placed" one; a refused one
          was never placed. */}
      <dt>
        {t(
          refused
            ? 'history.detail.notPlaced'
            : placed || call.scheduledAt === null
              ? 'history.detail.placedAt'
              : 'history.detail.createdAt',
        )}
      </dt>
      <dd>{placed || formatDateTime(call.createdAt, language)}</dd>
      {kind === 'bridge' && !refused ? (
        <>
          <dt>{t('history.detail.maxDuration')}</dt>
          <dd>{t('popup.calls.minutes', { count: call.durationMinutes })}</dd>
        </>
      ) : null}
      {said ? (
        <>
          <dt>{t('history.detail.serviceSaid')}</dt>
          {/* The service's own words, in its own direction. */}
          <dd dir="auto">{said}</dd>
        </>
      ) : null}
      <dt>{t('popup.calls.callId')}</dt>
      <dd>
        <code class="db-ltr" dir="ltr">
          {call.callId}
        </code>
      </dd>
      {call.lastError ? (
        <dd class="popup-poll-error history-wide">
          {t('popup.calls.pollError', { message: errorText(t, language, call.lastError) })}
        </dd>
      ) : null}
    </dl>
  );
}

/** A recipient's outcome; "waiting" only while the call can still produce one. */
function Outcome(props: { call: CallRecord; value: string | undefined }) {
  const { t } = useTranslation();
  const known = props.value === 'answered' || props.value === 'not_answered';
  if (!known && isSettled(props.call.state)) return null;
  const word = known ? t(`popup.outcome.${props.value}`) : t('history.outcome.waiting');
  return <span class="popup-outcome">({word})</span>;
}
