// Order confirmation and dispatch through the background's call functions, against the sandbox.

import { describe, expect, it } from 'vitest';
import { confirmOrderCall, dispatchCallNow } from '../../../utils/orders/order-call';
import { addConfirmed, writeNewBatch } from '../../../utils/orders/batch-store';
import type { ErrorInfo } from '../../../utils/errors';
import type { BatchMeta, RowOutcome } from '../../../utils/orders/batch-types';
import type { Sandbox } from '../../sandbox/server';
import { configure, failureOf, sandboxForEachTest } from '../calls/helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started), { orderTries: 3, orderTryDelayMinutes: 7 });

describe('confirmOrderCall', () => {
  it('fills flow, tries and delay from settings and normalises the number', async () => {
    const result = await confirmOrderCall({
      phone: '055 123 4567',
      orderNumber: ' A-17 ',
      callFlowId: '',
    });
    expect(result).toEqual({ message: 'Call in queue' });
    expect(sandbox.requests[0]?.form).toEqual({
      phone: '966551234567',
      call_flow_id: 'flow-orders',
      order_number: 'A-17',
      tries: '3',
      try_delay: '7',
    });
  });

  it('sends every field the form gives', async () => {
    await confirmOrderCall({
      phone: '+1 212 555 0100',
      orderNumber: 'B-2',
      itemsCount: 4,
      orderCost: 99.5,
      tries: 0,
      tryDelayMinutes: 1,
      type: 'order_number',
      callFlowId: 'flow-x',
    });
    expect(sandbox.requests[0]?.form).toEqual({
      phone: '12125550100',
      call_flow_id: 'flow-x',
      order_number: 'B-2',
      tries: '0',
      try_delay: '1',
      items_count: '4',
      order_cost: '99.5',
      type: 'order_number',
    });
  });

  it('an order a bulk run sent (finished or still running) is not confirmed again unless asked', async () => {
    await addConfirmed([['A-1001', 'queued']]);
    const refused = (await failureOf(() =>
      confirmOrderCall({ phone: '0551234567', orderNumber: 'A-1001', callFlowId: '' }),
    )) as ErrorInfo;
    expect(refused.code).toBe('duplicate-call');
    expect(refused.duplicate).toEqual({
      number: '+966 55 123 4567',
      seconds: 0,
      when: 'confirmed',
      order: 'A-1001',
    });
    // The run in hand: a row whose answer is unknown counts as sent too.
    await writeNewBatch(
      { id: 'run-1', total: 2 } as BatchMeta,
      [
        ['A-1002', '0551234568'],
        ['A-1003', '0551234569'],
      ],
      [
        { state: 'unknown', order: { orderNumber: 'A-1002' } as RowOutcome['order'] },
        { state: 'pending' },
      ],
    );
    const running = (await failureOf(() =>
      confirmOrderCall({ phone: '0551234568', orderNumber: 'A-1002', callFlowId: '' }),
    )) as ErrorInfo;
    expect(running.duplicate?.when).toBe('confirmed');
    expect(sandbox.requests).toHaveLength(0);
    // "Call again": sent once.
    await confirmOrderCall({ phone: '0551234567', orderNumber: 'A-1001', callFlowId: '' }, true);
    expect(sandbox.requests).toHaveLength(1);
  });

  it('an order number written another way (case, spaces, dashes) is the same order', async () => {
    await addConfirmed([['ORD-2010', 'queued']]);
    for (const written of ['ord-2010', 'ORD 2010', 'ord2010', 'ＯＲＤ－２０１０']) {
      const refused = (await failureOf(() =>
        confirmOrderCall({ phone: '0551234567', orderNumber: written, callFlowId: '' }),
      )) as ErrorInfo;
      expect({ written, code: refused.code }).toEqual({ written, code: 'duplicate-call' });
    }
    expect(sandbox.requests).toHaveLength(0);
    // Another order is another order.
    await confirmOrderCall({ phone: '0551234567', orderNumber: 'ORD-2011', callFlowId: '' });
    expect(sandbox.requests).toHaveLength(1);
  });

  it('refuses a bad number and an empty order number, sending nothing', async () => {
    const info = await failureOf(() =>
      confirmOrderCall({ phone: '12', orderNumber: '', callFlowId: '' }),
    );
    expect(info.code).toBe('invalid-input');
    expect(Object.keys(info.fields ?? {}).sort()).toEqual(['orderNumber', 'phone']);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('passes the client range check on as field messages', async () => {
    const info = await failureOf(() =>
      confirmOrderCall({ phone: '0551234567', orderNumber: 'C', tries: 99, callFlowId: '' }),
    );
    expect(info.code).toBe('invalid-input');
    expect(info.fields?.tries).toMatch(/^Tries: /);
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('dispatchCallNow', () => {
  it('sends the call, with the numbers to read out as typed (149.50 stays), and returns the service message and id', async () => {
    const result = await dispatchCallNow({
      phone: '0551234567',
      number1: '149.50',
      number2: '7',
      webhookUrl: `${sandbox.url}/hook`,
    });
    expect(result.message).toBe('Call Sent');
    expect(result.callId).toBe(sandbox.dispatches[0]?.callId);
    expect(sandbox.requests[0]?.form).toEqual({
      phone: '966551234567',
      number_1: '149.50',
      number_2: '7',
      webhook: `${sandbox.url}/hook`,
    });
  });

  it.each(['-1', '1e3', 'twelve', '1.2345678', ''])(
    'refuses %j as a number to read out, and sends nothing',
    async (number1) => {
      const info = await failureOf(() =>
        dispatchCallNow({
          phone: '0551234567',
          number1,
          number2: '2',
          webhookUrl: `${sandbox.url}/hook`,
        }),
      );
      expect(info.fields?.number1).toMatch(/^First number to read out: /);
      expect(sandbox.requests).toHaveLength(0);
    },
  );

  it('refuses a webhook that is not an http(s) address', async () => {
    const info = await failureOf(() =>
      dispatchCallNow({
        phone: '0551234567',
        number1: '1',
        number2: '2',
        webhookUrl: 'javascript:alert(1)',
      }),
    );
    expect(info.fields?.webhookUrl).toMatch(/^Webhook URL: /);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('says where to go when the dispatch address is missing', async () => {
    await configure(sandbox, { dispatchUrl: '' });
    const info = await failureOf(() =>
      dispatchCallNow({
        phone: '0551234567',
        number1: '1',
        number2: '2',
        webhookUrl: 'https://crm.example/h',
      }),
    );
    expect(info.code).toBe('not-configured');
    expect(info.message).toMatch(/Settings/);
  });
});
