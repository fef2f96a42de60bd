/**
 * Progressive bridge dialing through a list of customers (issue 11, item 2). The list and its run
 * live in the background (utils/call-lists); this panel makes a list, shows it and sends the
 * agent's controls. Numbers handed over by a page are taken once on opening.
 */
import { useEffect, useState } from 'preact/hooks';
import { StatusMessage } from '../ui/status-message';
import type { HandedNumber } from '../../utils/call-lists/types';
import { errorText } from '../../utils/i18n/error-text';
import { sendMessage } from '../../utils/messaging/send';
import { ListBuilder, type MakeRequest } from './list-builder';
import { ListView } from './list-view';
import { useCallList } from './use-call-list';
import { useTranslation } from '../ui/use-i18n';

/** Seconds between calls for a new list; the agent changes it before or during the run. */
const DEFAULT_PAUSE_SECONDS = 10;

export function CallListPanel() {
  const { t, language } = useTranslation();
  const handle = useCallList();
  const [handed, setHanded] = useState<HandedNumber[] | null>(null);
  const [country, setCountry] = useState('SA');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void sendMessage('takeListNumbers', {}).then((reply) =>
      setHanded(reply.ok ? reply.data.numbers : []),
    );
    void sendMessage('getSettings', {}).then((reply) => {
      if (reply.ok) setCountry(reply.data.defaultCountry);
    });
  }, []);

  async function make(request: MakeRequest) {
    const ok = await handle.send('makeCallList', {
      source: request.source,
      candidates: request.candidates,
      pauseSeconds: DEFAULT_PAUSE_SECONDS,
      ...(request.columns && { columns: request.columns }),
    });
    if (ok) setNotice(request.notice ?? '');
  }

  if (!handle.view || handed === null) return <p role="status">{t('listLoading')}</p>;
  const { list, columns } = handle.view;
  return (
    <div class="call-list">
      {handle.error ? (
        <StatusMessage kind="error">{errorText(t, language, handle.error)}</StatusMessage>
      ) : null}
      {list ? (
        <ListView
          key={list.id}
          list={list}
          handle={handle}
          notice={notice ? <p>{notice}</p> : undefined}
        />
      ) : (
        <ListBuilder
          country={country}
          handed={handed}
          remembered={columns}
          busy={handle.busy}
          onMake={(request) => void make(request)}
        />
      )}
    </div>
  );
}
