/**
 * "Export CSV": the view on screen (search and filter applied) as a file the browser downloads,
 * through an <a download> on a blob URL — no permission, nothing leaves the machine.
 */
import { Button } from '../../button';
import type { CallRecord } from '../../../utils/calls/types';
import type { Translate } from '../../../utils/i18n';
import { csvFileName, historyCsv } from './history-csv';

export function ExportButton(props: { calls: readonly CallRecord[]; t: Translate }) {
  function download() {
    const blob = new Blob([historyCsv(props.calls, props.t)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(Date.now());
    document.body.append(link);
    link.click();
    link.remove();
    // The download has its own copy once started; the URL is only needed for the click.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <Button variant="secondary" onClick={download}>
      {props.t('history.export')}
    </Button>
  );
}
