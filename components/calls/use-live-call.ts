/**
 * A call as it stands now: the record a form or a row got when the call was placed, then the
 * stored one (which the background's polling keeps current), re-read while the popup shows it and
 * the call is still open. The result line, the history and the page toast so read one status.
 */
import { useEffect, useState } from 'preact/hooks';
import { isSettled } from '../../utils/calls/records/state';
import type { CallRecord } from '../../utils/calls/records/types';
import { sendMessage } from '../../utils/messaging/send';

export const WATCH_EVERY_MS = 2000;

export function useLiveCall(placed: CallRecord): CallRecord {
  const [call, setCall] = useState(placed);
  useEffect(() => setCall(placed), [placed]);
  const open = !isSettled(call.state);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      void sendMessage('listCalls', {}).then((reply) => {
        const stored = reply.ok ? reply.data.find((each) => each.callId === placed.callId) : null;
        if (stored) setCall(stored);
      });
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [open, placed.callId]);
  return call;
}
