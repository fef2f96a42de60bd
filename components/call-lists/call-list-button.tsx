/**
 * "Call lists" in the popup: opens the Call lists page with the numbers found on the page the
 * popup is about (none when Dialbridge is off there), handed over through the background.
 */
import { browser } from '#imports';
import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { handedNumber } from '../../utils/call-lists/build';
import type { HandedNumber } from '../../utils/call-lists/types';
import { askPageNumbers, sendMessage } from '../../utils/messaging/send';
import { findTargetTab } from '../page/target-tab';
import { useTranslation } from '../ui/use-i18n';

export function CallListButton() {
  const { t } = useTranslation();
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
      {t('callListsTitle')}
    </Button>
  );
}

/** The target page's numbers; none where Dialbridge is off or the tab is no web page. */
async function pageNumbers(): Promise<HandedNumber[]> {
  const tab = await findTargetTab(new URLSearchParams(location.search));
  if (!tab?.id || !/^https?:/.test(tab.url ?? '')) return [];
  const listed = await askPageNumbers(tab.id);
  return (listed?.numbers ?? []).map(handedNumber);
}
