/**
 * The preview, a page of PAGE_SIZE rows at a time (a 5,000-row file stays light to render), with
 * the totals above it. Numbers read left to right and unbroken in both languages.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { countText } from '../ui/count-text';
import type { ColumnMapping } from '../../utils/orders/columns';
import {
  previewTotals,
  refusalParams,
  type PreviewRow,
  type RowRefusal,
} from '../../utils/orders/preview';
import { formatInternational } from '../../utils/phone';
import { useTranslation } from '../ui/use-i18n';
import { ColumnHeads } from '../ui/column-heads';

const PAGE_SIZE = 50;

/** The file's three totals above the table, with their labels. */
const TOTALS = [
  ['rows', 'ordersTotalRows'],
  ['ready', 'ordersTotalReady'],
  ['refused', 'ordersTotalRefused'],
] as const;

export function PreviewTable(props: {
  rows: string[][];
  preview: PreviewRow[];
  mapping: ColumnMapping;
  done: boolean;
}) {
  const { rows, preview, mapping } = props;
  const { t, language } = useTranslation();
  const n = (value: number) => countText(language, value);
  const [onlyRefused, setOnlyRefused] = useState(false);
  const [page, setPage] = useState(0);
  const totals = useMemo(() => previewTotals(preview), [preview]);
  const shown = useMemo(() => {
    const indexes: number[] = [];
    preview.forEach((row, index) => {
      if (!onlyRefused || !row.ok) indexes.push(index);
    });
    return indexes;
  }, [preview, onlyRefused]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  useEffect(() => setPage(0), [onlyRefused, rows]);
  const cell = (row: string[] | undefined, column: keyof ColumnMapping) => {
    const at = mapping[column];
    return at === null ? '' : (row?.[at] ?? '');
  };
  return (
    <section class="orders-preview" aria-labelledby="orders-preview-heading">
      <h3 id="orders-preview-heading">{t('ordersPreviewHeading')}</h3>
      {props.done ? null : (
        <p role="status">{t('ordersPreviewing', { done: preview.length, total: rows.length })}</p>
      )}
      <dl class="orders-totals" aria-label={t('ordersPreviewHeading')}>
        {TOTALS.map(([total, label]) => (
          <div key={total}>
            <dt>{t(label)}</dt>
            <dd data-total={total} data-value={totals[total]}>
              {n(totals[total])}
            </dd>
          </div>
        ))}
        {(Object.entries(totals.byReason) as [RowRefusal, number][]).map(([reason, count]) => (
          <div key={reason} class="orders-reason">
            <dt>
              {reason === 'duplicate-in-file'
                ? t('ordersDuplicateTotal')
                : t(`ordersRefusal.${reason}`, refusalParams(reason))}
            </dt>
            <dd>{n(count)}</dd>
          </div>
        ))}
      </dl>
      <CheckboxField
        id="orders-only-refused"
        label={t('ordersOnlyRefused')}
        checked={onlyRefused}
        onChange={setOnlyRefused}
      />
      <table class="orders-table">
        <caption class="db-visually-hidden">{t('ordersTableCaption')}</caption>
        <ColumnHeads
          labels={[
            t('ordersColRow'),
            t('ordersColOrder'),
            t('ordersColPhone'),
            t('ordersColResult'),
          ]}
        />
        <tbody>
          {shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((index) => {
            const verdict = preview[index]!;
            const row = rows[index];
            return (
              <tr key={index} class={verdict.ok ? undefined : 'orders-refused'}>
                <td>{n(index + 2)}</td>
                <td dir="auto">{cell(row, 'orderNumber')}</td>
                <td dir="ltr" class="db-ltr">
                  {cell(row, 'phone')}
                </td>
                <td>
                  {verdict.ok ? (
                    <span dir="ltr" class="db-ltr orders-dial">
                      {formatInternational(verdict.dial)}
                    </span>
                  ) : (
                    t(
                      `ordersRefusal.${verdict.refusal}`,
                      refusalParams(verdict.refusal, verdict.firstRow),
                    )
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="orders-pager">
        <Button variant="secondary" onClick={() => setPage(Math.max(0, page - 1))}>
          {t('ordersPrevPage')}
        </Button>
        <span>{t('ordersPage', { page: page + 1, pages })}</span>
        <Button variant="secondary" onClick={() => setPage(Math.min(pages - 1, page + 1))}>
          {t('ordersNextPage')}
        </Button>
      </div>
    </section>
  );
}
