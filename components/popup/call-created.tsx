/** The answer to a bridge placed or changed: its call id, its state and the service's words. */
import { StatusMessage } from '../status-message';
import type { CallRecord } from '../../utils/calls/types';
import type { Translate } from '../../utils/i18n';
import { StatusBadge } from './status-badge';

export function CallCreated(props: { call: CallRecord; edited?: boolean; t: Translate }) {
  const { call, t } = props;
  return (
    <StatusMessage kind="success">
      <p class="popup-result">
        {t(props.edited ? 'popup.bridge.updated' : 'popup.bridge.created')}{' '}
        {t('popup.calls.callId')}:{' '}
        <code class="db-ltr" dir="ltr" data-testid="call-id">
          {call.callId}
        </code>{' '}
        <StatusBadge state={call.state} t={t} />
      </p>
      {call.message ? <p class="db-hint">{call.message}</p> : null}
    </StatusMessage>
  );
}
