// The preview's verdict per row: the number with its country code, or why the row is refused.
import { describe, expect, it } from 'vitest';
import { previewOrders, previewTotals, readNumber } from '../../../utils/orders/preview';

const MAPPING = { phone: 0, orderNumber: 1, itemsCount: 2, orderCost: 3, type: 4 };

describe('previewOrders', () => {
  it('normalises with the default country, as the popup does, and keeps the order fields', () => {
    const [row] = previewOrders([['055 123 4567', ' A-1 ', '3', '1,250.50', 'cod']], MAPPING, 'SA');
    expect(row).toEqual({
      ok: true,
      dial: '966551234567',
      order: { orderNumber: 'A-1', itemsCount: 3, orderCost: 1250.5, type: 'cod' },
    });
  });

  it('reads Arabic-Indic digits in the number and the amounts', () => {
    const [row] = previewOrders([['٠٥٥١٢٣٤٥٦٧', 'B-2', '٢', '٩٩٫٥', '']], MAPPING, 'SA');
    expect(row).toEqual({
      ok: true,
      dial: '966551234567',
      order: { orderNumber: 'B-2', itemsCount: 2, orderCost: 99.5 },
    });
  });

  it('refuses each row for its own reason', () => {
    const rows = [
      ['', 'A-1', '', '', ''],
      ['12', 'A-2', '', '', ''],
      ['0551234567', '', '', '', ''],
      ['0551234567', 'A-4', '', '', ''],
      ['0551234568', 'A-4', '', '', ''],
      ['0551234569', 'A-6', 'two', '', ''],
      ['0551234569', 'A-7', '', '12abc', ''],
      ['0551234569', 'SENT-1', '', '', ''],
      ['0551234569', 'MAYBE-1', '', '', ''],
      ['0551234569', 'x'.repeat(101), '', '', ''],
    ];
    const sent = new Map([
      ['SENT-1', 'queued' as const],
      ['MAYBE-1', 'unknown' as const],
    ]);
    const preview = previewOrders(rows, MAPPING, 'SA', sent);
    expect(preview.map((row) => (row.ok ? 'ok' : row.refusal))).toEqual([
      'missing-phone',
      'invalid-phone',
      'missing-order-number',
      'ok',
      'duplicate-in-file',
      'invalid-items-count',
      'invalid-order-cost',
      'already-confirmed',
      'maybe-sent-before',
      'long-order-number',
    ]);
    expect(preview[4]).toEqual({ ok: false, refusal: 'duplicate-in-file', firstRow: 3 });
    expect(previewTotals(preview)).toEqual({
      rows: 10,
      ready: 1,
      refused: 9,
      byReason: {
        'missing-phone': 1,
        'invalid-phone': 1,
        'missing-order-number': 1,
        'duplicate-in-file': 1,
        'invalid-items-count': 1,
        'invalid-order-cost': 1,
        'already-confirmed': 1,
        'maybe-sent-before': 1,
        'long-order-number': 1,
      },
    });
  });

  it('a refused row does not claim its order number: a later valid row with it is sent', () => {
    const preview = previewOrders(
      [
        ['bad', 'C-1', '', '', ''],
        ['0551234567', 'C-1', '', '', ''],
      ],
      MAPPING,
      'SA',
    );
    expect(preview[1]?.ok).toBe(true);
  });
});

describe('order numbers as people mean them', () => {
  it('a row whose order number differs only in case, spaces or dashes is a duplicate, or sent before', () => {
    const preview = previewOrders(
      [
        ['0551234567', 'C-1', '', '', ''],
        ['0551234568', 'c 1', '', '', ''],
        ['0551234569', 'ord_7', '', '', ''],
      ],
      MAPPING,
      'SA',
      new Map([['ORD-7', 'queued']]),
    );
    expect(preview.map((row) => (row.ok ? 'ok' : row.refusal))).toEqual([
      'ok',
      'duplicate-in-file',
      'already-confirmed',
    ]);
  });
});

describe('readNumber', () => {
  it.each([
    ['', true, undefined],
    ['12', true, 12],
    ['1.5', true, null],
    ['1.5', false, 1.5],
    ['1,000', true, 1000],
    ['1,00', false, null],
    ['-3', false, null],
    ['100001', true, null],
  ])('%j (whole %s) → %s', (text, whole, expected) => {
    expect(readNumber(text, whole, 100_000)).toBe(expected);
  });
});

describe('a customer on the do-not-call list', () => {
  it('is refused in the preview, whatever form the file writes the number in', () => {
    const listed = new Set(['966551234567']);
    const rows = [
      ['+966 55 123 4567', 'D-1', '', '', ''],
      ['٠٥٥١٢٣٤٥٦٧', 'D-2', '', '', ''],
      ['0551234568', 'D-3', '', '', ''],
    ];
    const preview = previewOrders(rows, MAPPING, 'SA', new Map(), (dial) => listed.has(dial));
    expect(preview.map((row) => (row.ok ? 'ok' : row.refusal))).toEqual([
      'do-not-call',
      'do-not-call',
      'ok',
    ]);
  });
});
