/**
 * The Call lists page's bulk order confirmation. Registrations only: the work lives in
 * utils/orders. Extension pages only: none of these is in PAGE_MESSAGES (messaging/protocol.ts).
 */
import {
  changeOrderBatch,
  currentView,
  orderResults,
  ordersContext,
  startOrderBatch,
} from '../../orders/batch';
import { ensureOrderRun } from '../../orders/run';
import { forgetUnknownOrders, settleUnknown } from '../../orders/settle';
import type { HandlerGroup } from './types';

export const orderHandlers = {
  getOrdersContext: () => ordersContext(),
  startOrderBatch: (input) => startOrderBatch(input),
  async getOrderBatch() {
    const view = await currentView();
    // The open page's poll is one of the run's wake-ups (the heartbeat alarm is the other).
    if (view?.status === 'running') void ensureOrderRun();
    return view;
  },
  changeOrderBatch: ({ action }) => changeOrderBatch(action),
  getOrderResults: () => orderResults(),
  settleOrderRows: ({ rows, as }) => settleUnknown(rows, as),
  async forgetUnknownOrders({ orderNumbers }) {
    await forgetUnknownOrders(orderNumbers);
    return ordersContext();
  },
} satisfies HandlerGroup<
  | 'getOrdersContext'
  | 'startOrderBatch'
  | 'getOrderBatch'
  | 'changeOrderBatch'
  | 'getOrderResults'
  | 'settleOrderRows'
  | 'forgetUnknownOrders'
>;
