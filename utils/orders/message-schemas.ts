import { z } from 'zod';
import {
  MAX_BATCH_ROWS,
  MAX_FILE_CELL,
  MAX_FILE_COLUMNS,
  MAX_FILE_HEADER,
  MAX_FILE_NAME,
  MAX_LENGTH,
  messageLength,
} from '../limits';
import { empty, repeat, textUpTo, optionalNumber, type SameShape } from '../schema-parts';
import type { OrderForm } from '../calls/records/types';

/** Bulk order confirmation: a file's rows as text, bounded (utils/orders/batch-store.ts). */
const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_FILE_COLUMNS - 1)
  .nullable();
export const orderMessageSchemas = {
  /** One order confirmed from the popup: types and sizes; ./order-call.ts checks the values. */
  confirmOrder: z
    .object({
      phone: textUpTo(MAX_LENGTH.phone),
      orderNumber: textUpTo(messageLength(MAX_LENGTH.orderNumber)),
      itemsCount: optionalNumber('Items count: enter a whole number.'),
      orderCost: optionalNumber('Order cost: enter an amount, like 149.90.'),
      tries: optionalNumber('Tries: enter a whole number.'),
      tryDelayMinutes: optionalNumber('Minutes between tries: enter a whole number.'),
      type: textUpTo(messageLength(MAX_LENGTH.orderType)).optional(),
      callFlowId: textUpTo(messageLength(MAX_LENGTH.callFlowId)),
      repeat,
    })
    .strict(),
  getOrdersContext: empty,
  startOrderBatch: z
    .object({
      fileName: textUpTo(MAX_FILE_NAME),
      headers: z.array(textUpTo(MAX_FILE_HEADER)).min(1).max(MAX_FILE_COLUMNS),
      rows: z.array(z.array(textUpTo(MAX_FILE_CELL)).max(MAX_FILE_COLUMNS)).max(MAX_BATCH_ROWS),
      mapping: z
        .object({
          phone: columnIndex,
          orderNumber: columnIndex,
          itemsCount: columnIndex,
          orderCost: columnIndex,
          type: columnIndex,
        })
        .strict(),
      options: z
        .object({
          callFlowId: textUpTo(messageLength(MAX_LENGTH.callFlowId)),
          tries: optionalNumber('Tries: enter a whole number.'),
          tryDelayMinutes: optionalNumber('Minutes between tries: enter a whole number.'),
          ratePerSecond: optionalNumber('Requests per second: enter a number.'),
        })
        .strict(),
    })
    .strict(),
  getOrderBatch: empty,
  changeOrderBatch: z.object({ action: z.enum(['pause', 'resume', 'cancel', 'clear']) }).strict(),
  getOrderResults: empty,
  settleOrderRows: z
    .object({
      rows: z.union([z.literal('all'), z.array(z.number().int().min(0)).max(MAX_BATCH_ROWS)]),
      as: z.enum(['resend', 'not-sent']),
    })
    .strict(),
  forgetUnknownOrders: z
    .object({
      orderNumbers: z
        .array(z.string().max(messageLength(MAX_LENGTH.orderNumber)))
        .max(MAX_BATCH_ROWS),
    })
    .strict(),
};

export const ORDER_FORM_MATCHES_ITS_SCHEMA: SameShape<
  Omit<z.output<typeof orderMessageSchemas.confirmOrder>, 'repeat'>,
  OrderForm
> = true;
