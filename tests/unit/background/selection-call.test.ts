/**
 * Calling selected text (context menu, keyboard command): what the agent selected becomes a call
 * only when it is one phone number; anything else, or a call refused by the setup, becomes a
 * notification in the agent's language and nothing is opened.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingNumberItem } from '../../../utils/background/pending-number';
import { callSelectedText } from '../../../utils/background/selection-call';
import { listCalls } from '../../../utils/calls';
import { DEFAULT_SETTINGS, settingsItem, type Settings } from '../../../utils/settings/store';

const PHONE = 'https://phone.example.com';

async function configure(settings: Partial<Settings>): Promise<void> {
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, webrtcUrl: PHONE, ...settings });
}

let notified: Array<{ title: string; message: string }>;
let opened: string[];

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getUILanguage = () => 'en-US';
  notified = [];
  opened = [];
  vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation((async (options: {
    title: string;
    message: string;
  }) => {
    notified.push({ title: options.title, message: options.message });
    return 'n';
  }) as never);
  vi.spyOn(fakeBrowser.tabs, 'create').mockImplementation((async (options: { url?: string }) => {
    opened.push(options.url ?? '');
    return { id: 1 };
  }) as never);
});

describe('callSelectedText', () => {
  it.each([
    ['055 123 4567', '966551234567'],
    ['Mobile: 055 123 4567', '966551234567'],
    ['\u202a+966 55 123 4567\u202c', '966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '966551234567'],
  ])('calls the one number in %j with the browser phone', async (selection, dial) => {
    await configure({ clickAction: 'webrtc' });
    const outcome = await callSelectedText(selection, 7);
    expect(outcome).toMatchObject({ outcome: 'webrtc', dial });
    expect(opened).toHaveLength(1);
    expect(new URL(opened[0]!).searchParams.get('phone_number')).toBe(dial);
    expect(notified).toEqual([]);
  });

  it('records where the call came from: the context menu or the command, and the page origin', async () => {
    await configure({ clickAction: 'webrtc' });
    await callSelectedText('055 123 4567', 7, {
      surface: 'context-menu',
      pageUrl: 'https://crm.example.com/contacts/42?tab=calls#notes',
    });
    await callSelectedText('056 765 4321', 7, { surface: 'command' });
    const calls = await listCalls();
    expect(calls.map((call) => [call.customer.number, call.surface, call.pageOrigin])).toEqual([
      ['966567654321', 'command', undefined],
      ['966551234567', 'context-menu', 'https://crm.example.com'],
    ]);
  });

  it.each([
    ['order 2024-558812'],
    ['055 123 4567 or 056 765 4321'],
    [`Notes: ${'x'.repeat(60)} 055 123 4567`],
  ])('refuses %j with a notification and opens nothing', async (selection) => {
    await configure({ clickAction: 'webrtc' });
    const outcome = await callSelectedText(selection, 7);
    expect(outcome.outcome).toBe('not-phone');
    expect(opened).toEqual([]);
    expect(notified).toHaveLength(1);
    expect(notified[0]!.message).toContain('is not a phone number Dialbridge can call');
  });

  it('says in Arabic that nothing is selected, for an Arabic-speaking agent', async () => {
    await configure({ language: 'ar' });
    expect(await callSelectedText('  \u200f ', 7)).toEqual({ outcome: 'no-selection' });
    expect(notified[0]!.message).toBe('حدِّد رقم هاتف في الصفحة أولًا، ثم اضغط الاختصار مرة أخرى.');
    expect(opened).toEqual([]);
  });

  it('with "ask", hands the number to the popup’s bridge form instead of calling', async () => {
    await configure({ clickAction: 'ask' });
    vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined as never);
    const outcome = await callSelectedText('055 123 4567', 7);
    expect(outcome).toEqual({ outcome: 'popup', dial: '966551234567' });
    expect(await pendingNumberItem.getValue()).toMatchObject({
      dial: '966551234567',
      intent: 'bridge',
    });
    expect(opened).toEqual([]);
  });

  it('a bridge without a token is refused with a notification that says what is missing', async () => {
    await configure({ clickAction: 'bridge', bridgeUrl: 'https://bridge.example.com' });
    const outcome = await callSelectedText('055 123 4567', 7);
    expect(outcome).toMatchObject({ outcome: 'error', dial: '966551234567' });
    expect(notified).toHaveLength(1);
    expect(notified[0]!.title).toBe('The call could not be placed');
    expect(notified[0]!.message).toContain('API token');
    expect(opened).toEqual([]);
  });
});
