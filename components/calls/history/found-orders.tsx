/**
 * The orders of a bulk run that a history search asked for (by order number or phone number),
 * shown on the run's own line with what became of each: read from the run's rows while it is the
 * last run (the Call lists page keeps one run's rows); an older run's rows are gone, and the line
 * says where to look instead (its results file).
 */
import { useEffect, useState } from 'preact/hooks';
import type { RunSummary } from '../../../utils/calls/records/types';
import { isolateLtr } from '../../../utils/i18n';
import { sendMessage } from '../../../utils/messaging/send';
import { orderKey } from '../../../utils/order-number';
import type { RowState } from '../../../utils/orders/batch-types';
import { formatInternational } from '../../../utils/phone';
import { useTranslation } from '../../ui/use-i18n';
import { orderMatch } from './history-view';

/** A search for "05" would find thousands: the first few are named, the rest counted. */
const SHOWN = 5;

const rowKey = (dial: string, order: string) => `${dial} ${orderKey(order)}`;

export function FoundOrders(props: { run: RunSummary; query: string }) {
  const { t } = useTranslation();
  const match = orderMatch(props.query);
  const found = match ? props.run.orders.filter(match) : [];
  const [states, setStates] = useState<Map<string, RowState> | 'gone' | null>(null);
  const any = found.length > 0;

  useEffect(() => {
    if (!any) return;
    void sendMessage('getOrderResults', {}).then((reply) => {
      const results = reply.ok ? reply.data : null;
      if (results?.batchId !== props.run.batchId) return setStates('gone');
      const byOrder = new Map<string, RowState>();
      for (const outcome of results.outcomes)
        if (outcome.dial && outcome.order)
          byOrder.set(rowKey(outcome.dial, outcome.order.orderNumber), outcome.state);
      setStates(byOrder);
    });
  }, [props.run.batchId, any]);

  if (!any) return null;
  const stateOf = (dial: string, order: string) => {
    if (states === null) return '';
    if (states === 'gone') return t('history.run.stateGone');
    const state = states.get(rowKey(dial, order));
    return state ? t(`history.run.${state}`) : '';
  };
  return (
    <ul class="history-found" aria-label={t('history.run.foundLabel')}>
      {found.slice(0, SHOWN).map(([dial, order]) => (
        <li key={rowKey(dial, order)}>
          {t('history.run.found', {
            order: isolateLtr(order),
            number: isolateLtr(formatInternational(dial)),
            state: stateOf(dial, order),
          })}
        </li>
      ))}
      {found.length > SHOWN ? (
        <li class="db-hint">{t('history.run.foundMore', { count: found.length - SHOWN })}</li>
      ) : null}
    </ul>
  );
}
