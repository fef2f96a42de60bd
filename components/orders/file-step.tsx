/**
 * Before anything is sent: the orders file, its columns, how to send, and the preview. Starting
 * hands the rows and the mapping to the background, which runs the batch from then on.
 */
import { useMemo, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { errorText } from '../../utils/i18n/error-text';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import { MAX_FILE_NAME } from '../../utils/limits';
import type { BatchView, OrdersContext } from '../../utils/orders/batch-types';
import { guessMapping, type ColumnMapping } from '../../utils/orders/columns';
import { fileOverBound, type FileOverBound } from '../../utils/orders/file-bounds';
import type { SettingsView } from '../../utils/settings/store';
import { readTable, type Table } from '../../utils/files/read-table';
import { fileErrorText } from '../../utils/i18n/file-error';
import { BatchOptionFields, optionProblems, type OptionValues } from './batch-options';
import { ColumnMappingFields } from './column-mapping';
import { PreviewTable } from './preview-table';
import { UnknownBefore } from './unknown-before';
import { useDoNotCall } from './use-do-not-call';
import { usePreview } from './use-preview';
import { useTranslation } from '../ui/use-i18n';

const OVER_BOUND_KEYS: Record<FileOverBound['kind'], string> = {
  rows: 'ordersFileTooBig',
  columns: 'ordersFileTooWide',
  header: 'ordersHeaderTooLong',
  cell: 'ordersCellTooLong',
};

export function FileStep(props: {
  context: OrdersContext;
  settings: SettingsView;
  onStarted: (view: BatchView) => void;
  /** The browser's memory of sent orders changed (unknown answers settled here): read it again. */
  onContextChanged: () => void;
}) {
  const { settings, context } = props;
  const { t, language } = useTranslation();
  const [file, setFile] = useState<{ name: string; table: Table } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mapping, setMapping] = useState<ColumnMapping>(guessMapping([]));
  const [options, setOptions] = useState<OptionValues>({
    callFlowId: settings.orderFlowId,
    tries: String(settings.orderTries),
    tryDelayMinutes: String(settings.orderTryDelayMinutes),
    ratePerSecond: '2',
  });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<ErrorInfo | null>(null);
  const sentBefore = useMemo(() => new Map(context.sentBefore), [context.sentBefore]);
  const isDoNotCall = useDoNotCall(
    file?.table.rows ?? null,
    mapping.phone,
    settings.defaultCountry,
  );
  const preview = usePreview(
    file?.table.rows ?? null,
    mapping,
    settings.defaultCountry,
    sentBefore,
    isDoNotCall,
  );
  const problems = optionProblems(options, t);
  const ready = preview.rows.filter((row) => row.ok).length;

  async function onFile(event: Event) {
    const input = event.currentTarget as HTMLInputElement;
    const chosen = input.files?.[0];
    setFile(null);
    setFileProblem(null);
    setStartError(null);
    if (!chosen) return;
    setReading(true);
    try {
      const table = await readTable(chosen, chosen.name);
      // Refused here with its own sentence, not later by the message schema with a generic one.
      const over = fileOverBound(table);
      if (over) return setFileProblem(t(OVER_BOUND_KEYS[over.kind], { ...over }));
      setMapping(guessMapping(table.headers, context.remembered));
      setFile({ name: chosen.name, table });
    } catch (error) {
      setFileProblem(fileErrorText(t, error));
    } finally {
      setReading(false);
    }
  }

  async function start() {
    if (!file || !preview.done || ready === 0 || Object.keys(problems).length > 0) return;
    setStarting(true);
    setStartError(null);
    const reply = await sendMessage('startOrderBatch', {
      fileName: file.name.slice(0, MAX_FILE_NAME),
      headers: file.table.headers,
      rows: file.table.rows,
      mapping,
      options: {
        callFlowId: options.callFlowId.trim(),
        tries: Number(options.tries),
        tryDelayMinutes: Number(options.tryDelayMinutes),
        ratePerSecond: Number(options.ratePerSecond.replace(',', '.')),
      },
    });
    setStarting(false);
    if (reply.ok) props.onStarted(reply.data);
    else setStartError(reply.error);
  }

  return (
    <div class="orders-step">
      <div class="db-field">
        <label for="orders-file">{t('ordersFile')}</label>
        <input
          id="orders-file"
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="orders-file-hint"
          onChange={(event) => void onFile(event)}
        />
        <p id="orders-file-hint" class="db-hint">
          {t('ordersFileHint')}
        </p>
      </div>
      {reading ? <p role="status">{t('ordersReading')}</p> : null}
      {fileProblem ? <StatusMessage kind="error">{fileProblem}</StatusMessage> : null}
      {file ? (
        <>
          <ColumnMappingFields
            headers={file.table.headers}
            mapping={mapping}
            onChange={setMapping}
          />
          <BatchOptionFields values={options} problems={problems} onChange={setOptions} />
          <PreviewTable
            rows={file.table.rows}
            preview={preview.rows}
            mapping={mapping}
            done={preview.done}
          />
          {preview.done ? (
            <UnknownBefore
              rows={file.table.rows}
              preview={preview.rows}
              mapping={mapping}
              onSettled={props.onContextChanged}
            />
          ) : null}
          {preview.done && ready === 0 ? (
            <StatusMessage kind="info">{t('ordersNothingToSend')}</StatusMessage>
          ) : null}
          {startError ? (
            <StatusMessage kind="error">{errorText(t, language, startError)}</StatusMessage>
          ) : null}
          <Button id="orders-start" busy={starting} onClick={() => void start()}>
            {t('ordersStart', { count: ready })}
          </Button>
        </>
      ) : null}
    </div>
  );
}
