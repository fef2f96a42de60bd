/**
 * Every entry of the list: who, the number, what happened, the agent's outcome and note, and on
 * each row the editor of that outcome and note (one row's open at a time).
 */
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import type { CallList, ListEntry } from '../../utils/call-lists/types';
import { countText } from '../ui/count-text';
import { calledTodayText, entryNumber, entryStatus } from './entry-text';
import { OutcomeEditor } from './outcome-editor';
import type { CallListHandle } from './use-call-list';
import { useTranslation } from '../ui/use-i18n';
import { ColumnHeads } from '../ui/column-heads';

const COLUMNS = [
  'listColumnIndex',
  'listColumnNameHeader',
  'listColumnNumber',
  'listColumnStatus',
  'listColumnOutcome',
  'listColumnActions',
] as const;

const ACTION_LABELS = { skip: 'listSkip', retry: 'listRetry' } as const;

/**
 * A row's own action: skip a customer still waiting, or try again one that failed or was
 * skipped (never one the do-not-call list refused).
 */
function rowAction(entry: ListEntry, list: CallList): 'skip' | 'retry' | null {
  if (entry.status === 'waiting' && list.state !== 'done') return 'skip';
  const retriable = entry.status === 'failed' || entry.status === 'skipped';
  return retriable && entry.error?.blocked?.rule !== 'do-not-call' ? 'retry' : null;
}

export function ListTable(props: { list: CallList; handle: CallListHandle }) {
  const { list, handle } = props;
  const { t, language } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const actionButton = (entry: ListEntry) => {
    const action = rowAction(entry, list);
    if (!action) return null;
    return (
      <Button
        variant="secondary"
        busy={handle.busy}
        ariaLabel={`${t(ACTION_LABELS[action])} ${entryNumber(entry)}`}
        onClick={() => void handle.send('controlCallList', { action, entryId: entry.id })}
      >
        {t(ACTION_LABELS[action])}
      </Button>
    );
  };
  return (
    <div class="list-table-wrap">
      <table class="list-table">
        <caption>{t('listTableCaption')}</caption>
        <ColumnHeads labels={COLUMNS.map((column) => t(column))} />
        <tbody>
          {list.entries.map((entry, index) => (
            <Fragment key={entry.id}>
              <tr data-entry={entry.id} aria-current={index === list.current ? 'true' : undefined}>
                <td>{countText(language, index + 1)}</td>
                <td>{entry.name || <span class="db-hint">{t('listNoName')}</span>}</td>
                <td class="list-number">{entryNumber(entry)}</td>
                <td>
                  {entryStatus(t, entry)}
                  {entry.calledTodayAt !== null ? (
                    <span class="list-flag">
                      {calledTodayText(t, language, entry.calledTodayAt)}
                    </span>
                  ) : null}
                </td>
                <td>
                  {entry.outcome ? t(`callOutcome.${entry.outcome}`) : ''}
                  {entry.note ? <span class="list-note">{entry.note}</span> : null}
                </td>
                <td>
                  {actionButton(entry)}
                  <Button
                    variant="secondary"
                    ariaLabel={t('listEditOutcomeFor', { number: entryNumber(entry) })}
                    ariaExpanded={editing === entry.id}
                    onClick={() => setEditing(editing === entry.id ? null : entry.id)}
                  >
                    {t('listEditOutcome')}
                  </Button>
                </td>
              </tr>
              {editing === entry.id ? (
                <tr class="list-edit-row">
                  <td colSpan={6}>
                    <OutcomeEditor id={`row-${entry.id}`} entry={entry} handle={handle} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
