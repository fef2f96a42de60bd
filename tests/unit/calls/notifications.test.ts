// End-of-call notifications: once per finished call, in the UI language, not when turned off;
// a click opens the call.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callObserver } from '../../../utils/background/notifications';
import { observeCalls } from '../../../utils/calls';
import { createBridgeCall, listCalls, refreshCalls } from '../../../utils/calls';
import { callHandlers } from '../../../utils/background/handlers/calls';
import { openCallFromNotification } from '../../../utils/background/notifications';
import type { Sandbox } from '../../sandbox/server';
import { SILENT_CUSTOMER, bridgeForm, callsSandbox, configure, sandboxReaches } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  // The background's wiring (utils/background/alarms.ts): a checked call's change reaches the
  // agent and the page.
  observeCalls(callObserver);
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  sandbox.reset();
});

function watchNotifications() {
  return vi.spyOn(fakeBrowser.notifications, 'create');
}

describe('notifications', () => {
  it('says once that a call was connected, and marks the call notified', async () => {
    await configure(sandbox, { language: 'en' });
    const created = watchNotifications();
    const call = await createBridgeCall(bridgeForm(), 'popup');
    await sandboxReaches(sandbox, call.callId, 'completed');

    await Promise.all([refreshCalls(), refreshCalls()]);
    await refreshCalls();

    expect(created).toHaveBeenCalledTimes(1);
    const [id, options] = created.mock.calls[0] as unknown as [
      string,
      { title: string; message: string; type: string },
    ];
    expect(id).toBe(`dialbridge-call:${call.callId}`);
    expect(options.type).toBe('basic');
    expect(options.title).toBe('Call connected');
    expect(options.message).toContain(
      'Agent Amal and Customer Omar (+966\u00a050\u00a0111\u00a02233) were connected.',
    );
    expect((await listCalls())[0]?.notified).toBe(true);
  });

  it('says in Arabic who did not answer', async () => {
    await configure(sandbox, { language: 'ar' });
    const created = watchNotifications();
    const call = await createBridgeCall(bridgeForm({ customerNumber: SILENT_CUSTOMER }), 'popup');
    await sandboxReaches(sandbox, call.callId, 'failed');
    await refreshCalls();

    expect(created).toHaveBeenCalledTimes(1);
    const [, options] = created.mock.calls[0] as unknown as [
      string,
      { title: string; message: string },
    ];
    expect(options.title).toBe('لم يتم الرد على المكالمة');
    expect(options.message).toContain('لم يرد Customer Omar');
    // The number in Arabic-Indic digits, kept left-to-right inside the Arabic sentence.
    expect(options.message).toContain('\u2066+٩٦٦\u00a0٥٠\u00a0١١١\u00a0٢٠٠٠\u2069');
  });

  it('stays quiet when notifications are turned off, and does not notify later', async () => {
    await configure(sandbox, { notifications: false });
    const created = watchNotifications();
    const call = await createBridgeCall(bridgeForm(), 'popup');
    await sandboxReaches(sandbox, call.callId, 'completed');
    await refreshCalls();
    expect(created).not.toHaveBeenCalled();
    expect((await listCalls())[0]?.notified).toBe(true);

    await configure(sandbox, { notifications: true });
    await refreshCalls();
    expect(created).not.toHaveBeenCalled();
  });

  it('opens the call from a click: the popup in a tab when it cannot open, and tells the popup which call', async () => {
    await configure(sandbox);
    const tabs = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(await openCallFromNotification('someone-else:1')).toBe(false);
    expect(tabs).not.toHaveBeenCalled();

    expect(await openCallFromNotification('dialbridge-call:abc-123')).toBe(true);
    expect(tabs).toHaveBeenCalledWith({
      url: 'chrome-extension://test-extension-id/popup.html?call=abc-123',
    });
    const context = await callHandlers.getPopupContext();
    expect(context.focusCallId).toBe('abc-123');
    // Read once.
    expect((await callHandlers.getPopupContext()).focusCallId).toBeNull();
  });
});
