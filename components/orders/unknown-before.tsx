/**
 * In the preview: rows refused because an earlier file sent the same order number and got no
 * answer (it may have been queued). Never sent silently; the person may settle them after
 * checking with the service, and the preview then counts them as ready for this file.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { sendMessage } from '../../utils/messaging/send';
import type { ColumnMapping } from '../../utils/orders/columns';
import type { PreviewRow } from '../../utils/orders/preview';
import { useTranslation } from '../ui/use-i18n';

export function UnknownBefore(props: {
  rows: string[][];
  preview: PreviewRow[];
  mapping: ColumnMapping;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const column = props.mapping.orderNumber;
  const orderNumbers = props.preview.flatMap((row, i) =>
    !row.ok && row.refusal === 'maybe-sent-before' && column !== null
      ? [(props.rows[i]?.[column] ?? '').trim()]
      : [],
  );
  if (orderNumbers.length === 0) return null;

  async function settle() {
    setBusy(true);
    const reply = await sendMessage('forgetUnknownOrders', { orderNumbers });
    setBusy(false);
    if (reply.ok) props.onSettled();
  }

  return (
    <StatusMessage kind="info">
      <p>{t('ordersUnknownBefore', { count: orderNumbers.length })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void settle()}>
        {t('ordersUnknownBeforeSend', { count: orderNumbers.length })}
      </Button>
    </StatusMessage>
  );
}
