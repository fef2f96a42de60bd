/**
 * "A CSV or XLSX file": read with readTable (Papa Parse, read-excel-file), then the agent maps
 * the phone and name columns with selects; the mapping they used last is offered first.
 */
import { useField } from '../ui/use-field';
import { FieldFrame } from '../ui/field-frame';
import { SelectField } from '../ui/select-field';
import type { ListColumns } from '../../utils/call-lists/types';
import { readTable, type Table } from '../../utils/files/read-table';
import { fileErrorText } from '../../utils/i18n/file-error';
import type { Translate } from '../../utils/i18n';
import { suggestColumns, type UnreadRow } from '../../utils/call-lists/build';
import { useTranslation } from '../ui/use-i18n';

export interface ChosenFile {
  name: string;
  table: Table;
  columns: ListColumns;
}

export function FileSource(props: {
  country: string;
  file: ChosenFile | null;
  error: string;
  remembered: ListColumns | null;
  onFile: (file: ChosenFile | null, error: string) => void;
}) {
  const { file } = props;
  const { t } = useTranslation();
  const field = useField({
    id: 'list-file',
    hint: t('listFileHint'),
    error: props.error || undefined,
  });

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    if (!chosen) return props.onFile(null, '');
    try {
      const table = await readTable(chosen, chosen.name);
      props.onFile(
        {
          name: chosen.name,
          table,
          columns: suggestColumns(table, props.remembered, props.country),
        },
        '',
      );
    } catch (error) {
      props.onFile(null, fileErrorText(t, error));
    }
  }

  const headers = file?.table.headers ?? [];
  const options = headers.map((header, index) => ({
    value: header,
    label: header || `(${index + 1})`,
  }));
  const setColumns = (columns: Partial<ListColumns>) =>
    file && props.onFile({ ...file, columns: { ...file.columns, ...columns } }, '');
  return (
    <div>
      <FieldFrame field={field} label={t('listFileLabel')}>
        <input
          {...field.control}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void choose(event.currentTarget)}
        />
      </FieldFrame>
      {file ? (
        <>
          <p class="db-hint" role="status">
            {t('listFileRows', { count: file.table.rows.length, file: file.name })}
          </p>
          <div class="list-columns">
            <SelectField
              id="list-column-phone"
              label={t('listColumnPhone')}
              value={file.columns.phone}
              options={options}
              onChange={(phone) => setColumns({ phone })}
            />
            <SelectField
              id="list-column-name"
              label={t('listColumnName')}
              value={file.columns.name}
              options={[{ value: '', label: t('listColumnNone') }, ...options]}
              onChange={(name) => setColumns({ name })}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** "2 rows have no number and were left out: row 3 “n/a”, row 7 (empty)" (the first five). */
export function unreadRowsText(t: Translate, rows: readonly UnreadRow[]): string {
  return t('listFileUnread', {
    count: rows.length,
    rows: rows
      .slice(0, 5)
      .map(({ row, cell }) =>
        cell ? t('listFileRow', { row, cell: cell.slice(0, 60) }) : t('listFileRowEmpty', { row }),
      )
      .join(', '),
  });
}
