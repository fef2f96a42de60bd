/**
 * A bulk order run opened in the history: what became of its rows, and its results file. Only
 * the last run's rows are kept (the Call lists page holds one run), so an older run says so
 * instead of offering a file it no longer has.
 */
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import { downloadCsv } from '../../ui/download-csv';
import { resultsCsv, resultsFileName } from '../../../utils/orders/results-file';
import type { RunSummary } from '../../../utils/calls/records/types';
import { sendMessage } from '../../../utils/messaging/send';
import { formatDateTime } from '../../ui/format';
import { useTranslation } from '../../ui/use-i18n';

const COUNTS = ['queued', 'refused', 'failed', 'unknown'] as const;

export function RunDetails(props: { run: RunSummary }) {
  const { run } = props;
  const { t, language } = useTranslation();
  const [gone, setGone] = useState(false);

  async function download() {
    const reply = await sendMessage('getOrderResults', {});
    const results = reply.ok ? reply.data : null;
    if (results?.batchId !== run.batchId) return setGone(true);
    downloadCsv(resultsCsv(results, t), resultsFileName(results.fileName));
  }

  return (
    <div class="history-run">
      <dl class="popup-call-details">
        <dt>{t('history.detail.kind')}</dt>
        <dd>{t('history.kind.run')}</dd>
        <dt>{t('history.run.file')}</dt>
        <dd dir="auto">{run.fileName}</dd>
        <dt>{t('history.run.rows')}</dt>
        <dd>{t('history.count', { count: run.total })}</dd>
        {COUNTS.map((count) => (
          <Fragment key={count}>
            <dt>{t(`history.run.${count}`)}</dt>
            <dd>{t('history.count', { count: run[count] })}</dd>
          </Fragment>
        ))}
        {run.finishedAt !== null ? (
          <>
            <dt>{t('history.run.finished')}</dt>
            <dd>{formatDateTime(run.finishedAt, language)}</dd>
          </>
        ) : null}
      </dl>
      <div class="popup-actions">
        <Button variant="secondary" onClick={() => void download()}>
          {t('history.run.results')}
        </Button>
      </div>
      {gone ? <p class="db-hint">{t('history.run.resultsGone')}</p> : null}
    </div>
  );
}
