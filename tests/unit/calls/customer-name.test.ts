// A call started from a page carries the customer's name the page shows: it reaches the service
// as second_callee_name, stays on the record, and the notification and the page's toast say it.
// Without a name the service gets the plain word the interface allows (never the number's
// text), the record keeps no name, and what the agent reads names the number.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callHandlers } from '../../../utils/background/handlers/calls';
import { placeCall } from '../../../utils/background/place-call';
import { pendingNumberItem } from '../../../utils/background/pending-number';
import { endedNotificationText, sendCallUpdate } from '../../../utils/background/notifications';
import { createTranslator } from '../../../utils/i18n';
import { notificationStrings } from '../../../utils/background/notification-strings';
import { listCalls } from '../../../utils/calls';
import type { CallRecord } from '../../../utils/calls/records/types';
import type { Sandbox } from '../../sandbox/server';
import { CUSTOMER, CUSTOMER_DIAL, configure, sandboxForEachTest } from './helpers';

let sandbox: Sandbox;
sandboxForEachTest((started) => (sandbox = started));
beforeEach(async () => {
  vi.restoreAllMocks();
});

const fromPage = { origin: 'page' as const, tabId: 3 };
const bridgeForms = () =>
  sandbox.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/v1/call/bridge')
    .map((r) => r.form);

describe('the customer’s name on a call placed from a page', () => {
  it('is sent as second_callee_name and kept on the record', async () => {
    const result = await placeCall(
      { dial: CUSTOMER, display: CUSTOMER, action: 'bridge', name: '  Sara \n Al-Qahtani ' },
      fromPage,
    );
    expect(bridgeForms()).toHaveLength(1);
    expect(bridgeForms()[0]!.second_callee_name).toBe('Sara Al-Qahtani');
    expect(bridgeForms()[0]!.second_callee_number).toBe(CUSTOMER_DIAL);
    expect(result.kind === 'bridge' && result.call.customer.name).toBe('Sara Al-Qahtani');
    expect((await listCalls())[0]!.customer).toEqual({
      name: 'Sara Al-Qahtani',
      number: CUSTOMER_DIAL,
    });
  });

  it.each([
    ['no name', undefined],
    ['an empty name', ''],
    ['digits as a name', '050 111 2233'],
    ['punctuation only', ' - / - '],
  ])('with %s: the service gets "Customer", the record no name', async (_, name) => {
    await placeCall(
      { dial: CUSTOMER, display: CUSTOMER, action: 'bridge', ...(name !== undefined && { name }) },
      fromPage,
    );
    expect(bridgeForms()).toHaveLength(1);
    expect(bridgeForms()[0]!.second_callee_name).toBe('Customer');
    expect((await listCalls())[0]!.customer.name).toBe('');
  });

  it('longer than a bridge takes: sent with its first 100 characters', async () => {
    await placeCall(
      { dial: CUSTOMER, display: CUSTOMER, action: 'bridge', name: 'Sara '.repeat(30) },
      fromPage,
    );
    expect(bridgeForms()[0]!.second_callee_name).toBe('Sara '.repeat(20).trim());
  });

  it('goes to the popup with the number when the agent schedules it', async () => {
    vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    await placeCall(
      { dial: CUSTOMER, display: CUSTOMER, action: 'schedule', name: 'Sara' },
      fromPage,
    );
    expect(await pendingNumberItem.getValue()).toMatchObject({
      dial: CUSTOMER_DIAL,
      intent: 'schedule',
      name: 'Sara',
    });
    const context = await callHandlers.getPopupContext();
    expect(context.pendingNumber).toMatchObject({ dial: CUSTOMER_DIAL, name: 'Sara' });
  });
});

describe('what the agent reads about the call', () => {
  const call = (name: string): CallRecord => ({
    callId: 'c1',
    callFlowId: 'f',
    agent: { name: 'Agent Amal', number: '966551234567' },
    customer: { name, number: CUSTOMER_DIAL },
    durationMinutes: 5,
    callTime: null,
    scheduledAt: null,
    createdAt: 0,
    origin: 'page',
    tabId: 3,
    state: 'answered',
    status: null,
    checkedAt: null,
    lastError: null,
    notified: false,
  });
  const en = createTranslator('en', [notificationStrings]);
  const ar = createTranslator('ar', [notificationStrings]);

  it.each([
    ['Sara', 'en', 'Agent Amal and Sara (+966\u00a050\u00a0111\u00a02233) were connected.'],
    ['', 'en', 'Agent Amal and +966\u00a050\u00a0111\u00a02233 were connected.'],
    ['سارة', 'ar', 'تم توصيل Agent Amal وسارة (\u2066+٩٦٦\u00a0٥٠\u00a0١١١\u00a0٢٢٣٣\u2069).'],
    ['', 'ar', 'تم توصيل Agent Amal و\u2066+٩٦٦\u00a0٥٠\u00a0١١١\u00a0٢٢٣٣\u2069.'],
  ] as const)('notification for %j in %s', (name, language, expected) => {
    const text = endedNotificationText(
      call(name),
      'answered',
      language === 'en' ? en : ar,
      language,
    );
    expect(text.message).toContain(expected);
  });

  it.each([
    ['Sara', 'Call with Sara connected.'],
    ['', 'Call with \u2066+966\u00a050\u00a0111\u00a02233\u2069 connected.'],
  ])('the page’s toast for %j', async (name, expected) => {
    const sent = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    const settings = await configure(sandbox, { language: 'en' });
    await sendCallUpdate(call(name), settings);
    expect(sent).toHaveBeenCalledWith(3, {
      channel: 'dialbridge',
      type: 'callUpdate',
      data: { callId: 'c1', status: 'answered', message: expected },
    });
  });
});
