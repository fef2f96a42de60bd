/**
 * The preview of the chosen file, computed in slices of SLICE rows with a pause between them, so
 * a 5,000-row file never holds the page for long; a new file or mapping cancels the run under
 * way. The background previews the rows again when the batch starts (it trusts no page).
 */
import { useEffect, useState } from 'preact/hooks';
import type { ColumnMapping } from '../../utils/orders/columns';
import { OrderPreviewer, type PreviewRow, type SentBefore } from '../../utils/orders/preview';

const SLICE = 250;

export interface PreviewState {
  rows: PreviewRow[];
  done: boolean;
}

export function usePreview(
  rows: string[][] | null,
  mapping: ColumnMapping,
  defaultCountry: string,
  sentBefore: SentBefore,
  isDoNotCall: (dial: string) => boolean,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ rows: [], done: false });
  useEffect(() => {
    if (!rows || mapping.phone === null || mapping.orderNumber === null) {
      setState({ rows: [], done: false });
      return;
    }
    let cancelled = false;
    const previewer = new OrderPreviewer(mapping, defaultCountry, sentBefore, isDoNotCall);
    const result: PreviewRow[] = [];
    const step = (from: number) => {
      if (cancelled) return;
      const end = Math.min(rows.length, from + SLICE);
      for (let i = from; i < end; i++) result.push(previewer.next(rows[i]!));
      const done = end >= rows.length;
      setState({ rows: done ? result : result.slice(), done });
      if (!done) setTimeout(() => step(end), 0);
    };
    setState({ rows: [], done: false });
    step(0);
    return () => {
      cancelled = true;
    };
  }, [rows, mapping, defaultCountry, sentBefore, isDoNotCall]);
  return state;
}
