import { describe, expect, it } from 'vitest';
import { orderRequest } from '../../../utils/orders/order-request';

describe('one order-confirmation request for the popup and for a bulk row', () => {
  const options = { callFlowId: 'flow-orders', tries: 2, tryDelayMinutes: 15 };

  it('carries the order and the call flow and tries', () => {
    expect(
      orderRequest(
        '966551234567',
        { orderNumber: 'A-1', itemsCount: 3, orderCost: 149.5, type: 'cod' },
        options,
      ),
    ).toEqual({
      phone: '966551234567',
      callFlowId: 'flow-orders',
      orderNumber: 'A-1',
      tries: 2,
      tryDelayMinutes: 15,
      itemsCount: 3,
      orderCost: 149.5,
      type: 'cod',
    });
  });

  it('leaves out what the order does not say, so the service applies its defaults', () => {
    expect(
      orderRequest('966551234567', { orderNumber: 'A-2', type: '' }, { ...options, tries: 0 }),
    ).toEqual({
      phone: '966551234567',
      callFlowId: 'flow-orders',
      orderNumber: 'A-2',
      tries: 0,
      tryDelayMinutes: 15,
    });
  });
});
