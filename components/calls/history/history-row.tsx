/**
 * One call on one line: who (the name, or "No name"), the number grouped with its country code,
 * the state as a symbol and a word, and when. The line is a button that opens the details and
 * the row's actions below it (aria-expanded), so ids and service words stay out of the way until
 * asked for.
 */
import type { CallRecord } from '../../../utils/calls/records/types';
import type { Language, Translate } from '../../../utils/i18n';
import { formatInternational } from '../../../utils/phone';
import type { SettingsView } from '../../../utils/settings/schema';
import { StatusBadge } from './status-badge';
import { HistoryDetails } from './history-details';
import { callTime, isToday } from './history-view';
import { RowActions } from './row-actions';
import { RunDetails } from './run-details';
import { FoundOrders } from './found-orders';
import { useTranslation } from '../../ui/use-i18n';

const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-arab' };

/** '10:42' today, '21 Nov 10:42' another day. */
function shortTime(epochMs: number, language: Language, now: number): string {
  const options: Intl.DateTimeFormatOptions = isToday(epochMs, now)
    ? { timeStyle: 'short' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locales[language], options).format(new Date(epochMs));
}

/**
 * The name; for an order, its number too ("Order A-17" alone when no name is known); for a bulk
 * run, its file.
 */
function label(call: CallRecord, name: string, t: Translate): string {
  if (call.run) return t('history.run.label', { file: call.run.fileName });
  if (!call.orderNumber) return name;
  const order = t('history.order', { order: call.orderNumber });
  return call.customer.name ? `${call.customer.name} · ${order}` : order;
}

export function HistoryRow(props: {
  call: CallRecord;
  open: boolean;
  highlighted: boolean;
  now: number;
  /** The history's search: a bulk run shows the orders it found in it. */
  query: string;
  settings: SettingsView;
  onToggle: () => void;
  onEdit: (call: CallRecord) => void;
  onChanged: () => void;
}) {
  const { call } = props;
  const { t, language } = useTranslation();
  const name = call.customer.name || t('history.noName');
  const detailsId = `call-${call.callId}-details`;
  const classes = ['history-row', props.highlighted && 'highlighted', props.open && 'open'];
  return (
    <div
      id={`call-${call.callId}`}
      class={classes.filter(Boolean).join(' ')}
      data-state={call.state}
      data-kind={call.kind ?? 'bridge'}
    >
      <button
        type="button"
        id={`call-${call.callId}-line`}
        class="history-line"
        aria-expanded={props.open}
        aria-controls={props.open ? detailsId : undefined}
        onClick={(event) => {
          // A double click opens a row once. Its second click is no toggle either when the first
          // one (Call again) changed the rows under the pointer.
          if (event.detail <= 1) props.onToggle();
        }}
      >
        <span
          class={call.customer.name || call.run ? 'history-name' : 'history-name db-hint'}
          dir="auto"
        >
          {label(call, name, t)}
        </span>
        {call.run ? (
          <>
            <span class="history-number">
              {t('history.run.orders', { count: call.run.orders.length })}
            </span>
            <span class="popup-badge popup-badge-sent" data-state="sent">
              {t(`history.run.status.${call.run.status}`)}
            </span>
          </>
        ) : (
          <>
            <span class="popup-number history-number">
              {formatInternational(call.customer.number)}
            </span>
            <StatusBadge call={call} />
          </>
        )}
        <time class="history-time" dateTime={new Date(callTime(call)).toISOString()}>
          {shortTime(callTime(call), language, props.now)}
        </time>
      </button>
      {call.run ? <FoundOrders run={call.run} query={props.query} /> : null}
      {props.open && call.run ? (
        <div id={detailsId} class="history-more">
          <RunDetails run={call.run} />
        </div>
      ) : props.open ? (
        <div id={detailsId} class="history-more">
          <HistoryDetails call={call} serviceZone={props.settings.serviceTimeZone} />
          <RowActions
            call={call}
            name={name}
            settings={props.settings}
            onEdit={props.onEdit}
            onChanged={props.onChanged}
          />
        </div>
      ) : null}
    </div>
  );
}
