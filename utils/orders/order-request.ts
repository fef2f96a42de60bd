/**
 * The one order-confirmation request, built alike for an order typed in the popup and for a row of
 * a bulk run: the dial string, the order's own fields (an empty one left out: the service's
 * defaults apply) and the run's or the settings' call flow and tries.
 */
import type { OrderConfirmationRequest } from '../service/requests';
import type { OrderFields } from './preview';

export interface OrderCallOptions {
  callFlowId: string;
  tries: number;
  tryDelayMinutes: number;
}

export function orderRequest(
  dial: string,
  order: OrderFields,
  options: OrderCallOptions,
): OrderConfirmationRequest {
  return {
    phone: dial,
    callFlowId: options.callFlowId,
    orderNumber: order.orderNumber,
    tries: options.tries,
    tryDelayMinutes: options.tryDelayMinutes,
    ...(order.itemsCount !== undefined && { itemsCount: order.itemsCount }),
    ...(order.orderCost !== undefined && { orderCost: order.orderCost }),
    ...(order.type !== undefined && order.type !== '' && { type: order.type }),
  };
}
