/**
 * The page's view of the bulk run: what the background reports, asked for every second while a
 * batch is under way. The question also wakes a stopped service worker, which then goes on with
 * the run (see utils/orders/run.ts); the page itself sends nothing to the service.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { BatchView, OrdersContext } from '../../utils/orders/batch-types';

const POLL_MS = 1_000;

export function useOrdersContext() {
  const [context, setContext] = useState<OrdersContext | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const load = useCallback(async () => {
    const reply = await sendMessage('getOrdersContext', {});
    if (reply.ok) {
      setContext(reply.data);
      setError(null);
    } else setError(reply.error);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { context, error, reload: load };
}

export function useBatchPolling(
  batch: BatchView | null,
  onView: (view: BatchView | null) => void,
): void {
  const active = batch !== null && (batch.status === 'running' || batch.status === 'paused');
  useEffect(() => {
    if (!active) return;
    let live = true;
    const timer = setInterval(() => {
      void sendMessage('getOrderBatch', {}).then((reply) => {
        if (live && reply.ok) onView(reply.data);
      });
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [active, onView]);
}
