/**
 * Making a call list: from the numbers a page handed over (the ticked ones), from pasted text, or
 * from a file with mapped columns. Each source keeps what the agent gave while they look at
 * another, and a refusal leaves everything as typed.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { candidatesFromTable, candidatesFromText } from '../../utils/call-lists/build';
import type {
  HandedNumber,
  ListCandidate,
  ListColumns,
  ListSource,
} from '../../utils/call-lists/types';
import { FileSource, unreadRowsText, type ChosenFile } from './file-source';
import { PageSource } from './page-source';
import { TextSource, unreadText } from './text-source';
import { useTranslation } from '../ui/use-i18n';
import { withPlus } from '../../utils/phone';

export interface MakeRequest {
  source: ListSource;
  candidates: ListCandidate[];
  columns?: ListColumns;
  /** The pasted lines or file rows with no number, to show beside the list made from the rest. */
  notice?: string;
}

const SOURCES: readonly ListSource[] = ['page', 'text', 'file'];
const SOURCE_LABEL: Record<ListSource, string> = {
  page: 'listSourcePage',
  text: 'listSourceText',
  file: 'listSourceFile',
};

export function ListBuilder(props: {
  country: string;
  handed: readonly HandedNumber[];
  remembered: ListColumns | null;
  busy: boolean;
  onMake: (request: MakeRequest) => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<ListSource>(props.handed.length > 0 ? 'page' : 'text');
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(props.handed.keys()));
  const [text, setText] = useState('');
  const [unread, setUnread] = useState<string[]>([]);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [empty, setEmpty] = useState(false);

  function make() {
    let request: MakeRequest;
    if (source === 'page') {
      const candidates = props.handed
        .filter((_, index) => ticked.has(index))
        .map((number) => ({ number: withPlus(number.dial), name: number.name ?? '' }));
      request = { source, candidates };
    } else if (source === 'text') {
      const found = candidatesFromText(text, props.country);
      setUnread(found.unread);
      const notice = found.unread.length > 0 ? unreadText(t, found.unread) : undefined;
      request = { source, candidates: found.candidates, ...(notice && { notice }) };
    } else if (file) {
      const found = candidatesFromTable(file.table, file.columns, props.country);
      // Rows were read, but the column chosen holds no number: say so by the file, keep it.
      if (found.candidates.length === 0 && file.table.rows.length > 0) {
        setFileError(t('listFileNoColumn', { column: file.columns.phone }));
        return;
      }
      const notice = found.unread.length > 0 ? unreadRowsText(t, found.unread) : undefined;
      request = {
        source,
        candidates: found.candidates,
        columns: file.columns,
        ...(notice && { notice }),
      };
    } else {
      request = { source, candidates: [] };
    }
    setEmpty(request.candidates.length === 0);
    if (request.candidates.length > 0) props.onMake(request);
  }

  return (
    <div class="list-builder">
      <fieldset class="list-sources">
        <legend>{t('listSourceLegend')}</legend>
        {SOURCES.map((key) => (
          <label key={key} class="db-checkbox">
            <input
              type="radio"
              name="list-source"
              value={key}
              checked={source === key}
              onChange={() => {
                setSource(key);
                setEmpty(false);
              }}
            />
            {t(SOURCE_LABEL[key])}
          </label>
        ))}
      </fieldset>
      {source === 'page' ? (
        <PageSource numbers={props.handed} ticked={ticked} onTicked={setTicked} />
      ) : source === 'text' ? (
        <TextSource text={text} onText={setText} unread={unread} />
      ) : (
        <FileSource
          country={props.country}
          file={file}
          error={fileError}
          remembered={props.remembered}
          onFile={(chosen, error) => {
            setFile(chosen);
            setFileError(error);
          }}
        />
      )}
      {empty ? <StatusMessage kind="error">{t('listNothingGiven')}</StatusMessage> : null}
      <Button busy={props.busy} onClick={make}>
        {t('listMake')}
      </Button>
    </div>
  );
}
