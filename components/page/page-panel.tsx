/**
 * "This page": the site's switch first (nothing else works without it), then the numbers the
 * content script found on the current tab (the `pageNumbers` message), one row
 * per distinct number, with a search. No answer from the tab means the scanner does not run
 * there: the site is not enabled. Calls go through placeCall, as the page's own control does, so
 * the duplicate-call guard applies; each outcome shows under the row that started it.
 */
import { browser } from '#imports';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { StatusMessage } from '../ui/status-message';
import { TextField } from '../ui/text-field';
import type { CallRecord } from '../../utils/calls/records/types';
import type { PageList } from '../../utils/messaging/tab-protocol';
import { askPageNumbers, sendMessage } from '../../utils/messaging/send';
import { siteOrigin } from '../../utils/sites/fields/patterns';
import { PageRowItem, type RowCall, type RowOutcome } from './page-row';
import { pageRows, searchRows, type PageRow } from './page-rows';
import { SiteAccess } from '../sites/site-access';
import { findTargetTab } from './target-tab';
import { useSubmission } from '../ui/use-submission';
import { useTranslation } from '../ui/use-i18n';
import { withPlus } from '../../utils/phone';

type Target =
  { tabId: number; origin: string } | { problem: 'popup.page.noTab' | 'popup.page.notWeb' };

export const PAGE_SEARCH_ID = 'page-search';

export function PagePanel(props: {
  active: boolean;
  /** The popup was opened on this section: the search is where the work starts. */
  focusSearch: boolean;
  onSchedule: (row: PageRow) => void;
  onOrder: (row: PageRow) => void;
  onCallCreated: (call: CallRecord) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Target | null>(null);
  const [listed, setListed] = useState<PageList | 'not-enabled' | null>(null);
  const [query, setQuery] = useState('');
  /** The last action's outcome, under the row (by dial) that started it. */
  const [outcome, setOutcome] = useState<{ dial: string; result: RowOutcome } | null>(null);
  const action = useSubmission();
  const focused = useRef(false);

  useEffect(() => {
    if (!props.active || target) return;
    void findTargetTab(new URLSearchParams(location.search)).then((tab) => {
      if (!tab?.id) return setTarget({ problem: 'popup.page.noTab' });
      const origin = siteOrigin(tab.url ?? '', browser.runtime.getURL('/'));
      setTarget(origin ? { tabId: tab.id, origin } : { problem: 'popup.page.notWeb' });
    });
  }, [props.active]);

  async function loadNumbers(tabId: number) {
    setListed((await askPageNumbers(tabId)) ?? 'not-enabled');
  }

  useEffect(() => {
    if (target && 'tabId' in target && props.active) void loadNumbers(target.tabId);
  }, [target, props.active]);

  const rows = useMemo(
    () => (listed && listed !== 'not-enabled' ? pageRows(listed.numbers) : []),
    [listed],
  );
  const notOffered = listed && listed !== 'not-enabled' ? (listed.notOffered ?? 0) : 0;
  const shown = useMemo(() => searchRows(rows, query), [rows, query]);

  useEffect(() => {
    if (!props.focusSearch || focused.current || rows.length === 0) return;
    focused.current = true;
    document.getElementById(PAGE_SEARCH_ID)?.focus();
  }, [props.focusSearch, rows.length]);

  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function call(row: PageRow, kind: RowCall, repeat = false) {
    const reply = await action.run(() => {
      setOutcome(null);
      return sendMessage('placeCall', {
        dial: row.dial,
        display: row.text,
        action: kind,
        // The name the page shows for the number travels with the call, as from the page's control.
        ...(row.name && { name: row.name }),
        ...(repeat && { repeat }),
        ...(target && 'tabId' in target && { fromTab: target.tabId }),
      });
    });
    if (!reply) return;
    if (!reply.ok)
      return setOutcome({
        dial: row.dial,
        result: { kind: 'failed', action: kind, error: reply.error },
      });
    if (reply.data.kind === 'bridge') {
      setOutcome({ dial: row.dial, result: { kind: 'created', call: reply.data.call } });
      props.onCallCreated(reply.data.call);
    } else {
      setOutcome({ dial: row.dial, result: { kind: 'opened' } });
    }
  }

  async function copy(row: PageRow) {
    try {
      await navigator.clipboard.writeText(withPlus(row.dial));
      setOutcome({ dial: row.dial, result: { kind: 'copied' } });
    } catch {
      setOutcome({ dial: row.dial, result: { kind: 'copy-failed' } });
    }
  }

  if (!target) return <p role="status">{t('popup.loading')}</p>;
  if ('problem' in target) return <p class="db-hint">{t(target.problem)}</p>;
  return (
    <div class="popup-page">
      <SiteAccess origin={target.origin} onEnabled={() => void loadNumbers(target.tabId)} />
      <h2 id="page-heading">{t('popup.page.heading')}</h2>
      {listed === null ? (
        <p role="status">{t('popup.loading')}</p>
      ) : listed === 'not-enabled' ? (
        <StatusMessage kind="info">
          {t('popup.page.notEnabled')} {t('popup.page.reloadHint')}
        </StatusMessage>
      ) : rows.length === 0 ? (
        <p class="db-hint">{t('popup.page.none')}</p>
      ) : (
        <>
          <TextField
            id={PAGE_SEARCH_ID}
            label={t('popup.page.search')}
            type="text"
            autoComplete="off"
            spellcheck={false}
            value={query}
            onInput={setQuery}
            hint={t('popup.page.searchHint')}
          />
          <p class="db-hint" role="status">
            {query.trim()
              ? t('popup.page.matches', { count: shown.length })
              : t('popup.page.count', { count: rows.length })}
          </p>
          <ul class="page-rows" aria-labelledby="page-heading">
            {shown.map((row) => (
              <PageRowItem
                key={row.dial}
                row={row}
                busy={action.busy}
                outcome={outcome?.dial === row.dial ? outcome.result : null}
                onCall={(kind, repeat) => void call(row, kind, repeat)}
                onSchedule={() => props.onSchedule(row)}
                onOrder={() => props.onOrder(row)}
                onCopy={() => void copy(row)}
              />
            ))}
          </ul>
        </>
      )}
      {notOffered > 0 && <p class="db-hint">{t('popup.page.notOffered', { count: notOffered })}</p>}
    </div>
  );
}
