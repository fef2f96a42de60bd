/**
 * What the team system is doing, for the agent and the team lead: how many events wait and why
 * (since when, and the next try), the events the team's system refused with its answer (send
 * again or discard), and the do-not-call list from the address (its size, when it was read and
 * checked, and what failed since when, the last good copy staying in force).
 */
import { isolateLtr } from '../../utils/i18n';
import type { TeamSystemView } from '../../utils/team-system/view';
import { formatInternational } from '../../utils/phone';
import { Button } from '../ui/button';
import { formatDateTime } from '../ui/format';
import { useTranslation } from '../ui/use-i18n';

type Act = (
  change: { action: 'send-again' | 'discard'; seq: number } | { action: 'send-now' },
) => void;

export function EventsStatus(props: { view: TeamSystemView; act: Act; busy: boolean }) {
  const { t, language } = useTranslation();
  const { events, config } = props.view;
  const when = (at: number | null) => (at === null ? '' : formatDateTime(at, language));
  const problem = events.problem;
  return (
    <div class="db-team-status" aria-labelledby="team-events-heading">
      <h3 id="team-events-heading">{t('team.events.heading')}</h3>
      <p role="status" id="team-events-status">
        {!config.eventsUrl && events.waiting === 0
          ? t('team.events.off')
          : events.waiting === 0
            ? `${t('team.events.allSent')}${events.lastDeliveredAt ? ` ${t('team.events.lastSent', { when: when(events.lastDeliveredAt) })}` : ''}`
            : [
                t('team.events.waiting', { count: events.waiting }),
                problem
                  ? t(`team.events.why.${problem.kind}`, {
                      since: when(events.since),
                      status: 'status' in problem ? String(problem.status) : '',
                    })
                  : '',
                events.nextAttemptAt
                  ? t('team.events.nextTry', { when: when(events.nextAttemptAt) })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
      </p>
      {events.waiting > 0 && config.eventsUrl ? (
        <Button
          variant="secondary"
          busy={props.busy}
          onClick={() => props.act({ action: 'send-now' })}
        >
          {t('team.events.sendNow')}
        </Button>
      ) : null}
      {events.refused > 0 ? (
        <>
          <p>{t('team.events.refused', { count: events.refused })}</p>
          <ul class="db-team-refused">
            {events.refusedEvents.map((row) => (
              <li key={row.seq}>
                <span>
                  {t('team.events.refusedRow', {
                    type: isolateLtr(row.type),
                    customer: isolateLtr(formatInternational(row.customer.replace(/^\+/, ''))),
                    when: formatDateTime(Date.parse(row.occurredAt), language),
                    // An HTTP status reads as written; the receiver's words in their own direction.
                    status: String(row.status),
                    answer: `\u2068${row.answer}\u2069`,
                  })}
                </span>{' '}
                <Button
                  variant="secondary"
                  onClick={() => props.act({ action: 'send-again', seq: row.seq })}
                >
                  {t('team.events.sendAgain')}
                </Button>{' '}
                <Button
                  variant="secondary"
                  onClick={() => props.act({ action: 'discard', seq: row.seq })}
                >
                  {t('team.events.discard')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function ListStatus(props: { view: TeamSystemView; readNow: () => void; busy: boolean }) {
  const { t, language } = useTranslation();
  const { list, config } = props.view;
  const when = (at: number | null) => (at === null ? '—' : formatDateTime(at, language));
  const problemText = (problem: NonNullable<NonNullable<typeof list>['problem']>) =>
    t(`team.list.problem.${problem.kind}`, {
      status: 'status' in problem ? String(problem.status) : '',
      line: 'line' in problem ? problem.line : '',
      text: 'text' in problem ? `\u2068${problem.text}\u2069` : '',
    });
  let text: string;
  if (!config.doNotCallUrl) text = t('team.list.off');
  else if (!list) text = t('team.list.notRead');
  else if (list.problem && list.readAt !== null)
    text = t('team.list.failed', {
      problem: problemText(list.problem),
      since: when(list.since),
      read: when(list.readAt),
    });
  else if (list.problem)
    text = t('team.list.failedNone', {
      problem: problemText(list.problem),
      since: when(list.since),
    });
  else
    text = t('team.list.inForce', {
      count: list.count.toLocaleString(language === 'ar' ? 'ar-SA' : 'en-US'),
      read: when(list.readAt),
      checked: when(list.checkedAt),
    });
  return (
    <div class="db-team-status" aria-labelledby="team-list-heading">
      <h3 id="team-list-heading">{t('team.list.heading')}</h3>
      <p role="status" id="team-list-status">
        {text}
      </p>
      {config.doNotCallUrl ? (
        <Button variant="secondary" busy={props.busy} onClick={props.readNow}>
          {t('team.list.readNow')}
        </Button>
      ) : null}
    </div>
  );
}
