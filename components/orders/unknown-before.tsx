/**
 * In the preview: rows refused because an earlier file sent the same order number and got no
 * answer (it may have been queued). Never sent silently; the person may settle them after
 * checking with the service, and the preview then counts them as ready for this file.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import type { Translate } from '../../utils/i18n';
import { sendMessage } from '../../utils/messaging/send';
import type { ColumnMapping } from '../../utils/orders/columns';
import type { PreviewRow } from '../../utils/orders/preview';

export function UnknownBefore(props: {
  rows: string[][];
  preview: PreviewRow[];
  mapping: ColumnMapping;
  onSettled: () => void;
  t: Translate;
}) {
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
      <p>{props.t('ordersUnknownBefore', { count: orderNumbers.length })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void settle()}>
        {props.t('ordersUnknownBeforeSend', { count: orderNumbers.length })}
      </Button>
    </StatusMessage>
  );
}
