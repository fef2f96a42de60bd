/**
 * Bulk order confirmation from a CSV or XLSX file (issue 11, items 3–6): the file step until a
 * batch starts, then the batch's progress, which the background worker runs and keeps in storage
 * (the page may close and open again at any time).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { StatusMessage } from '../ui/status-message';
import { errorText } from '../../utils/i18n/error-text';
import { sendMessage } from '../../utils/messaging/send';
import type { BatchView } from '../../utils/orders/batch-types';
import type { SettingsView } from '../../utils/settings/store';
import { BatchProgress } from './batch-progress';
import { FileStep } from './file-step';
import { useBatchPolling, useOrdersContext } from './use-order-batch';
import { useTranslation } from '../ui/use-i18n';

export function OrdersPanel() {
  const { t, language } = useTranslation();
  const { context, error, reload } = useOrdersContext();
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [batch, setBatch] = useState<BatchView | null>(null);
  useEffect(() => {
    void sendMessage('getSettings', {}).then((reply) => {
      if (reply.ok) setSettings(reply.data);
    });
  }, []);
  useEffect(() => setBatch(context?.batch ?? null), [context]);
  const onView = useCallback(
    (view: BatchView | null) => {
      setBatch(view);
      // A cleared batch: the next file's preview needs the orders it sent.
      if (view === null) void reload();
    },
    [reload],
  );
  useBatchPolling(batch, onView);

  if (error) return <StatusMessage kind="error">{errorText(t, language, error)}</StatusMessage>;
  if (!context || !settings) return null;
  return batch ? (
    <BatchProgress batch={batch} onView={onView} />
  ) : (
    <FileStep
      context={context}
      settings={settings}
      onStarted={setBatch}
      onContextChanged={() => void reload()}
    />
  );
}
