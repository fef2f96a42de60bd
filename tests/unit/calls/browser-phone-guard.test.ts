// The browser-phone link starts a call (interface 4.7), so opening it is guarded like a bridged
// call: the same customer is not called twice by accident, whichever of the two started first.
// Tabs are counted on the fake browser; bridged calls on the sandbox's own record of requests.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeCall } from '../../../utils/background/place-call';
import { createBridgeCall, listCalls, refreshCalls } from '../../../utils/calls';
import type { Sandbox } from '../../sandbox/server';
import { CUSTOMER, bridgeForm, failureOf, sandboxReaches, sandboxForEachTest } from './helpers';

let sandbox: Sandbox;
let tabsOpened: ReturnType<typeof vi.spyOn>;
sandboxForEachTest((started) => (sandbox = started));
beforeEach(async () => {
  vi.restoreAllMocks();
  tabsOpened = vi.spyOn(fakeBrowser.tabs, 'create');
});

const bridgePosts = () =>
  sandbox.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/call/bridge').length;
const fromPage = { origin: 'page' as const, tabId: 3 };
const openPhone = (dial = CUSTOMER, repeat = false) =>
  placeCall({ dial, display: dial, action: 'webrtc', ...(repeat && { repeat }) }, fromPage);

describe('the browser phone opened twice for the same customer', () => {
  it('opens one tab when asked twice at once, however the number was written', async () => {
    const results = await Promise.allSettled([
      openPhone('050 111 2233'),
      openPhone('+966501112233'),
    ]);
    const codes = results.map((result) =>
      result.status === 'fulfilled'
        ? 'opened'
        : (result.reason as { info: { code: string } }).info.code,
    );
    expect(codes.sort()).toEqual(['duplicate-call', 'opened']);
    expect(tabsOpened).toHaveBeenCalledTimes(1);
  });

  it('refuses the second, saying which number and how long ago; "Call again" opens it', async () => {
    await openPhone();
    const info = await failureOf(() => openPhone());
    expect(info).toMatchObject({
      code: 'duplicate-call',
      duplicate: { number: '+966 50 111 2233', when: 'ago' },
    });
    expect(info.message).toMatch(/^A call to \+966 50 111 2233 started (just now|\d+ s ago)/);
    expect(tabsOpened).toHaveBeenCalledTimes(1);

    await openPhone(CUSTOMER, true);
    expect(tabsOpened).toHaveBeenCalledTimes(2);
  });

  it('opens again once a tab failed to open (no call was started)', async () => {
    tabsOpened.mockRejectedValueOnce(new Error('No current window'));
    expect(await failureOf(() => openPhone())).toMatchObject({ code: 'internal' });
    await openPhone();
    expect(tabsOpened).toHaveBeenCalledTimes(2);
  });

  it('still opens for another customer', async () => {
    await openPhone('050 111 2233');
    await openPhone('050 111 2244');
    expect(tabsOpened).toHaveBeenCalledTimes(2);
  });
});

describe('the browser phone and a bridged call to the same customer', () => {
  it('a bridged call a moment ago refuses the browser phone', async () => {
    await createBridgeCall(bridgeForm(), 'popup');
    expect(await failureOf(() => openPhone())).toMatchObject({ code: 'duplicate-call' });
    expect(tabsOpened).not.toHaveBeenCalled();
  });

  it('the browser phone a moment ago refuses a bridged call, from the page or the popup', async () => {
    await openPhone();
    const fromPopup = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(fromPopup).toMatchObject({ code: 'duplicate-call' });
    const page = await failureOf(() =>
      placeCall({ dial: CUSTOMER, display: CUSTOMER, action: 'bridge' }, fromPage),
    );
    expect(page).toMatchObject({ code: 'duplicate-call' });
    expect(bridgePosts()).toBe(0);
  });

  it('a bridged call that has ended no longer blocks the browser phone: the day\'s question asks, "Call again" opens it', async () => {
    const call = await createBridgeCall(bridgeForm(), 'popup');
    await sandboxReaches(sandbox, call.callId, 'completed');
    await vi.waitFor(
      async () =>
        expect((await refreshCalls()).find((c) => c.callId === call.callId)?.state).toBe(
          'answered',
        ),
      { timeout: 5_000, interval: 20 },
    );
    const info = await failureOf(() => openPhone());
    expect(info).toMatchObject({ code: 'duplicate-call', duplicate: { when: 'today' } });
    expect(tabsOpened).not.toHaveBeenCalled();
    await openPhone(CUSTOMER, true);
    expect(tabsOpened).toHaveBeenCalledTimes(1);
  });
});

describe('the browser phone in the history', () => {
  it("is recorded with the page's name, as sent, and the same customer is asked about later today", async () => {
    await placeCall(
      { dial: CUSTOMER, display: CUSTOMER, action: 'webrtc', name: 'Omar Haddad' },
      fromPage,
    );
    const [record] = await listCalls();
    expect(record).toMatchObject({
      kind: 'webrtc',
      state: 'sent',
      customer: { name: 'Omar Haddad', number: '966501112233' },
    });
    // Past the live window, a bridge to the same customer meets the day's question.
    await fakeBrowser.storage.session.clear();
    const info = await failureOf(() => createBridgeCall(bridgeForm(), 'popup'));
    expect(info).toMatchObject({ code: 'duplicate-call', duplicate: { when: 'today' } });
    expect(bridgePosts()).toBe(0);
  });
});
