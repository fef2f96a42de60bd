// The guard against calling the same customer twice, in the background, against the sandbox over
// real HTTP: what reaches the service is counted from the sandbox's own record of requests.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Runtime } from 'webextension-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../../utils/background/handlers';
import { createBridgeCall, refreshCalls } from '../../../utils/calls';
import { confirmOrderCall, dispatchCallNow } from '../../../utils/orders/order-call';
import { duplicateError, recentCreatesItem } from '../../../utils/calls/duplicate-guard';
import { createTranslator } from '../../../utils/i18n';
import { duplicateCallText } from '../../../utils/i18n/duplicate-call';
import { errors } from '../../../utils/i18n/messages/errors';
import { routeMessage } from '../../../utils/messaging/router';
import type { Sandbox } from '../../sandbox/server';
import {
  CUSTOMER_DIAL,
  bridgeForm,
  failureOf,
  sandboxReaches,
  sandboxForEachTest,
} from './helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started), { clickAction: 'bridge' });

const posts = (path: string) =>
  sandbox.requests.filter((request) => request.method === 'POST' && request.path === path);
const bridgePosts = () => posts('/api/v1/call/bridge');
const MINUTE = 60_000;

function outcomes(results: PromiseSettledResult<unknown>[]) {
  return results.map((result) =>
    result.status === 'fulfilled'
      ? 'placed'
      : ((result.reason as { info?: { code: string } }).info?.code ?? 'thrown'),
  );
}

