/**
 * The rows of a batch whose request got no answer (each may have been queued): listed with their
 * order number and phone, and settled only by the person's choice, one by one or all at once,
 * "send again" or "mark as not sent" (utils/orders/settle.ts). Shown while a batch holds any.
 */
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { isolateLtr } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import { formatInternational } from '../../utils/phone';
import type { BatchView } from '../../utils/orders/batch-types';
import { useTranslation } from '../ui/use-i18n';

interface UnknownRow {
  row: number;
  order: string;
  phone: string;
}

type Choice = 'resend' | 'not-sent';

export function UnknownRows(props: {
  batch: BatchView;
  onView: (view: BatchView | null) => void;
  onError: (error: ErrorInfo | null) => void;
}) {
  const { batch } = props;
  const { t } = useTranslation();
  const [rows, setRows] = useState<UnknownRow[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (batch.counts.unknown === 0) return setRows([]);
    void sendMessage('getOrderResults', {}).then((reply) => {
      if (!reply.ok || !reply.data) return;
      const found: UnknownRow[] = [];
      reply.data.outcomes.forEach((outcome, row) => {
        if (outcome.state === 'unknown')
          found.push({ row, order: outcome.order?.orderNumber ?? '', phone: outcome.dial ?? '' });
      });
      setRows(found);
    });
  }, [batch.id, batch.counts.unknown]);

  if (batch.counts.unknown === 0 || batch.status === 'cancelled') return null;

  async function settle(which: number[] | 'all', as: Choice) {
    setBusy(`${which === 'all' ? 'all' : which[0]}-${as}`);
    props.onError(null);
    const reply = await sendMessage('settleOrderRows', { rows: which, as });
    setBusy(null);
    if (reply.ok) props.onView(reply.data);
    else props.onError(reply.error);
  }

  return (
    <section class="orders-unknown" aria-labelledby="orders-unknown-title">
      <h3 id="orders-unknown-title">{t('ordersUnknownTitle')}</h3>
      <p class="db-hint">{t('ordersUnknownHelp')}</p>
      <ul>
        {rows.map((row) => (
          <li key={row.row} data-row={row.row}>
            <span>
              {t('ordersUnknownRow', {
                row: row.row + 2, // the file's own row number: 1-based, after the header
                order: isolateLtr(row.order),
                phone: isolateLtr(formatInternational(row.phone)),
              })}
            </span>
            <Button
              variant="secondary"
              busy={busy === `${row.row}-resend`}
              onClick={() => void settle([row.row], 'resend')}
            >
              {t('ordersUnknownResend')}
            </Button>
            <Button
              variant="secondary"
              busy={busy === `${row.row}-not-sent`}
              onClick={() => void settle([row.row], 'not-sent')}
            >
              {t('ordersUnknownNotSent')}
            </Button>
          </li>
        ))}
      </ul>
      {rows.length > 1 ? (
        <div class="orders-actions">
          <Button busy={busy === 'all-resend'} onClick={() => void settle('all', 'resend')}>
            {t('ordersUnknownResendAll')}
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'all-not-sent'}
            onClick={() => void settle('all', 'not-sent')}
          >
            {t('ordersUnknownNotSentAll')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
