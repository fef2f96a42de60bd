/**
 * "Call lists" in the popup: opens the Call lists page with the numbers found on the page the
 * popup is about (none when Dialbridge is off there), handed over through the background.
 */
import { browser } from '#imports';
import { useMemo, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import type { HandedNumber } from '../../utils/call-lists/types';
import { createTranslator, type Language } from '../../utils/i18n';
import { calllists } from '../../utils/i18n/messages/calllists';
import { sendMessage } from '../../utils/messaging/send';
import { findTargetTab } from '../page/target-tab';

export function CallListButton(props: { language: Language }) {
  const t = useMemo(() => createTranslator(props.language, [calllists]), [props.language]);
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    const numbers = await pageNumbers();
    const reply = await sendMessage('handOverListNumbers', { numbers });
    setBusy(false);
    // A popup in its own tab (no toolbar) stays; the toolbar popup closes as the new tab opens.
    if (reply.ok && !(await browser.tabs.getCurrent())) window.close();
  }

  return (
    <Button variant="secondary" busy={busy} onClick={() => void open()}>
      {t('listOpen')}
    </Button>
  );
}

/** The target page's numbers (the plain page-numbers contract), checked like any page's answer. */
async function pageNumbers(): Promise<HandedNumber[]> {
  const tab = await findTargetTab(new URLSearchParams(location.search));
  if (!tab?.id || !/^https?:/.test(tab.url ?? '')) return [];
  try {
    const answer = (await browser.tabs.sendMessage(tab.id, { type: 'page-numbers' })) as
      { numbers?: unknown } | undefined;
    if (!Array.isArray(answer?.numbers)) return [];
    return answer.numbers.flatMap((item: unknown) => {
      const number = item as Partial<HandedNumber> | null;
      if (typeof number?.text !== 'string' || typeof number.dial !== 'string') return [];
      if (!/^\d{6,15}$/.test(number.dial)) return [];
      const name = typeof number.name === 'string' ? number.name.slice(0, 200) : undefined;
      return [{ text: number.text.slice(0, 200), dial: number.dial, ...(name && { name }) }];
    });
  } catch {
    return []; // no content script there: Dialbridge is off on that site
  }
}
