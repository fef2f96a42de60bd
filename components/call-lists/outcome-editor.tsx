/**
 * The agent's outcome and note for one entry, on the current call's card and on any row of the
 * list. "Call back" offers the history's call-back choices; booking one saves the outcome and
 * note with it. An entry holds one booked call back: after that, the time it was booked for.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { StatusMessage } from '../ui/status-message';
import { TextField } from '../ui/text-field';
import { CallBack } from '../calls/history/call-back';
import { formatDateTime } from '../ui/format';
import { LIST_OUTCOMES, type ListEntry, type ListOutcome } from '../../utils/call-lists/types';
import type { CallListHandle } from './use-call-list';
import { useTranslation } from '../ui/use-i18n';

export function OutcomeEditor(props: {
  /** Prefix of the fields' ids: one editor per entry may be open at a time on the page. */
  id: string;
  entry: ListEntry;
  handle: CallListHandle;
}) {
  const { id, entry, handle } = props;
  const { t, language } = useTranslation();
  const [outcome, setOutcome] = useState<ListOutcome>(entry.outcome);
  const [note, setNote] = useState(entry.note);
  const [saved, setSaved] = useState(false);

  async function save(callBackAt?: number) {
    setSaved(false);
    const data = { entryId: entry.id, outcome, note, ...(callBackAt && { callBackAt }) };
    setSaved(await handle.send('markListEntry', data));
  }

  const offerCallBack = outcome === 'call-back' && !entry.callBack;
  return (
    <div class="list-outcome">
      <SelectField
        id={`${id}-outcome`}
        label={t('listOutcomeLabel')}
        value={outcome}
        options={['' as const, ...LIST_OUTCOMES].map((value) => ({
          value,
          label: t(`callOutcome.${value}`),
        }))}
        onChange={(value) => {
          setOutcome(value as ListOutcome);
          setSaved(false);
        }}
      />
      <TextField
        id={`${id}-note`}
        label={t('listNoteLabel')}
        value={note}
        onInput={(value) => {
          setNote(value);
          setSaved(false);
        }}
      />
      {entry.callBack ? (
        <p class="db-hint">
          {t(entry.callBack.callId ? 'history.booked' : 'listCallBackUnsure', {
            time: formatDateTime(entry.callBack.at, language),
          })}
        </p>
      ) : null}
      <Button variant="secondary" busy={handle.busy} onClick={() => void save()}>
        {t('listSave')}
      </Button>
      {saved ? <StatusMessage kind="success">{t('listSaved')}</StatusMessage> : null}
      {offerCallBack ? (
        <CallBack
          id={`${id}-call-back`}
          busy={handle.busy}
          onBook={(callAt) => void save(callAt)}
          onClose={() => setOutcome(entry.outcome)}
        />
      ) : null}
    </div>
  );
}
