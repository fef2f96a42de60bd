/**
 * The answer to a bridge placed or changed: who is called, the call's state as it goes on
 * (useLiveCall), the service's words, and its call id for a support request.
 */
import { StatusMessage } from '../ui/status-message';
import type { CallRecord } from '../../utils/calls/types';
import type { Translate } from '../../utils/i18n';
import { formatInternational } from '../../utils/phone';
import { StatusBadge } from './status-badge';
import { useLiveCall } from './use-live-call';

export function CallCreated(props: { call: CallRecord; edited?: boolean; t: Translate }) {
  const { t } = props;
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
        <StatusBadge call={call} t={t} />
      </p>
      {call.message ? <p class="db-hint">{call.message}</p> : null}
      <p class="db-hint">
        {t('popup.calls.callId')}:{' '}
        <code class="db-ltr" dir="ltr" data-testid="call-id">
          {call.callId}
        </code>
      </p>
    </StatusMessage>
  );
}
