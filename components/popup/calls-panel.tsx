/**
 * The calls made from this browser, newest first. On open the stored list shows at once, then
 * refreshCalls asks the service about the calls that are running or whose scheduled time is near
 * (not those booked further ahead: the background's alarm checks each a little before its own
 * time). After that the alarm does the polling (so nothing depends on the popup staying open);
 * while the section is visible and some call is still open, the popup only re-reads the stored
 * list (listCalls, no service request). So opening the popup costs one status request per
 * running or imminent call, however many calls are booked for later.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Button } from '../button';
import type { CallRecord, CallState } from '../../utils/calls/types';
import type { Language, Translate } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/messaging/errors';
import { sendMessage } from '../../utils/messaging/send';
import { CallRow } from './call-row';
import { ConfirmInline } from './confirm-inline';
import { ErrorAlert } from './error-alert';
import { useSubmission } from './use-submission';

const OPEN_STATES: readonly CallState[] = ['scheduled', 'calling'];
const WATCH_EVERY_MS = 2000;

export function CallsPanel(props: {
  t: Translate;
  language: Language;
  serviceZone: string;
  active: boolean;
  /** Bumped when a call was created or changed elsewhere in the popup. */
  changeCount: number;
  highlightId: string | null;
  onEdit: (call: CallRecord) => void;
}) {
  const { t, language } = props;
  const [calls, setCalls] = useState<CallRecord[] | null>(null);
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [confirm, setConfirm] = useState<
    { kind: 'clear' } | { kind: 'cancel'; callId: string } | null
  >(null);
  const action = useSubmission();
  const scrolled = useRef(false);

  async function refresh() {
    setRefreshing(true);
    const reply = await sendMessage('refreshCalls', {});
    setRefreshing(false);
    if (reply.ok) {
      setCalls(reply.data);
      setLoadError(null);
    } else setLoadError(reply.error);
  }

  // First the stored list (instant), then the service's news.
  useEffect(() => {
    let live = true;
    void sendMessage('listCalls', {}).then((reply) => {
      if (!live) return;
      if (reply.ok) setCalls(reply.data);
      else setLoadError(reply.error);
      void refresh();
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (props.changeCount > 0) void refresh();
  }, [props.changeCount]);

  const hasOpen = (calls ?? []).some((call) => OPEN_STATES.includes(call.state));
  useEffect(() => {
    if (!props.active || !hasOpen) return;
    const timer = setInterval(() => {
      void sendMessage('listCalls', {}).then((reply) => {
        if (reply.ok) setCalls(reply.data);
      });
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [props.active, hasOpen]);

  // popup.html?call=<id> (a notification was clicked): bring that call into view once.
  useEffect(() => {
    if (scrolled.current || !props.highlightId || !props.active || !calls) return;
    const row = document.getElementById(`call-${props.highlightId}`);
    if (!row) return;
    scrolled.current = true;
    row.scrollIntoView({ block: 'center' });
    row.focus();
  }, [calls, props.active, props.highlightId]);

  async function clearAll() {
    const reply = await action.run(() => sendMessage('clearCalls', {}));
    if (reply?.ok) {
      setCalls(reply.data);
      setConfirm(null);
    }
  }

  async function cancelCall(callId: string) {
    const reply = await action.run(() => sendMessage('cancelBridge', { callId }));
    if (!reply?.ok) return;
    setCalls((old) => (old ?? []).map((call) => (call.callId === callId ? reply.data : call)));
    setConfirm(null);
  }

  return (
    <div class="popup-calls">
      <div class="popup-heading-row">
        <h2 id="calls-heading">{t('popup.calls.heading')}</h2>
        <div class="popup-actions">
          <Button
            variant="secondary"
            busy={refreshing}
            busyLabel={t('popup.calls.refreshing')}
            onClick={() => void refresh()}
          >
            {t('popup.calls.refresh')}
          </Button>
          {calls && calls.length > 0 && confirm?.kind !== 'clear' ? (
            <Button variant="secondary" onClick={() => setConfirm({ kind: 'clear' })}>
              {t('popup.calls.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      {confirm?.kind === 'clear' ? (
        <ConfirmInline
          id="clear-calls"
          question={t('popup.calls.clearConfirm')}
          confirmLabel={t('popup.calls.clearYes')}
          keepLabel={t('popup.calls.keep')}
          busy={action.busy}
          onConfirm={() => void clearAll()}
          onKeep={() => setConfirm(null)}
        />
      ) : null}
      <ErrorAlert
        error={confirm?.kind === 'cancel' ? loadError : (action.error ?? loadError)}
        t={t}
        language={language}
      />
      {calls === null ? (
        <p role="status">{t('popup.loading')}</p>
      ) : calls.length === 0 ? (
        <p class="db-hint">{t('popup.calls.empty')}</p>
      ) : (
        <ul class="popup-call-list" aria-label={t('popup.calls.listLabel')}>
          {calls.map((call) => (
            <CallRow
              key={call.callId}
              call={call}
              t={t}
              language={language}
              serviceZone={props.serviceZone}
              highlighted={call.callId === props.highlightId}
              confirmingCancel={confirm?.kind === 'cancel' && confirm.callId === call.callId}
              cancelling={action.busy}
              cancelError={
                confirm?.kind === 'cancel' && confirm.callId === call.callId ? action.error : null
              }
              onEdit={() => props.onEdit(call)}
              onAskCancel={() => {
                action.setError(null);
                setConfirm({ kind: 'cancel', callId: call.callId });
              }}
              onCancel={() => void cancelCall(call.callId)}
              onKeep={() => setConfirm(null)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
