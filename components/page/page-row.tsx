/**
 * One number of "This page" in one line: the number grouped for reading, what the page calls it
 * (label, customer's name), how often it appears, and the two calls an agent places most
 * (browser phone, bridge now); "More" opens the rest of what the page's control offers
 * (schedule, order confirmation, copy). The outcome of an action shows under its own row.
 */
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import type { CallRecord } from '../../utils/calls/records/types';
import { isolateLtr } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/errors';
import { CallCreated } from '../calls/call-created';
import { ErrorAlert } from '../ui/error-alert';
import type { PageRow } from './page-rows';
import { useTranslation } from '../ui/use-i18n';

export type RowCall = 'webrtc' | 'bridge';
export type RowOutcome =
  | { kind: 'created'; call: CallRecord }
  | { kind: 'opened' }
  | { kind: 'copied' }
  | { kind: 'copy-failed' }
  | { kind: 'failed'; action: RowCall; error: ErrorInfo };

export function PageRowItem(props: {
  row: PageRow;
  busy: boolean;
  outcome: RowOutcome | null;
  onCall: (action: RowCall, repeat?: boolean) => void;
  onSchedule: () => void;
  onOrder: () => void;
  onCopy: () => void;
}) {
  const { row } = props;
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const moreId = `page-row-more-${row.dial}`;
  const about = [row.label, row.name].filter(Boolean).join(' · ');
  return (
    <li class="page-row">
      <div class="page-row-line">
        <div class="page-row-who">
          <span class="popup-number page-row-number">{row.grouped}</span>
          {row.count > 1 || about ? (
            <span class="page-row-meta">
              {row.count > 1 ? (
                <span class="page-row-count">
                  <span aria-hidden="true" dir="ltr">
                    {t('popup.page.timesShort', { count: row.count })}
                  </span>
                  <span class="db-visually-hidden">
                    {t('popup.page.times', { count: row.count })}
                  </span>
                </span>
              ) : null}{' '}
              {about ? (
                <span class="page-row-about" title={about}>
                  {about}
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
        <div
          class="page-row-actions"
          role="group"
          aria-label={t('popup.page.actionsFor', { number: isolateLtr(row.grouped) })}
        >
          <Button variant="secondary" busy={props.busy} onClick={() => props.onCall('webrtc')}>
            {t('popup.page.phone')}
          </Button>
          <Button variant="secondary" busy={props.busy} onClick={() => props.onCall('bridge')}>
            {t('popup.page.bridge')}
          </Button>
          <button
            type="button"
            class="db-button secondary page-row-more"
            aria-expanded={more ? 'true' : 'false'}
            aria-controls={moreId}
            onClick={() => setMore(!more)}
          >
            {t('popup.page.more')}
          </button>
        </div>
      </div>
      {more ? (
        <div
          id={moreId}
          class="page-row-extra"
          role="group"
          aria-label={t('popup.page.moreFor', { number: isolateLtr(row.grouped) })}
        >
          <Button variant="secondary" onClick={props.onSchedule}>
            {t('popup.page.schedule')}
          </Button>
          <Button variant="secondary" onClick={props.onOrder}>
            {t('popup.page.order')}
          </Button>
          <Button variant="secondary" onClick={props.onCopy}>
            {t('popup.page.copy')}
          </Button>
        </div>
      ) : null}
      <RowResult {...props} />
    </li>
  );
}

function RowResult(props: Parameters<typeof PageRowItem>[0]) {
  const { outcome, row } = props;
  const { t } = useTranslation();
  if (!outcome) return null;
  const number = isolateLtr(row.grouped);
  switch (outcome.kind) {
    case 'created':
      return <CallCreated call={outcome.call} />;
    case 'opened':
      return (
        <StatusMessage kind="success">
          {t('popup.bridge.browserPhoneOpened', { number })}
        </StatusMessage>
      );
    case 'copied':
      return <StatusMessage kind="success">{t('popup.page.copied', { number })}</StatusMessage>;
    case 'copy-failed':
      return <StatusMessage kind="error">{t('popup.page.copyFailed')}</StatusMessage>;
    case 'failed':
      return (
        <ErrorAlert
          error={outcome.error}
          onCallAgain={() => props.onCall(outcome.action, true)}
          callingAgain={props.busy}
        />
      );
  }
}
