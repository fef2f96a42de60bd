/**
 * The do-not-call list on the options page. It changes at once (not with Save): numbers typed or
 * pasted, or a CSV/XLSX file mapped as a call list's is; every number it cannot read is listed,
 * never dropped silently. Export writes the whole list (the organisation's too) as CSV. Removing
 * is for the team lead, and not offered while the organisation sets the list by policy.
 */
import { useEffect, useState } from 'preact/hooks';
import { csvText } from '../../utils/files/write-csv';
import { isolateLtr } from '../../utils/i18n';
import { errorText } from '../../utils/i18n/error-text';
import type { ErrorInfo } from '../../utils/errors';
import type { DoNotCallView } from '../../utils/messaging/protocol';
import { sendMessage } from '../../utils/messaging/send';
import { formatInternational } from '../../utils/phone';
import { Button } from '../ui/button';
import { FileSource, type ChosenFile } from '../call-lists/file-source';
import { downloadCsv } from '../ui/download-csv';
import { StatusMessage } from '../ui/status-message';
import { TextField } from '../ui/text-field';
import { useTranslation } from '../ui/use-i18n';

const lines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function DoNotCallSection(props: { country: string }) {
  const { t, language } = useTranslation();
  const [view, setView] = useState<DoNotCallView | null>(null);
  const [typed, setTyped] = useState('');
  const [removing, setRemoving] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [done, setDone] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void sendMessage('getDoNotCall', {}).then((reply) => reply.ok && setView(reply.data));
  }, []);

  async function change(change: { add?: string[]; remove?: string[] }, after: () => void) {
    setBusy(true);
    setDone('');
    setError(null);
    const before = view?.own.length ?? 0;
    const reply = await sendMessage('changeDoNotCall', change);
    setBusy(false);
    if (!reply.ok) return setError(reply.error);
    setView(reply.data);
    setInvalid(reply.data.invalid);
    const count = reply.data.own.length - before;
    const said = count >= 0 ? t('dnc.added', { count }) : t('dnc.removed', { count: -count });
    const { cancelled } = reply.data;
    const takenBack = cancelled.length
      ? ` ${t('dnc.takenBack', {
          count: cancelled.length,
          numbers: cancelled.map((dial) => isolateLtr(formatInternational(dial))).join(', '),
        })}`
      : '';
    setDone(said + takenBack);
    after();
  }

  function fromFile() {
    if (!file) return;
    const column = file.table.headers.indexOf(file.columns.phone);
    const numbers = file.table.rows.map((row) => row[column] ?? '').filter((cell) => cell.trim());
    void change({ add: numbers }, () => setFile(null));
  }

  function exportCsv() {
    if (!view) return;
    const rows = [
      ...view.own.map((dial) => [formatInternational(dial), t('dnc.sourceTeam')]),
      ...(view.managed ?? []).map((dial) => [
        formatInternational(dial),
        t('dnc.sourceOrganisation'),
      ]),
    ];
    downloadCsv(
      csvText([t('dnc.csvNumber'), t('dnc.csvSource')], rows),
      'dialbridge-do-not-call.csv',
    );
  }

  const managed = view?.managed ?? null;
  /** Numbers to add to the list or to take off it, one or more per line, in any writing. */
  const numbersField = (
    direction: 'add' | 'remove',
    value: string,
    onInput: (text: string) => void,
    rows: number,
  ) => (
    <TextField
      id={`dnc-${direction}`}
      label={t(`dnc.${direction}Label`)}
      hint={t(`dnc.${direction}Hint`)}
      value={value}
      onInput={onInput}
      rows={rows}
      dir="ltr"
    />
  );
  return (
    <section class="db-section" aria-labelledby="section-dnc">
      <h2 id="section-dnc">{t('dnc.heading')}</h2>
      <p class="db-hint">{t('dnc.intro')}</p>
      <p role="status">
        {view
          ? managed
            ? t('dnc.countManaged', { count: view.own.length, managed: managed.length })
            : t('dnc.count', { count: view.own.length })
          : ''}
      </p>
      {numbersField('add', typed, setTyped, 3)}
      <div class="db-actions">
        <Button busy={busy} onClick={() => void change({ add: lines(typed) }, () => setTyped(''))}>
          {t('dnc.add')}
        </Button>
        <Button variant="secondary" onClick={exportCsv}>
          {t('dnc.export')}
        </Button>
      </div>
      <FileSource
        country={props.country}
        file={file}
        error={fileError}
        remembered={null}
        onFile={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      {file ? (
        <div class="db-actions">
          <Button busy={busy} onClick={fromFile}>
            {t('dnc.addFile', { count: file.table.rows.length })}
          </Button>
        </div>
      ) : null}
      {managed ? (
        <p class="db-hint">{t('dnc.managedNoRemove')}</p>
      ) : (
        <>
          {numbersField('remove', removing, setRemoving, 2)}
          <div class="db-actions">
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => void change({ remove: lines(removing) }, () => setRemoving(''))}
            >
              {t('dnc.remove')}
            </Button>
          </div>
        </>
      )}
      {done ? <StatusMessage kind="success">{done}</StatusMessage> : null}
      {invalid.length > 0 ? (
        <StatusMessage kind="error">
          {t('dnc.invalid', {
            count: invalid.length,
            numbers: isolateLtr(invalid.slice(0, 10).join(', ')),
          })}
        </StatusMessage>
      ) : null}
      {error ? (
        <StatusMessage kind="error">{errorText(t, language, error, true)}</StatusMessage>
      ) : null}
    </section>
  );
}
