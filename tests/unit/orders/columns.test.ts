// Which header maps to which order field without asking, and what the agent mapped last time.
import { describe, expect, it } from 'vitest';
import { guessMapping, rememberMapping } from '../../../utils/orders/columns';

describe('guessMapping', () => {
  it.each([
    [
      ['phone', 'order_number', 'items_count', 'order_cost', 'type'],
      [0, 1, 2, 3, 4],
    ],
    [
      ['Order #', 'Mobile', 'Qty', 'Total', 'Order type'],
      [1, 0, 2, 3, 4],
    ],
    [
      ['Customer', 'Phone Number', 'Order No.', 'Amount'],
      [1, 2, null, 3, null],
    ],
    [
      ['رقم الطلب', 'رقم الجوال', 'الكمية', 'المبلغ', 'النوع'],
      [1, 0, 2, 3, 4],
    ],
    [
      ['الجوال', 'رقم الطلبية', 'إجمالي الطلب'],
      [0, 1, null, 2, null],
    ],
    [
      ['ORDER_NUMBER', 'TEL'],
      [1, 0, null, null, null],
    ],
    [
      ['Name', 'Notes', 'Contact'],
      [null, null, null, null, null],
    ],
  ])('%j', (headers, [phone, orderNumber, itemsCount, orderCost, type]) => {
    expect(guessMapping(headers)).toEqual({ phone, orderNumber, itemsCount, orderCost, type });
  });

  it('uses each column once: the first field that names it keeps it', () => {
    expect(guessMapping(['phone', 'phone'])).toMatchObject({ phone: 0 });
  });

  it('prefers the header the agent chose last time', () => {
    const headers = ['Contact', 'Ref', 'Phone'];
    const remembered = rememberMapping(headers, {
      phone: 0,
      orderNumber: 1,
      itemsCount: null,
      orderCost: null,
      type: null,
    });
    expect(remembered).toEqual({ phone: 'Contact', orderNumber: 'Ref' });
    expect(guessMapping(['Ref', 'Phone', 'Contact'], remembered)).toMatchObject({
      phone: 2,
      orderNumber: 0,
    });
  });
});
