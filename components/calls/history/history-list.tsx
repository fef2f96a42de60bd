/**
 * The history rows in a scroll box, virtualised (./use-virtual-list.ts): a list of 2,000 calls
 * renders the twenty or so in view. The rows are list items, each saying its place in the whole
 * list (aria-setsize / aria-posinset), so a screen reader still hears "12 of 2,000" although the
 * rest are not in the DOM. `revealId` scrolls that call into view once and focuses its line.
 * Rows keep their place on screen when calls join the list above them (./keep-in-place.ts).
 */
import { useEffect } from 'preact/hooks';
import type { CallRecord } from '../../../utils/calls/records/types';
import type { SettingsView } from '../../../utils/settings/schema';
import { HistoryRow } from './history-row';
import { useKeptInPlace } from './keep-in-place';
import { useVirtualList } from './use-virtual-list';
import { useTranslation } from '../../ui/use-i18n';

/** A closed row's height in px (one line); opened rows are measured. */
const LINE_HEIGHT = 44;
const OPEN_HEIGHT = 300;

export function HistoryList(props: {
  calls: readonly CallRecord[];
  openId: string | null;
  highlightId: string | null;
  revealId: string | null;
  onRevealed: () => void;
  query: string;
  settings: SettingsView;
  onToggle: (callId: string) => void;
  onEdit: (call: CallRecord) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { calls } = props;
  const { virtualizer, scrollRef } = useVirtualList({
    count: calls.length,
    getItemKey: (index) => calls[index]!.callId,
    estimateSize: (index) => (calls[index]!.callId === props.openId ? OPEN_HEIGHT : LINE_HEIGHT),
  });
  useKeptInPlace(scrollRef, props.openId);

  useEffect(() => {
    if (!props.revealId) return;
    const index = calls.findIndex((call) => call.callId === props.revealId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    const line = document.getElementById(`call-${props.revealId}-line`);
    if (!line) return; // rendered on the next frame: this effect runs again then
    line.focus();
    props.onRevealed();
  });

  const now = Date.now();
  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} class="history-scroll">
      <ul
        class="history-list"
        aria-label={t('popup.calls.listLabel')}
        style={{ blockSize: `${virtualizer.getTotalSize()}px` }}
      >
        {items.map((item) => {
          const call = calls[item.index]!;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              class="history-item"
              aria-setsize={calls.length}
              aria-posinset={item.index + 1}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <HistoryRow
                call={call}
                open={call.callId === props.openId}
                highlighted={call.callId === props.highlightId}
                now={now}
                query={props.query}
                settings={props.settings}
                onToggle={() => props.onToggle(call.callId)}
                onEdit={props.onEdit}
                onChanged={props.onChanged}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
