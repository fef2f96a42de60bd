/**
 * The Call lists page's view of the list the background runs: read on opening, after every
 * action, and every REFRESH_MS while a call is placed or a pause runs, so the page follows the
 * run without owning any of it (closing the page changes nothing).
 */
import { useEffect, useState } from 'preact/hooks';
import type { ErrorInfo } from '../../utils/errors';
import type { CallListView, MessageData, MessageType } from '../../utils/messaging/protocol';
import { sendMessage } from '../../utils/messaging/send';

const REFRESH_MS = 1_000;

type ListMessage =
  'getCallList' | 'makeCallList' | 'controlCallList' | 'markListEntry' | 'answerListAttempt';

export interface CallListHandle {
  view: CallListView | null;
  error: ErrorInfo | null;
  busy: boolean;
  /**
   * Sends one list message; resolves true when the background took it. The controls wait (busy)
   * for its answer unless `holdControls` is false: a setting such as the pause must not swallow
   * the Start pressed right after it.
   */
  send: <K extends ListMessage>(
    type: K,
    data: MessageData<K>,
    options?: { holdControls?: boolean },
  ) => Promise<boolean>;
}

export function useCallList(): CallListHandle {
  const [view, setView] = useState<CallListView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);

  async function send<K extends ListMessage>(
    type: K,
    data: MessageData<K>,
    options: { holdControls?: boolean } = {},
  ): Promise<boolean> {
    // The refresh is the page following the run: no busy controls, and no error on screen.
    const quiet = type === 'getCallList';
    const hold = !quiet && options.holdControls !== false;
    if (hold) setBusy(true);
    const reply = await sendMessage(type as MessageType, data as never);
    if (hold) setBusy(false);
    if (!reply.ok) {
      if (!quiet) setError(reply.error);
      return false;
    }
    if (!quiet) setError(null);
    setView(reply.data as CallListView);
    return true;
  }

  useEffect(() => void send('getCallList', {}), []);

  const state = view?.list?.state;
  useEffect(() => {
    if (state !== 'running' && state !== 'paused' && state !== 'stopped') return;
    const timer = setInterval(() => void send('getCallList', {}), REFRESH_MS);
    return () => clearInterval(timer);
  }, [state]);

  return { view, error, busy, send };
}
