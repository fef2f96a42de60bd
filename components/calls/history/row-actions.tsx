/**
 * A history row's actions. A scheduled bridge: Edit and Cancel (cancel asks first). A call that
 * is over (and every order or dispatch): Call now — "Retry" when it failed or was not answered —
 * and Call back…, a scheduled bridge. Each is one deliberate click on a visible button; a refusal
 * (a live call to the same customer, or one earlier today) comes with "Call again". The outcome
 * is announced right here, next to the row that started it.
 */
import { useRef, useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import type { CallRecord } from '../../../utils/calls/records/types';
import { isolateLtr } from '../../../utils/i18n';
import { formatInternational } from '../../../utils/phone';
import { sendMessage } from '../../../utils/messaging/send';
import type { SettingsView } from '../../../utils/settings/schema';
import { ConfirmInline } from '../../ui/confirm-inline';
import { ErrorAlert } from '../../ui/error-alert';
import { formatDateTime } from '../../ui/format';
import { useSubmission } from '../../ui/use-submission';
import { CallBack } from './call-back';
import { redialForm, wantsRetry } from './history-actions';
import { useTranslation } from '../../ui/use-i18n';

export function RowActions(props: {
  call: CallRecord;
  name: string;
  settings: SettingsView;
  onEdit: (call: CallRecord) => void;
  /** A call was created or this one changed: the list reloads. */
  onChanged: () => void;
}) {
  const { call } = props;
  const { t, language } = useTranslation();
  const action = useSubmission();
  const [mode, setMode] = useState<'callBack' | 'cancel' | null>(null);
  const [done, setDone] = useState('');
  /** The number this row just marked "Asked not to be called": its Undo shows beside the note. */
  const [undoable, setUndoable] = useState<string | null>(null);
  const lastCallAt = useRef<number | null>(null);
  const id = `row-${call.callId}`;

  async function bridge(callAt: number | null, repeat = false) {
    lastCallAt.current = callAt;
    setDone('');
    const form = redialForm(call, props.settings, callAt);
    const reply = await action.run(() =>
      sendMessage('createBridge', { ...form, ...(repeat && { repeat }) }),
    );
    if (!reply?.ok) return;
    setMode(null);
    setDone(
      callAt === null
        ? t('history.placed', { name: props.name })
        : t('history.booked', { time: formatDateTime(callAt, language) }),
    );
    props.onChanged();
  }

  async function markDoNotCall() {
    setDone('');
    const reply = await action.run(() =>
      sendMessage('markDoNotCall', { dial: call.customer.number }),
    );
    if (!reply?.ok) return;
    const number = isolateLtr(formatInternational(reply.data.dial));
    const { cancelled } = reply.data;
    setDone(
      cancelled > 0
        ? t('history.doNotCallCancelled', { number, count: cancelled })
        : t('history.doNotCallDone', { number }),
    );
    setUndoable(reply.data.dial);
    props.onChanged();
  }

  /** The agent's own mark, undone a moment later (bookings it cancelled stay cancelled). */
  async function undoDoNotCall(dial: string) {
    const reply = await action.run(() => sendMessage('undoDoNotCall', { dial }));
    setUndoable(null);
    if (!reply?.ok) return;
    setDone(t('history.doNotCallUndone', { number: isolateLtr(formatInternational(dial)) }));
    props.onChanged();
  }

  async function cancel() {
    const reply = await action.run(() => sendMessage('cancelBridge', { callId: call.callId }));
    if (!reply?.ok) return;
    setMode(null);
    props.onChanged();
  }

  const scheduled = call.state === 'scheduled';
  const over = !scheduled && call.state !== 'calling';
  return (
    <div class="history-actions">
      {mode === null && (scheduled || over) ? (
        <div class="popup-actions">
          {scheduled ? (
            <>
              <Button variant="secondary" onClick={() => props.onEdit(call)}>
                {t('popup.calls.edit')}
              </Button>
              <Button variant="secondary" onClick={() => setMode('cancel')}>
                {t('popup.calls.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button busy={action.busy} onClick={() => void bridge(null)}>
                {t(wantsRetry(call) ? 'history.retry' : 'history.redial')}
              </Button>
              <Button variant="secondary" onClick={() => setMode('callBack')}>
                {t('history.callBack')}
              </Button>
            </>
          )}
          {call.run ? null : (
            <Button variant="secondary" busy={action.busy} onClick={() => void markDoNotCall()}>
              {t('history.doNotCall')}
            </Button>
          )}
        </div>
      ) : null}
      {mode === 'callBack' ? (
        <CallBack
          id={id}
          busy={action.busy}
          onBook={(callAt) => void bridge(callAt)}
          onClose={() => setMode(null)}
        />
      ) : null}
      {mode === 'cancel' ? (
        <ConfirmInline
          id={`cancel-${call.callId}`}
          question={t('popup.calls.cancelConfirm', { name: props.name })}
          confirmLabel={t('popup.calls.cancelYes')}
          keepLabel={t('popup.calls.keep')}
          busy={action.busy}
          busyLabel={t('popup.calls.cancelling')}
          onConfirm={() => void cancel()}
          onKeep={() => setMode(null)}
        />
      ) : null}
      <ErrorAlert
        error={action.error}
        callingAgain={action.busy}
        onCallAgain={() => void bridge(lastCallAt.current, true)}
        onScheduleAt={(at) => void bridge(at)}
      />
      <p class="history-done" role="status">
        {done}
      </p>
      {undoable ? (
        <div class="popup-actions">
          <Button
            variant="secondary"
            busy={action.busy}
            onClick={() => void undoDoNotCall(undoable)}
          >
            {t('history.undoDoNotCall')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
