/**
 * A batch under way or finished: what it is doing (or why it stopped), the progress bar and the
 * counts, the time left, and the person's controls. Every control asks the background, which
 * owns the run; this page only shows what the background reports.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import type { Translate } from '../../utils/i18n';
import { whenText } from '../../utils/i18n/when-text';
import { errorText } from '../../utils/i18n/error-text';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { BatchView } from '../../utils/orders/batch-types';
import { countText } from '../ui/count-text';
import { downloadCsv } from '../ui/download-csv';
import { resultsCsv, resultsFileName } from '../../utils/orders/results-file';
import { UnknownRows } from './unknown-rows';
import { useTranslation } from '../ui/use-i18n';

type Action = 'pause' | 'resume' | 'cancel' | 'clear';

export function BatchProgress(props: {
  batch: BatchView;
  onView: (view: BatchView | null) => void;
}) {
  const { batch } = props;
  const { t, language } = useTranslation();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState<Action | 'download' | null>(null);
  const { counts } = batch;
  const refused = counts.refusedInPreview + counts.refusedByService + (counts.refusedByRule ?? 0);
  const underway = batch.status === 'running' || batch.status === 'paused';

  async function change(action: Action) {
    setBusy(action);
    setError(null);
    const reply = await sendMessage('changeOrderBatch', { action });
    setBusy(null);
    if (reply.ok) props.onView(reply.data);
    else setError(reply.error);
  }

  async function download() {
    setBusy('download');
    setError(null);
    const reply = await sendMessage('getOrderResults', {});
    setBusy(null);
    if (!reply.ok) return setError(reply.error);
    if (reply.data) downloadCsv(resultsCsv(reply.data, t), resultsFileName(reply.data.fileName));
  }

  // A wait for the calling hours may last days: it names the day, as every rule refusal does.
  const time = (at: number, reason: string) =>
    reason === 'outside-hours'
      ? whenText(at, Date.now(), language)
      : new Date(at).toLocaleTimeString(language === 'ar' ? 'ar-SA' : 'en-GB');
  const waitingForHours = batch.wait?.reason === 'outside-hours';
  const entries: Array<[string, number]> = [
    ['sent', counts.sent],
    ['queued', counts.queued],
    ['refused', refused],
    ['failed', counts.failed],
    ['unknown', counts.unknown],
    ['remaining', counts.remaining],
  ];
  return (
    <div class="orders-batch" data-status={batch.status}>
      <p class="orders-file-name">{t('ordersFileName', { name: batch.fileName })}</p>
      <StatusMessage kind={batch.pause && batch.pause.reason !== 'person' ? 'error' : 'info'}>
        <p id="orders-state">
          {batch.pause ? t(`ordersPause.${batch.pause.reason}`) : t(`ordersStatus.${batch.status}`)}
        </p>
        {batch.wait && batch.status === 'running' ? (
          <p id="orders-wait">
            {t(`ordersWait.${batch.wait.reason}`, {
              time: time(batch.wait.until, batch.wait.reason),
            })}
          </p>
        ) : null}
      </StatusMessage>
      <div class="db-field">
        <label for="orders-progress">{t('ordersProgress')}</label>
        <progress id="orders-progress" value={counts.sent} max={Math.max(1, counts.toSend)} />
        <p>{t('ordersSentOf', { sent: counts.sent, total: counts.toSend })}</p>
      </div>
      <dl class="orders-totals">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`ordersCount.${key}`)}</dt>
            <dd data-count={key} data-value={value}>
              {countText(language, value)}
            </dd>
          </div>
        ))}
      </dl>
      {batch.status === 'running' ? (
        <p>
          {t('ordersPace', { rate: round(batch.rate), set: round(batch.ratePerSecond) })}
          {batch.etaSeconds !== null && !waitingForHours
            ? ` · ${t('ordersEta', { time: duration(batch.etaSeconds, t) })}`
            : ''}
        </p>
      ) : null}
      <UnknownRows batch={batch} onView={props.onView} onError={setError} />
      {error ? <StatusMessage kind="error">{errorText(t, language, error)}</StatusMessage> : null}
      <div class="orders-actions">
        {batch.status === 'running' ? (
          <Button busy={busy === 'pause'} onClick={() => void change('pause')}>
            {t('ordersPauseButton')}
          </Button>
        ) : null}
        {batch.status === 'paused' ? (
          <Button busy={busy === 'resume'} onClick={() => void change('resume')}>
            {t('ordersResumeButton')}
          </Button>
        ) : null}
        {underway ? (
          <Button
            variant="secondary"
            busy={busy === 'cancel'}
            onClick={() => void change('cancel')}
          >
            {t('ordersCancelButton')}
          </Button>
        ) : null}
        <Button
          id="orders-download"
          variant="secondary"
          busy={busy === 'download'}
          onClick={() => void download()}
        >
          {t('ordersDownload')}
        </Button>
        {underway ? null : (
          <Button variant="secondary" busy={busy === 'clear'} onClick={() => void change('clear')}>
            {t('ordersNewFile')}
          </Button>
        )}
      </div>
    </div>
  );
}

function round(rate: number): number {
  return Math.round(rate * 10) / 10;
}

function duration(seconds: number, t: Translate): string {
  return seconds >= 90
    ? t('ordersMinutes', { count: Math.round(seconds / 60) })
    : t('ordersSeconds', { count: Math.max(1, Math.round(seconds)) });
}