describe('a second bridged call to the same customer', () => {
  it('is refused while the first is being placed, however the number was written', async () => {
    const results = await Promise.allSettled([
      createBridgeCall(bridgeForm({ customerNumber: '050 111 2233' }), 'page', { tabId: 3 }),
      createBridgeCall(bridgeForm({ customerNumber: '+966501112233' }), 'popup'),
    ]);
    expect(outcomes(results).sort()).toEqual(['duplicate-call', 'placed']);
    expect(bridgePosts()).toHaveLength(1);
  });

  it('is refused after the first was placed, saying which number and how long ago', async () => {
    await createBridgeCall(bridgeForm(), 'popup');
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'page', { tabId: 3 }));
    expect(info).toMatchObject({
      code: 'duplicate-call',
      duplicate: { number: '+966 50 111 2233', when: 'ago' },
    });
    expect(info.message).toMatch(/^A call to \+966 50 111 2233 started (just now|\d+ s ago)/);
    expect(bridgePosts()).toHaveLength(1);
  });

  it('goes through with repeat (the person chose "Call again"), with a new Idempotency-Key', async () => {
    await createBridgeCall(bridgeForm(), 'popup');
    await createBridgeCall(bridgeForm(), 'popup', undefined, true);
    const [first, second] = bridgePosts().map((request) => request.idempotencyKey);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(sandbox.calls.size).toBe(2);
  });

  it('is refused whatever started each: page placeCall, popup createBridge, a second tab', async () => {
    const identity = {
      runtimeId: fakeBrowser.runtime.id,
      extensionOrigin: fakeBrowser.runtime.getURL('/'),
    };
    const tab = (id: number): Runtime.MessageSender => ({
      id: fakeBrowser.runtime.id,
      url: 'https://crm.example.com/customers/42',
      tab: { id, index: 0, highlighted: false, active: true, pinned: false, incognito: false },
      frameId: 0,
    });
    const popup: Runtime.MessageSender = {
      id: fakeBrowser.runtime.id,
      url: fakeBrowser.runtime.getURL('/popup.html'),
    };
    const send = (type: string, data: unknown, sender: Runtime.MessageSender) =>
      routeMessage({ channel: 'dialbridge', type, data }, sender, handlers, identity);
    const page = { dial: '0501112233', display: 'Omar', action: 'bridge' };
    const replies = await Promise.all([
      send('placeCall', page, tab(1)),
      send('placeCall', page, tab(2)),
      send('createBridge', bridgeForm(), popup),
    ]);
    expect(replies.filter((reply) => reply?.ok)).toHaveLength(1);
    expect(await send('placeCall', page, tab(1))).toMatchObject({
      ok: false,
      error: { code: 'duplicate-call' },
    });
    expect(bridgePosts()).toHaveLength(1);
    expect(await send('placeCall', { ...page, repeat: true }, tab(1))).toMatchObject({ ok: true });
    expect(await send('createBridge', { ...bridgeForm(), repeat: true }, popup)).toMatchObject({
      ok: true,
    });
    expect(bridgePosts()).toHaveLength(3);
  });

  it('is refused by a restarted service worker while the first is still in flight', async () => {
    sandbox.setFault({ delayMs: 400, path: '/api/v1/call/bridge', times: 1 });
    const first = createBridgeCall(bridgeForm(), 'popup');
    await vi.waitFor(() => expect(bridgePosts()).toHaveLength(1), { interval: 10 });
    // A new worker: fresh modules (nothing in memory), the same storage.
    vi.resetModules();
    const restarted = await import('../../../utils/calls');
    const info = await failureOf(() =>
      restarted.createBridgeCall(bridgeForm(), 'page', { tabId: 3 }),
    );
    expect(info.code).toBe('duplicate-call');
    await first;
    expect(bridgePosts()).toHaveLength(1);
  });

  it('is no longer refused as live once the first call has ended: the day\'s question asks instead, and "Call again" places it', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    await sandboxReaches(sandbox, call.callId, 'completed');
    await vi.waitFor(
      async () =>
        expect((await refreshCalls()).find((c) => c.callId === call.callId)?.state).toBe(
          'answered',
        ),
      { timeout: 5_000, interval: 20 },
    );
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(info).toMatchObject({ code: 'duplicate-call', duplicate: { when: 'today' } });
    expect(bridgePosts()).toHaveLength(1);
    await createBridgeCall(bridgeForm(), 'popup', undefined, true);
    expect(bridgePosts()).toHaveLength(2);
  });

  it('is allowed after the service refused the first (nothing was placed)', async () => {
    sandbox.setFault({ status: 500, path: '/api/v1/call/bridge', times: 1 });
    expect((await failureOf(() => createBridgeCall(bridgeForm(), 'popup'))).code).toBe(
      'server-error',
    );
    await createBridgeCall(bridgeForm(), 'popup');
    expect(sandbox.calls.size).toBe(1);
  });

  it('is refused after a create whose answer was lost (it may have been placed)', async () => {
    sandbox.setFault({ malformed: 'not-json', path: '/api/v1/call/bridge', times: 1 });
    expect((await failureOf(() => createBridgeCall(bridgeForm(), 'popup'))).code).toBe(
      'bad-response',
    );
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(info.code).toBe('duplicate-call');
    expect(bridgePosts()).toHaveLength(1);
  });

  it('is refused for a call now when one is scheduled within the window', async () => {
    await createBridgeCall(bridgeForm({ callAt: Date.now() + MINUTE }), 'popup');
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'page', { tabId: 3 }));
    expect(info).toMatchObject({ code: 'duplicate-call', duplicate: { when: 'ahead' } });
    expect(bridgePosts()).toHaveLength(1);
  });

  it('is allowed now when the other call is scheduled for next week, and the other way round', async () => {
    const nextWeek = Date.now() + 7 * 24 * 60 * MINUTE;
    await createBridgeCall(bridgeForm({ callAt: nextWeek }), 'popup');
    await createBridgeCall(bridgeForm(), 'popup');
    await createBridgeCall(bridgeForm({ callAt: nextWeek + 60 * MINUTE }), 'popup');
    expect(bridgePosts()).toHaveLength(3);
    const info = await failureOf(() =>
      createBridgeCall(bridgeForm({ callAt: nextWeek + MINUTE }), 'popup'),
    );
    expect(info.code).toBe('duplicate-call');
    expect(bridgePosts()).toHaveLength(3);
  });

  it('does not stop a call to another customer', async () => {
    await Promise.all([
      createBridgeCall(bridgeForm(), 'popup'),
      createBridgeCall(bridgeForm({ customerNumber: '050 111 2244' }), 'popup'),
    ]);
    expect(
      bridgePosts()
        .map((r) => r.form.second_callee_number)
        .sort(),
    ).toEqual([CUSTOMER_DIAL, '966501112244']);
  });
});

