/**
 * Above the history: today's totals, the search box, one filter at a time (toggle buttons, so
 * the choice is read out as pressed), and how many calls the view holds.
 */
import { FILTERS, type HistoryFilter, type TodayTotals } from './history-view';
import { useTranslation } from '../../ui/use-i18n';

export function HistoryToolbar(props: {
  query: string;
  filter: HistoryFilter;
  totals: TodayTotals;
  shown: number;
  total: number;
  onQuery: (query: string) => void;
  onFilter: (filter: HistoryFilter) => void;
}) {
  const { totals } = props;
  const { t } = useTranslation();
  const figures = [
    ['calls', totals.calls],
    ['connected', totals.connected],
    ['notAnswered', totals.notAnswered],
    ['failed', totals.failed],
    ['blocked', totals.blocked],
  ] as const;
  return (
    <div class="history-toolbar">
      <section class="history-totals" aria-labelledby="history-totals-heading">
        <h3 id="history-totals-heading">{t('history.totals')}</h3>
        <dl>
          {figures.map(([key, value]) => (
            <div key={key} class={`history-total history-total-${key}`}>
              <dt>{t(`history.totals.${key}`)}</dt>
              <dd>{t('history.count', { count: value })}</dd>
            </div>
          ))}
        </dl>
      </section>
      <label for="history-search" class="db-visually-hidden">
        {t('history.search')}
      </label>
      <input
        id="history-search"
        type="search"
        class="history-search"
        placeholder={t('history.search')}
        value={props.query}
        onInput={(event) => props.onQuery(event.currentTarget.value)}
      />
      <div class="history-filters" role="group" aria-label={t('history.filters')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            class="history-filter"
            aria-pressed={props.filter === filter}
            onClick={() => props.onFilter(filter)}
          >
            {t(`history.filter.${filter}`)}
          </button>
        ))}
      </div>
      <p class="history-shown" role="status">
        {t('history.shown', { count: props.shown, total: props.total })}
      </p>
    </div>
  );
}
