/** "Export CSV": the view on screen (search and filter applied) as a file the browser downloads. */
import { Button } from '../../ui/button';
import { downloadCsv } from '../../ui/download-csv';
import type { CallRecord } from '../../../utils/calls/types';
import type { Translate } from '../../../utils/i18n';
import { csvFileName, historyCsv } from './history-csv';

export function ExportButton(props: { calls: readonly CallRecord[]; t: Translate }) {
  return (
    <Button
      variant="secondary"
      onClick={() => downloadCsv(historyCsv(props.calls, props.t), csvFileName(Date.now()))}
    >
      {props.t('history.export')}
    </Button>
  );
}
