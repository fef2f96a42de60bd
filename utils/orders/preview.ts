/**
 * The preview of an orders file, row by row: what would be sent (the number with its country
 * code, the order fields) or why the row is refused. Pure and incremental, so the page can run it
 * in slices over a 5,000-row file and the background can run it again, whole, on what the page
 * sent (it trusts no page's verdict).
 *
 * The number is normalised by utils/phone with the default country, exactly as the popup's order
 * form does; the order number, items count and cost keep the client's bounds (interface 2.2 and
 * utils/service/requests.ts), so a row the preview accepts is one the client accepts.
 */
import { orderKey } from '../order-number';
import { ITEMS_COUNT, MAX_LENGTH, ORDER_COST } from '../limits';
import { normalizePhone, toAsciiDigits } from '../phone';
import type { ColumnMapping } from './columns';

export type RowRefusal =
  | 'missing-phone'
  | 'invalid-phone'
  | 'do-not-call'
  | 'missing-order-number'
  | 'long-order-number'
  | 'duplicate-in-file'
  | 'already-confirmed'
  | 'maybe-sent-before'
  | 'invalid-items-count'
  | 'invalid-order-cost'
  | 'long-type';

/** What a previous batch or the popup sent from this browser for an order number. */
export type SentBefore = ReadonlyMap<string, 'queued' | 'unknown'>;

export interface OrderFields {
  orderNumber: string;
  itemsCount?: number;
  orderCost?: number;
  type?: string;
}

export type PreviewRow =
  | { ok: true; dial: string; order: OrderFields }
  /** `firstRow`: for a duplicate, the 0-based row that keeps the order number. */
  | { ok: false; refusal: RowRefusal; firstRow?: number };

/**
 * The parameters of a refusal's sentence (`ordersRefusal.<refusal>`): the file's own row number
 * of the row a duplicate repeats (1-based, after the header), and the bounds of the rule the row
 * broke, so no dictionary writes a bound of its own.
 */
export function refusalParams(refusal: RowRefusal, firstRow?: number): Record<string, number> {
  const row = { row: (firstRow ?? 0) + 2 };
  switch (refusal) {
    case 'long-order-number':
      return { ...row, max: MAX_LENGTH.orderNumber };
    case 'long-type':
      return { ...row, max: MAX_LENGTH.orderType };
    case 'invalid-items-count':
      return { ...row, ...ITEMS_COUNT };
    default:
      return row;
  }
}

export class OrderPreviewer {
  private readonly seen = new Map<string, number>();
  private index = 0;

  /** Sent before, by order key (order-number.ts). */
  private readonly sentBefore: SentBefore;

  constructor(
    private readonly mapping: ColumnMapping,
    private readonly defaultCountry: string,
    sentBefore: SentBefore = new Map(),
    /** The team's do-not-call list: a listed customer's row is refused here, before the run. */
    private readonly isDoNotCall: (dial: string) => boolean = () => false,
  ) {
    this.sentBefore = new Map([...sentBefore].map(([order, state]) => [orderKey(order), state]));
  }

  /** The next row's verdict; rows must come in file order (duplicates keep the first). */
  next(row: readonly string[]): PreviewRow {
    const index = this.index++;
    const cell = (column: keyof ColumnMapping) => {
      const at = this.mapping[column];
      return at === null ? '' : (row[at] ?? '').trim();
    };
    const phoneText = cell('phone');
    if (!phoneText) return { ok: false, refusal: 'missing-phone' };
    const phone = normalizePhone(phoneText, this.defaultCountry);
    if (!phone.ok) return { ok: false, refusal: 'invalid-phone' };
    if (this.isDoNotCall(phone.dial)) return { ok: false, refusal: 'do-not-call' };
    const orderNumber = cell('orderNumber');
    if (!orderNumber) return { ok: false, refusal: 'missing-order-number' };
    if (orderNumber.length > MAX_LENGTH.orderNumber)
      return { ok: false, refusal: 'long-order-number' };
    const key = orderKey(orderNumber);
    const first = this.seen.get(key);
    if (first !== undefined) return { ok: false, refusal: 'duplicate-in-file', firstRow: first };
    const before = this.sentBefore.get(key);
    if (before === 'queued') return { ok: false, refusal: 'already-confirmed' };
    if (before === 'unknown') return { ok: false, refusal: 'maybe-sent-before' };
    const itemsCount = readNumber(cell('itemsCount'), true, ITEMS_COUNT.max);
    if (itemsCount === null) return { ok: false, refusal: 'invalid-items-count' };
    const orderCost = readNumber(cell('orderCost'), false, ORDER_COST.max);
    if (orderCost === null) return { ok: false, refusal: 'invalid-order-cost' };
    const type = cell('type');
    if (type.length > MAX_LENGTH.orderType) return { ok: false, refusal: 'long-type' };
    this.seen.set(key, index);
    return {
      ok: true,
      dial: phone.dial,
      order: {
        orderNumber,
        ...(itemsCount !== undefined && { itemsCount }),
        ...(orderCost !== undefined && { orderCost }),
        ...(type && { type }),
      },
    };
  }
}

/** Every row at once (the background, tests). */
export function previewOrders(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  defaultCountry: string,
  sentBefore?: SentBefore,
  isDoNotCall?: (dial: string) => boolean,
): PreviewRow[] {
  const previewer = new OrderPreviewer(mapping, defaultCountry, sentBefore, isDoNotCall);
  return rows.map((row) => previewer.next(row));
}

/**
 * A number cell: empty is "not given" (undefined); otherwise digits (Arabic-Indic too), a
 * decimal point for a cost, thousands commas ("1,250.50"); anything else or out of range is null.
 */
export function readNumber(text: string, whole: boolean, max: number): number | undefined | null {
  const plain = toAsciiDigits(text)
    .replace(/[\s\u066C]/g, '')
    .replace('\u066B', '.');
  if (plain === '') return undefined;
  const grouped = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain) ? plain.replace(/,/g, '') : plain;
  if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(grouped)) return null;
  const value = Number(grouped);
  return Number.isFinite(value) && value <= max ? value : null;
}

export interface PreviewTotals {
  rows: number;
  ready: number;
  refused: number;
  byReason: Partial<Record<RowRefusal, number>>;
}

export function previewTotals(preview: readonly PreviewRow[]): PreviewTotals {
  const totals: PreviewTotals = { rows: preview.length, ready: 0, refused: 0, byReason: {} };
  for (const row of preview) {
    if (row.ok) totals.ready++;
    else {
      totals.refused++;
      totals.byReason[row.refusal] = (totals.byReason[row.refusal] ?? 0) + 1;
    }
  }
  return totals;
}