describe('a second identical order confirmation or dispatch', () => {
  const order = { phone: '055 123 4567', orderNumber: 'A-17', callFlowId: '' };
  const dispatch = {
    phone: '055 123 4567',
    number1: '1250',
    number2: '7',
    webhookUrl: 'http://127.0.0.1:9/hook',
  };
  const ORDERS = '/api/v1/order/confirmation';

  it('is refused while the first is in flight and after it, unless repeat', async () => {
    const results = await Promise.allSettled([
      confirmOrderCall(order),
      confirmOrderCall({ ...order, phone: '+966551234567' }),
    ]);
    expect(outcomes(results).sort()).toEqual(['duplicate-call', 'placed']);
    expect((await failureOf(() => confirmOrderCall(order))).code).toBe('duplicate-call');
    expect(posts(ORDERS)).toHaveLength(1);
    await confirmOrderCall(order, true);
    expect(sandbox.orders).toHaveLength(2);
  });

  it('does not stop another order for the same phone', async () => {
    await confirmOrderCall(order);
    await confirmOrderCall({ ...order, orderNumber: 'A-18' });
    expect(sandbox.orders.map((o) => o.orderNumber)).toEqual(['A-17', 'A-18']);
  });

  it('refuses the same dispatch twice, allows other numbers, and repeat', async () => {
    const results = await Promise.allSettled([
      dispatchCallNow(dispatch),
      dispatchCallNow(dispatch),
    ]);
    expect(outcomes(results).sort()).toEqual(['duplicate-call', 'placed']);
    await dispatchCallNow({ ...dispatch, number2: '8' });
    await dispatchCallNow(dispatch, true);
    expect(sandbox.dispatches.map((d) => d.number2)).toEqual(['7', '8', '7']);
  });

  it('is remembered in storage.session, so a restarted worker refuses it too', async () => {
    await confirmOrderCall(order);
    expect(await recentCreatesItem.getValue()).toHaveLength(1);
    vi.resetModules();
    const restarted = await import('../../../utils/orders/order-call');
    expect((await failureOf(() => restarted.confirmOrderCall(order))).code).toBe('duplicate-call');
    expect(sandbox.orders).toHaveLength(1);
  });
});

describe('the refusal in words', () => {
  const now = Date.UTC(2026, 10, 23, 10, 0, 0);
  it.each([
    ['A call to +966 50 111 2233 started just now', now - 2_000, 'للتو'],
    ['A call to +966 50 111 2233 started 40 s ago', now - 40_000, 'قبل ٤٠ ثانيةً'],
    ['A call to +966 50 111 2233 started 5 min ago', now - 5 * MINUTE, 'قبل ٥ دقائق'],
    ['A call to +966 50 111 2233 started 1 min ago', now - MINUTE, 'قبل دقيقة واحدة'],
    ['A call to +966 50 111 2233 is already scheduled in 2 min', now + 2 * MINUTE, 'بعد دقيقتين'],
    ['A call to +966 50 111 2233 is already scheduled in 15 s', now + 15_000, 'بعد ١٥ ثانيةً'],
  ])('%s (English and Arabic)', (english, startedAt, arabic) => {
    const { info } = duplicateError('966501112233', startedAt, now);
    expect(info.message.startsWith(english)).toBe(true);
    const text = duplicateCallText(createTranslator('ar', [errors]), info.duplicate!);
    expect(text).toContain(arabic);
    expect(text).toContain('\u2066+966\u00a050\u00a0111\u00a02233\u2069');
  });
});
