/** "Export CSV": the view on screen (search and filter applied) as a file the browser downloads. */
import { Button } from '../../ui/button';
import { downloadCsv } from '../../ui/download-csv';
import type { CallRecord } from '../../../utils/calls/records/types';
import { csvFileName, historyCsv } from './history-csv';
import { useTranslation } from '../../ui/use-i18n';

export function ExportButton(props: { calls: readonly CallRecord[] }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      onClick={() => downloadCsv(historyCsv(props.calls, t), csvFileName(Date.now()))}
    >
      {t('history.export')}
    </Button>
  );
}
