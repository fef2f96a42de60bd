/**
 * "This page": the numbers the content script found on the current tab (the plain
 * `{ type: 'page-numbers' }` message), each with its call actions, and the site's switch.
 * No answer from the tab means the scanner does not run there: the site is not enabled.
 */
import { browser } from '#imports';
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../button';
import { StatusMessage } from '../status-message';
import type { CallRecord } from '../../utils/calls/types';
import type { Language, Translate } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/messaging/errors';
import { sendMessage } from '../../utils/messaging/send';
import { siteOrigin } from '../../utils/sites/patterns';
import { ErrorAlert } from './error-alert';
import { SiteAccess } from './site-access';
import { CallCreated } from './call-created';
import { findTargetTab } from './target-tab';
import { useSubmission } from './use-submission';

export interface PageNumber {
  text: string;
  dial: string;
}

type Target =
  { tabId: number; origin: string } | { problem: 'popup.page.noTab' | 'popup.page.notWeb' };

export function PagePanel(props: {
  t: Translate;
  language: Language;
  active: boolean;
  onSchedule: (number: PageNumber) => void;
  onCallCreated: (call: CallRecord) => void;
}) {
  const { t, language } = props;
  const [target, setTarget] = useState<Target | null>(null);
  const [numbers, setNumbers] = useState<PageNumber[] | 'not-enabled' | null>(null);
  const [created, setCreated] = useState<CallRecord | null>(null);
  /**
   * A failed action, its row and what it was (browser phone or bridge): the message shows there,
   * and "Call again" repeats that same action.
   */
  const [failed, setFailed] = useState<{
    index: number;
    kind: 'webrtc' | 'bridge';
    error: ErrorInfo;
  } | null>(null);
  const action = useSubmission();

  useEffect(() => {
    if (!props.active || target) return;
    void findTargetTab(new URLSearchParams(location.search)).then((tab) => {
      if (!tab?.id) return setTarget({ problem: 'popup.page.noTab' });
      const origin = siteOrigin(tab.url ?? '', browser.runtime.getURL('/'));
      setTarget(origin ? { tabId: tab.id, origin } : { problem: 'popup.page.notWeb' });
    });
  }, [props.active]);

  async function loadNumbers(tabId: number) {
    try {
      const answer = (await browser.tabs.sendMessage(tabId, { type: 'page-numbers' })) as
        { numbers?: unknown } | undefined;
      setNumbers(
        Array.isArray(answer?.numbers) ? answer.numbers.filter(isPageNumber) : 'not-enabled',
      );
    } catch {
      setNumbers('not-enabled'); // "Receiving end does not exist": no content script in that tab
    }
  }

  useEffect(() => {
    if (target && 'tabId' in target && props.active) void loadNumbers(target.tabId);
  }, [target, props.active]);

  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function place(
    number: PageNumber,
    index: number,
    kind: 'webrtc' | 'bridge',
    repeat = false,
  ) {
    const reply = await action.run(() => {
      setCreated(null);
      setFailed(null);
      return sendMessage('placeCall', {
        dial: number.dial,
        display: number.text,
        action: kind,
        ...(repeat && { repeat }),
      });
    });
    if (!reply) return;
    if (!reply.ok) return setFailed({ index, kind, error: reply.error });
    if (reply.data.kind === 'bridge') {
      setCreated(reply.data.call);
      props.onCallCreated(reply.data.call);
    }
  }

  if (!target) return <p role="status">{t('popup.loading')}</p>;
  if ('problem' in target) return <p class="db-hint">{t(target.problem)}</p>;
  return (
    <div class="popup-page">
      <h2 id="page-heading">{t('popup.page.heading')}</h2>
      {numbers === null ? (
        <p role="status">{t('popup.loading')}</p>
      ) : numbers === 'not-enabled' ? (
        <StatusMessage kind="info">
          {t('popup.page.notEnabled')} {t('popup.page.reloadHint')}
        </StatusMessage>
      ) : numbers.length === 0 ? (
        <p class="db-hint">{t('popup.page.none')}</p>
      ) : (
        <>
          <p class="db-hint">{t('popup.page.count', { count: numbers.length })}</p>
          <ul class="popup-numbers">
            {numbers.map((number, index) => (
              <li key={`${index}-${number.dial}`} class="popup-number-row">
                <span class="popup-number">{number.text}</span>
                <div
                  class="popup-actions"
                  role="group"
                  aria-label={t('popup.page.actionsFor', { number: number.text })}
                >
                  <Button
                    variant="secondary"
                    busy={action.busy}
                    onClick={() => void place(number, index, 'webrtc')}
                  >
                    {t('popup.page.browserPhone')}
                  </Button>
                  <Button
                    variant="secondary"
                    busy={action.busy}
                    onClick={() => void place(number, index, 'bridge')}
                  >
                    {t('popup.page.bridgeNow')}
                  </Button>
                  <Button variant="secondary" onClick={() => props.onSchedule(number)}>
                    {t('popup.page.schedule')}
                  </Button>
                </div>
                {failed?.index === index ? (
                  <ErrorAlert
                    error={failed.error}
                    t={t}
                    language={language}
                    onCallAgain={() => void place(number, index, failed.kind, true)}
                    callingAgain={action.busy}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {created ? <CallCreated call={created} t={t} /> : null}
      <SiteAccess
        origin={target.origin}
        t={t}
        language={language}
        onEnabled={() => void loadNumbers(target.tabId)}
      />
    </div>
  );
}

function isPageNumber(value: unknown): value is PageNumber {
  const item = value as Partial<PageNumber> | null;
  return (
    typeof item?.text === 'string' && typeof item.dial === 'string' && /^\d{6,15}$/.test(item.dial)
  );
}
