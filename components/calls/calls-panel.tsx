/**
 * The calls history: every call made from this browser (bridges, order confirmations,
 * dispatches), newest first, with today's totals, a search, one filter, CSV export of the view
 * and a virtualised list of one-line rows (./history/).
 *
 * On open the stored list shows at once, then refreshCalls asks the service about the calls that
 * are running or whose scheduled time is near (not those booked further ahead: the background's
 * alarm checks each a little before its own time). After that the alarm does the polling (so
 * nothing depends on the popup staying open); while the section is visible and some call is still
 * open, the popup only re-reads the stored list (listCalls, no service request). So opening the
 * popup costs one status request per running or imminent call, however many calls are booked.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import type { CallRecord } from '../../utils/calls/records/types';
import { isSettled } from '../../utils/calls/records/state';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings/schema';
import { ConfirmInline } from '../ui/confirm-inline';
import { ErrorAlert } from '../ui/error-alert';
import { ExportButton } from './history/export-button';
import { HistoryList } from './history/history-list';
import { HistoryToolbar } from './history/history-toolbar';
import { todayTotals, viewCalls, type HistoryFilter } from './history/history-view';
import './history/history.css';
import { useSubmission } from '../ui/use-submission';
import { WATCH_EVERY_MS } from './use-live-call';
import { useTranslation } from '../ui/use-i18n';

export function CallsPanel(props: {
  settings: SettingsView;
  active: boolean;
  /** Bumped when a call was created or changed elsewhere in the popup. */
  changeCount: number;
  highlightId: string | null;
  onEdit: (call: CallRecord) => void;
}) {
  const { t } = useTranslation();
  const [calls, setCalls] = useState<CallRecord[] | null>(null);
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(props.highlightId);
  const [revealId, setRevealId] = useState<string | null>(props.highlightId);
  const clear = useSubmission();

  async function refresh() {
    setRefreshing(true);
    const reply = await sendMessage('refreshCalls', {});
    setRefreshing(false);
    if (reply.ok) {
      setCalls(reply.data);
      setLoadError(null);
    } else setLoadError(reply.error);
  }

  async function reread() {
    const reply = await sendMessage('listCalls', {});
    if (reply.ok) setCalls(reply.data);
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

  // Shown again: re-read the stored list, which the Order and Dispatch forms add to as well.
  useEffect(() => {
    if (props.active && calls !== null) void reread();
  }, [props.active]);

  // A notification click chose a call after the panel mounted: open it and bring it into view.
  useEffect(() => {
    if (!props.highlightId) return;
    setOpenId(props.highlightId);
    setRevealId(props.highlightId);
  }, [props.highlightId]);

  const hasOpen = (calls ?? []).some((call) => !isSettled(call.state));
  useEffect(() => {
    if (!props.active || !hasOpen) return;
    const timer = setInterval(() => void reread(), WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [props.active, hasOpen]);

  const now = Date.now();
  const view = useMemo(
    () => viewCalls(calls ?? [], query, filter, now),
    [calls, query, filter, new Date(now).toDateString()],
  );
  const totals = useMemo(
    () => todayTotals(calls ?? [], now),
    [calls, new Date(now).toDateString()],
  );

  async function clearAll() {
    const reply = await clear.run(() => sendMessage('clearCalls', {}));
    if (reply?.ok) {
      setCalls(reply.data);
      setConfirmClear(false);
    }
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
          {view.length > 0 ? <ExportButton calls={view} /> : null}
          {calls && calls.length > 0 && !confirmClear ? (
            <Button variant="secondary" onClick={() => setConfirmClear(true)}>
              {t('popup.calls.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      {confirmClear ? (
        <ConfirmInline
          id="clear-calls"
          question={t('popup.calls.clearConfirm')}
          confirmLabel={t('popup.calls.clearYes')}
          keepLabel={t('popup.calls.keep')}
          busy={clear.busy}
          onConfirm={() => void clearAll()}
          onKeep={() => setConfirmClear(false)}
        />
      ) : null}
      <ErrorAlert error={clear.error ?? loadError} />
      {calls === null ? (
        <p role="status">{t('popup.loading')}</p>
      ) : calls.length === 0 ? (
        <p class="db-hint">{t('popup.calls.empty')}</p>
      ) : (
        <>
          <HistoryToolbar
            query={query}
            filter={filter}
            totals={totals}
            shown={view.length}
            total={calls.length}
            onQuery={setQuery}
            onFilter={setFilter}
          />
          {view.length === 0 ? <p class="db-hint">{t('history.noMatch')}</p> : null}
          <HistoryList
            calls={view}
            openId={openId}
            highlightId={props.highlightId}
            revealId={props.active ? revealId : null}
            onRevealed={() => setRevealId(null)}
            query={query}
            settings={props.settings}
            onToggle={(callId) => setOpenId((old) => (old === callId ? null : callId))}
            onEdit={props.onEdit}
            onChanged={() => void refresh()}
          />
        </>
      )}
    </div>
  );
}
