/**
 * Which column of an orders file holds which field of the order-confirmation request (interface
 * 2.2). Pure: the Call lists page guesses the mapping as soon as a file is read, the background
 * re-reads the rows with the mapping the page sent.
 *
 * A header maps without asking when it is the interface's own field name (`order_number`) or an
 * obvious English or Arabic name for it (Order #, Mobile, رقم الجوال); anything else is left for
 * the agent to choose. Names are compared folded: case, spaces, underscores, punctuation, Arabic
 * diacritics, tatweel and the forms of alef do not matter.
 */
export const ORDER_COLUMNS = ['phone', 'orderNumber', 'itemsCount', 'orderCost', 'type'] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** Column index in the file for each field; null when the file has none. */
export type ColumnMapping = Record<OrderColumn, number | null>;

/** The header name chosen for each field, kept so the next file with the same names maps alone. */
export type RememberedColumns = Partial<Record<OrderColumn, string>>;

const ALIASES: Record<OrderColumn, readonly string[]> = {
  phone: [
    'phone',
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'mobile no',
    'mobile phone',
    'cell',
    'cell phone',
    'tel',
    'telephone',
    'customer phone',
    'customer mobile',
    'msisdn',
    'جوال',
    'الجوال',
    'رقم الجوال',
    'هاتف',
    'الهاتف',
    'رقم الهاتف',
    'موبايل',
    'الموبايل',
    'رقم الموبايل',
    'جوال العميل',
    'هاتف العميل',
  ],
  orderNumber: [
    'order number',
    'order',
    'order no',
    'order id',
    'order ref',
    'order reference',
    'رقم الطلب',
    'الطلب',
    'رقم الطلبيه',
  ],
  itemsCount: [
    'items count',
    'items',
    'item count',
    'number of items',
    'quantity',
    'qty',
    'عدد المنتجات',
    'عدد القطع',
    'عدد الاصناف',
    'الكميه',
    'الكمية',
  ],
  orderCost: [
    'order cost',
    'cost',
    'total',
    'order total',
    'amount',
    'price',
    'total price',
    'المبلغ',
    'الاجمالي',
    'التكلفه',
    'السعر',
    'قيمه الطلب',
    'اجمالي الطلب',
  ],
  type: ['type', 'order type', 'النوع', 'نوع الطلب'],
};

/** Folds a header for comparison: "Order_Number", "order number" and "ORDER #" are alike. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // Arabic diacritics and tatweel
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FOLDED_ALIASES = {} as Record<OrderColumn, ReadonlySet<string>>;
for (const column of ORDER_COLUMNS)
  FOLDED_ALIASES[column] = new Set(ALIASES[column].map(foldHeader));

export function emptyMapping(): ColumnMapping {
  return { phone: null, orderNumber: null, itemsCount: null, orderCost: null, type: null };
}

/**
 * The mapping for these headers: first a header the agent chose last time (by its exact name),
 * then a known name. A column is used for one field at most.
 */
export function guessMapping(
  headers: readonly string[],
  remembered: RememberedColumns = {},
): ColumnMapping {
  const mapping = emptyMapping();
  const taken = new Set<number>();
  const use = (column: OrderColumn, index: number) => {
    if (index < 0 || taken.has(index) || mapping[column] !== null) return;
    mapping[column] = index;
    taken.add(index);
  };
  for (const column of ORDER_COLUMNS) {
    const name = remembered[column];
    if (name !== undefined) use(column, headers.indexOf(name));
  }
  const folded = headers.map(foldHeader);
  for (const column of ORDER_COLUMNS) {
    use(
      column,
      folded.findIndex((header) => FOLDED_ALIASES[column].has(header)),
    );
  }
  return mapping;
}

/** The header names of a mapping, to remember for the next file. */
export function rememberMapping(
  headers: readonly string[],
  mapping: ColumnMapping,
): RememberedColumns {
  const remembered: RememberedColumns = {};
  for (const column of ORDER_COLUMNS) {
    const index = mapping[column];
    const name = index === null ? undefined : headers[index];
    if (name) remembered[column] = name;
  }
  return remembered;
}
