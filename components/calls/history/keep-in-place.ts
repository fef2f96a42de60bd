/**
 * Rows stay where they are on screen when what is above them changes. A refresh brings the call
 * the agent just placed to the top of the list; without this, every row below it, the open one
 * with its buttons included, would jump down a line under the agent's pointer between aiming and
 * clicking. The row held still is the open one when it is in view, else the first row in view;
 * at the very top with no open row in view nothing is held, so new calls come into sight there.
 * A row opened or closed, and the agent's own scrolling, move nothing: they choose a new row to
 * hold. As with the browser's own scroll anchoring, a search or filter that keeps the held row
 * keeps it in place too.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

interface Anchor {
  id: string;
  /** The open row when this anchor was taken: opening or closing a row takes a new one. */
  openId: string | null;
  /** The row's top within the scrolled content, in px: scrolling leaves it alone. */
  offset: number;
}

/** The DOM id of a call's row (history-row.tsx). */
const rowOf = (callId: string) => document.getElementById(`call-${callId}`);

/** The row's top on screen, relative to the scroll box's top. */
function topIn(box: HTMLElement, row: HTMLElement): number {
  return row.getBoundingClientRect().top - box.getBoundingClientRect().top;
}

function offsetIn(box: HTMLElement, row: HTMLElement): number {
  return topIn(box, row) + box.scrollTop;
}

function anchorIn(box: HTMLElement, openId: string | null): Anchor | null {
  const height = box.clientHeight;
  const inView = (row: HTMLElement | null): row is HTMLElement => {
    if (!row) return false;
    const top = topIn(box, row);
    return top < height && top + row.offsetHeight > 0;
  };
  const open = openId === null ? null : rowOf(openId);
  if (openId !== null && inView(open)) return { id: openId, openId, offset: offsetIn(box, open) };
  if (box.scrollTop === 0) return null;
  // Only the rows near the view are in the DOM (virtualised), in list order.
  for (const row of box.querySelectorAll<HTMLElement>('.history-row')) {
    if (inView(row))
      return { id: row.id.slice('call-'.length), openId, offset: offsetIn(box, row) };
  }
  return null;
}

/**
 * After every render, the held row goes back to where it was (rows above it were added, removed
 * or measured); then the row to hold is taken again.
 */
export function useKeptInPlace(
  scrollRef: RefObject<HTMLDivElement | null>,
  openId: string | null,
): void {
  const anchor = useRef<Anchor | null>(null);

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const held = anchor.current;
    const row = held && held.openId === openId ? rowOf(held.id) : null;
    if (held && row) {
      const moved = offsetIn(box, row) - held.offset;
      if (moved !== 0) box.scrollTop += moved;
    }
    anchor.current = anchorIn(box, openId);
  });

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const onScroll = () => {
      anchor.current = anchorIn(box, openId);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, [scrollRef.current, openId]);
}
