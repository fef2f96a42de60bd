/**
 * A made list: what was merged, left out and flagged; the run's state and why it paused; the
 * controls that fit that state; the current call; every entry.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { StatusMessage } from '../ui/status-message';
import type { CallList, ListAction } from '../../utils/call-lists/types';
import { downloadCsv } from '../ui/download-csv';
import { wentUnanswered } from '../../utils/call-lists/unanswered';
import { CurrentCall } from './current-call';
import { listCsv, listCsvFileName } from './list-csv';
import { whenText } from '../../utils/i18n/when-text';
import { ListTable } from './list-table';
import type { CallListHandle } from './use-call-list';
import { useTranslation } from '../ui/use-i18n';

/** The pauses offered between calls; '' = wait for the agent's Next. */
const PAUSES = ['', '5', '10', '20', '30', '60'] as const;

export function ListView(props: {
  list: CallList;
  handle: CallListHandle;
  /** Lines of pasted text with no number, from making this list. */
  notice?: ComponentChildren;
}) {
  const { list, handle } = props;
  const { t, language } = useTranslation();
  const control = (action: ListAction, pauseSeconds?: number | null) =>
    void handle.send(
      'controlCallList',
      { action, ...(pauseSeconds !== undefined && { pauseSeconds }) },
      // Choosing the pause leaves the buttons live, so a Start pressed at once is not ignored.
      { holdControls: action !== 'setPause' },
    );
  // The pause on screen is the agent's latest choice, before the background has answered it:
  // Start sends that one, never the stored value it is replacing.
  const [chosenPause, choosePause] = useState<number | null | undefined>(undefined);
  const pause = chosenPause === undefined ? list.pauseSeconds : chosenPause;
  const calledToday = list.entries.filter((entry) => entry.calledTodayAt !== null).length;
  const current = list.current === null ? undefined : list.entries[list.current];
  const unsure = list.entries.some((entry) => entry.status === 'unsure');
  const unanswered = list.entries.filter(wentUnanswered).length;
  const open = list.state === 'ready' || list.state === 'running' || list.state === 'paused';
  return (
    <div class="list-view">
      <div class="list-summary">
        <p>{t('listSummary', { count: list.entries.length })}</p>
        {list.duplicatesMerged > 0 ? (
          <p>{t('listMerged', { count: list.duplicatesMerged })}</p>
        ) : null}
        {list.refused > 0 ? <p>{t('listRefused', { count: list.refused })}</p> : null}
        {calledToday > 0 ? <p>{t('listCalledTodayCount', { count: calledToday })}</p> : null}
        {props.notice}
      </div>
      <StatusMessage kind={list.state === 'paused' ? 'info' : 'success'}>
        {/* Each reason says the list is paused: the bare state would say it twice. */}
        {list.state === 'paused' && list.pausedBecause
          ? t(`listPaused.${list.pausedBecause}`, {
              time: list.resumeAt ? whenText(list.resumeAt, Date.now(), language) : '—',
            })
          : t(`listState.${list.state}`)}
      </StatusMessage>
      <div class="list-controls">
        {open ? (
          <SelectField
            id="list-pause"
            label={t('listPauseLabel')}
            value={pause === null ? '' : String(pause)}
            options={PAUSES.map((value) => ({
              value,
              label:
                value === ''
                  ? t('listPauseManual')
                  : t('listPauseSeconds', { count: Number(value) }),
            }))}
            onChange={(value) => {
              const seconds = value === '' ? null : Number(value);
              choosePause(seconds);
              control('setPause', seconds);
            }}
          />
        ) : null}
        <div class="list-row-actions">
          {list.state === 'ready' ? (
            <Button busy={handle.busy} onClick={() => control('start', pause)}>
              {t('listStart')}
            </Button>
          ) : null}
          {list.state === 'running' && current?.status === 'ended' ? (
            <Button busy={handle.busy} onClick={() => control('next')}>
              {t('listNext')}
            </Button>
          ) : null}
          {list.state === 'running' ? (
            <Button variant="secondary" busy={handle.busy} onClick={() => control('pause')}>
              {t('listPause')}
            </Button>
          ) : null}
          {list.state === 'paused' && !unsure ? (
            <Button busy={handle.busy} onClick={() => control('resume')}>
              {t('listResume')}
            </Button>
          ) : null}
          {list.state === 'running' || list.state === 'paused' ? (
            <Button variant="secondary" busy={handle.busy} onClick={() => control('stop')}>
              {t('listStop')}
            </Button>
          ) : null}
          {unanswered > 0 && list.state !== 'running' ? (
            <Button
              variant="secondary"
              busy={handle.busy}
              onClick={() => control('retryNotAnswered')}
            >
              {t('listRetryNotAnswered', { count: unanswered })}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => downloadCsv(listCsv(list, t), listCsvFileName(list))}
          >
            {t('listExport')}
          </Button>
          {list.state !== 'running' ? (
            <Button variant="secondary" busy={handle.busy} onClick={() => control('discard')}>
              {open ? t('listDiscard') : t('listNew')}
            </Button>
          ) : null}
        </div>
      </div>
      {current ? (
        <CurrentCall key={current.id} list={list} entry={current} handle={handle} />
      ) : null}
      <ListTable list={list} handle={handle} />
    </div>
  );
}
