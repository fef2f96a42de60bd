/**
 * Every entry of the list: who, the number, what happened, the agent's outcome and note, and on
 * each row the editor of that outcome and note (one row's open at a time).
 */
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import type { CallList, ListEntry } from '../../utils/call-lists/types';
import type { Language, Translate } from '../../utils/i18n';
import { countText } from './count-text';
import { calledTodayText, entryNumber, entryStatus } from './entry-text';
import { OutcomeEditor } from './outcome-editor';
import type { CallListHandle } from './use-call-list';

export function ListTable(props: {
  t: Translate;
  language: Language;
  list: CallList;
  handle: CallListHandle;
}) {
  const { t, language, list, handle } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const control = (action: 'skip' | 'retry', entry: ListEntry) =>
    void handle.send('controlCallList', { action, entryId: entry.id });
  return (
    <div class="list-table-wrap">
      <table class="list-table">
        <caption>{t('listTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('listColumnIndex')}</th>
            <th scope="col">{t('listColumnNameHeader')}</th>
            <th scope="col">{t('listColumnNumber')}</th>
            <th scope="col">{t('listColumnStatus')}</th>
            <th scope="col">{t('listColumnOutcome')}</th>
            <th scope="col">{t('listColumnActions')}</th>
          </tr>
        </thead>
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
                  {entry.status === 'waiting' && list.state !== 'done' ? (
                    <Button
                      variant="secondary"
                      busy={handle.busy}
                      ariaLabel={`${t('listSkip')} ${entryNumber(entry)}`}
                      onClick={() => control('skip', entry)}
                    >
                      {t('listSkip')}
                    </Button>
                  ) : (entry.status === 'failed' || entry.status === 'skipped') &&
                    entry.error?.blocked?.rule !== 'do-not-call' ? (
                    <Button
                      variant="secondary"
                      busy={handle.busy}
                      ariaLabel={`${t('listRetry')} ${entryNumber(entry)}`}
                      onClick={() => control('retry', entry)}
                    >
                      {t('listRetry')}
                    </Button>
                  ) : null}
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
                    <OutcomeEditor
                      id={`row-${entry.id}`}
                      t={t}
                      language={language}
                      entry={entry}
                      handle={handle}
                    />
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
