/**
 * A small Preact hook around @tanstack/virtual-core's Virtualizer: only the rows in and near the
 * scroll box are in the DOM, so thousands of records cost what a screenful costs. Rows are
 * measured as they render (an opened row is taller), keyed by the caller's ids so a measured
 * height follows its record when the list is searched or filtered.
 */
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';

type Options = VirtualizerOptions<HTMLDivElement, HTMLElement>;

export function useVirtualList(props: {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string;
  overscan?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options: Options = {
    count: props.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: props.estimateSize,
    getItemKey: props.getItemKey,
    overscan: props.overscan ?? 8,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: () => rerender(undefined),
  };
  const [virtualizer] = useState(() => {
    const created = new Virtualizer(options);
    // The list keeps its rows in place itself (./keep-in-place.ts), for rows measured and rows
    // added alike; the virtualizer's own correction for the first would count twice.
    created.shouldAdjustScrollPositionOnItemSizeChange = () => false;
    return created;
  });
  virtualizer.setOptions(options);

  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });

  return { virtualizer, scrollRef };
}
