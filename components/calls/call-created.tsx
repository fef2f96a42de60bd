/**
 * The answer to a bridge placed or changed: who is called, the call's state as it goes on
 * (useLiveCall), the service's words, and its call id for a support request.
 */
import { StatusMessage } from '../ui/status-message';
import type { CallRecord } from '../../utils/calls/records/types';
import { formatInternational } from '../../utils/phone';
import { StatusBadge } from './history/status-badge';
import { useLiveCall } from './use-live-call';
import { useTranslation } from '../ui/use-i18n';

export function CallCreated(props: { call: CallRecord; edited?: boolean }) {
  const { t } = useTranslation();
  const call = useLiveCall(props.call);
  const settledBadly = call.state === 'failed' || call.state === 'not_answered';
  return (
    <StatusMessage kind={settledBadly ? 'error' : 'success'}>
      <p class="popup-result">
        {t(props.edited ? 'popup.bridge.updated' : 'popup.bridge.created')}{' '}
        <bdi class="popup-result-who">
          {call.customer.name || (
            <span class="db-ltr" dir="ltr">
              {formatInternational(call.customer.number)}
            </span>
          )}
        </bdi>{' '}
        <StatusBadge call={call} />
      </p>
      {call.message ? <p class="db-hint">{call.message}</p> : null}
      <p class="db-hint">
        <CallId id={call.callId} testId="call-id" />
      </p>
    </StatusMessage>
  );
}

/** "Call ID: …", the id left to right in any language: what the service's support asks for. */
export function CallId(props: { id: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('popup.calls.callId')}:{' '}
      <code class="db-ltr" dir="ltr" data-testid={props.testId}>
        {props.id}
      </code>
    </>
  );
}
