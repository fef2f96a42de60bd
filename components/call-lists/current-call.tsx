/**
 * The call the list is on: who, where the call stands, the question for an unsure attempt, when
 * the next one starts, and the agent's outcome and note for this call.
 */
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import type { CallList, ListEntry } from '../../utils/call-lists/types';
import { errorText } from '../../utils/i18n/error-text';
import { entryNumber, entryStatus } from './entry-text';
import { OutcomeEditor } from './outcome-editor';
import type { CallListHandle } from './use-call-list';
import { useTranslation } from '../ui/use-i18n';

export function CurrentCall(props: { list: CallList; entry: ListEntry; handle: CallListHandle }) {
  const { list, entry, handle } = props;
  const { t, language } = useTranslation();

  return (
    <section class="list-current" aria-labelledby="list-current-heading">
      <h3 id="list-current-heading">{t('listCurrentHeading')}</h3>
      <p class="list-current-who">
        {entry.name ? <strong>{entry.name}</strong> : null}{' '}
        <span class="list-number">{entryNumber(entry)}</span>
      </p>
      <p role="status" class="list-current-status">
        {entryStatus(t, entry)}
      </p>
      {entry.error ? (
        <StatusMessage kind="error">{errorText(t, language, entry.error)}</StatusMessage>
      ) : null}
      {entry.status === 'unsure' ? (
        <div class="list-unsure" role="group" aria-labelledby="list-unsure-question">
          <p id="list-unsure-question">{t('listUnsureQuestion', { number: entryNumber(entry) })}</p>
          <div class="list-row-actions">
            {([true, false] as const).map((placed) => (
              <Button
                key={String(placed)}
                variant="secondary"
                busy={handle.busy}
                onClick={() => void handle.send('answerListAttempt', { entryId: entry.id, placed })}
              >
                {t(placed ? 'listUnsurePlaced' : 'listUnsureAgain')}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {list.state === 'running' && entry.status === 'ended' ? (
        list.nextAt === null ? (
          <p class="db-hint">{t('listWaitingNext')}</p>
        ) : (
          <Countdown at={list.nextAt} />
        )
      ) : null}
      <OutcomeEditor id="list" entry={entry} handle={handle} />
    </section>
  );
}

/** "Next call in 8 seconds", counted down on screen; the background keeps the real time. */
function Countdown(props: { at: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((props.at - now) / 1000));
  return <p class="db-hint">{t('listNextIn', { count: seconds })}</p>;
}
