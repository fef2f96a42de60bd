/**
 * placeCall and getPageConfig as a (possibly hostile) page's content script meets them: through
 * the real router, with forged senders, calling the exported handlers directly.
 */
import type { Runtime } from 'webextension-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageHandlers } from '../../../utils/background/handlers/page';
import { pendingNumberItem } from '../../../utils/background/pending-number';
import { routeMessage, type Handlers } from '../../../utils/messaging/router';
import {
  DEFAULT_SETTINGS,
  settingsItem,
  tokenItem,
  type Settings,
} from '../../../utils/settings/store';

const TOKEN = 'tok_live_7f3a9c2e_do_not_leak';
const identity = () => ({
  runtimeId: fakeBrowser.runtime.id,
  extensionOrigin: fakeBrowser.runtime.getURL('/'),
});
const handlers = pageHandlers as unknown as Handlers;

/** A content script in a CRM tab: the sender Chrome reports for it. */
const contentSender = (): Runtime.MessageSender => ({
  id: fakeBrowser.runtime.id,
  url: 'https://crm.example.com/customers/42',
  tab: { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false },
  frameId: 0,
});

function send(type: string, data: unknown, sender: Runtime.MessageSender = contentSender()) {
  return routeMessage({ channel: 'dialbridge', type, data }, sender, handlers, identity());
}

async function configure(settings: Partial<Settings>, token = TOKEN): Promise<void> {
  await settingsItem.setValue({ ...DEFAULT_SETTINGS, ...settings });
  await tokenItem.setValue(token);
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getUILanguage = () => 'en-US';
});

describe('placeCall from a content script', () => {
  it.each([
    ['123'],
    ['2026-11-22'],
    ['SA03 8000 0000 6080 1016 7519'],
    ['+966 52 123 4567'], // an unassigned Saudi range
    ['<img src=x onerror=alert(1)>'],
    ['0551234567; DROP TABLE calls'],
  ])('refuses a dial that is not a phone number: %j', async (dial) => {
    await configure({ webrtcUrl: 'https://phone.example.com' });
    const created = vi.spyOn(fakeBrowser.tabs, 'create');
    const reply = await send('placeCall', { dial, display: dial, action: 'webrtc' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(created).not.toHaveBeenCalled();
  });

  it('refuses a malformed payload before doing anything', async () => {
    await configure({ webrtcUrl: 'https://phone.example.com' });
    const created = vi.spyOn(fakeBrowser.tabs, 'create');
    for (const data of [
      { dial: '0551234567', display: '', action: 'dispatch' },
      { dial: '0551234567', display: '', action: 'webrtc', token: 'x' },
      { dial: '', display: '', action: 'webrtc' },
      { dial: 551234567, display: '', action: 'webrtc' },
      null,
    ]) {
      expect(await send('placeCall', data)).toMatchObject({
        ok: false,
        error: { code: 'bad-message' },
      });
    }
    expect(created).not.toHaveBeenCalled();
  });

  it('re-normalises the number and opens the browser phone beside the CRM tab', async () => {
    await configure({ webrtcUrl: 'https://phone.example.com/' });
    const created = vi.spyOn(fakeBrowser.tabs, 'create');
    const reply = await send('placeCall', {
      dial: '٠٥٥ ١٢٣ ٤٥٦٧',
      display: '٠٥٥ ١٢٣ ٤٥٦٧',
      action: 'webrtc',
    });
    const url = 'https://phone.example.com/integration.php?phone_number=966551234567';
    expect(reply).toEqual({ ok: true, data: { kind: 'webrtc', url } });
    expect(created).toHaveBeenCalledWith({ url, openerTabId: 7 });
  });

  it('says what to set up when the browser phone has no address', async () => {
    await configure({ webrtcUrl: '' });
    const reply = await send('placeCall', {
      dial: '0551234567',
      display: '055 123 4567',
      action: 'webrtc',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'not-configured' } });
    expect(JSON.stringify(reply)).toMatch(/Settings/);
  });

  it('refuses a bridge that is not set up, naming what is missing and never the token', async () => {
    await configure({ bridgeUrl: 'https://bridge.example.com', agentNumber: '' });
    const reply = await send('placeCall', {
      dial: '0551234567',
      display: '055 123 4567',
      action: 'bridge',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'not-configured' } });
    const text = JSON.stringify(reply);
    expect(text).toMatch(/your own phone number/);
    expect(text).toMatch(/call flow/);
    expect(text).not.toContain(TOKEN);
  });

  it('refuses a bridge without a token', async () => {
    await configure(
      {
        bridgeUrl: 'https://bridge.example.com',
        agentNumber: '966501112222',
        bridgeFlowId: 'flow-1',
      },
      '',
    );
    const reply = await send('placeCall', { dial: '0551234567', display: '', action: 'bridge' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'not-configured' } });
    expect(JSON.stringify(reply)).toMatch(/API token/);
  });

  it.each(['schedule', 'order'] as const)(
    '%s hands the normalised number to the popup',
    async (action) => {
      await configure({});
      const created = vi.spyOn(fakeBrowser.tabs, 'create');
      const reply = await send('placeCall', {
        dial: '+966 (0) 55 123 4567',
        display: 'Call\u200f 055 123 4567',
        action,
      });
      expect(reply).toEqual({ ok: true, data: { kind: 'popup' } });
      expect(await pendingNumberItem.getValue()).toEqual({
        text: 'Call 055 123 4567',
        dial: '966551234567',
        intent: action,
      });
      // The fake browser has no action.openPopup: the fallback tab opens the popup.
      expect(created).toHaveBeenCalledWith({
        url: expect.stringMatching(/\/popup\.html\?pending=1$/),
      });
    },
  );
});

describe('what a content script may learn', () => {
  it('getPageConfig returns the click behaviour and nothing else from the settings', async () => {
    await configure({
      clickAction: 'bridge',
      language: 'ar',
      bridgeUrl: 'https://bridge.example.com',
      agentNumber: '966501112222',
      agentName: 'Agent Smith',
      bridgeFlowId: 'flow-secret-1',
      webrtcUrl: 'https://phone.example.com',
      nameSelectors:
        'https://other-crm.example.com .secret-layout\nhttps://crm.example.com .contact-name',
    });
    const reply = await send('getPageConfig', {});
    expect(reply).toEqual({
      ok: true,
      data: {
        clickAction: 'bridge',
        defaultCountry: 'SA',
        language: 'ar',
        configured: true,
        // Only the sending page's site's name location, never another site's.
        nameSelector: '.contact-name',
      },
    });
    expect(JSON.stringify(reply)).not.toContain('other-crm');
    const text = JSON.stringify(reply);
    for (const secret of [
      TOKEN,
      '966501112222',
      'Agent Smith',
      'flow-secret-1',
      'bridge.example.com',
      'phone.example.com',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('getNumberTypes answers the number types of the countries under the codes asked, only', async () => {
    const reply = await send('getNumberTypes', { codes: ['7'] });
    if (!reply?.ok) throw new Error('refused');
    const types = (reply as { data: Record<string, [number, string, unknown][]> }).data;
    expect(Object.keys(types).sort()).toEqual(['KZ', 'RU']);
    // Fixed line, mobile and toll-free: what a customer's own number is.
    expect(types.RU!.map(([id]) => id).sort()).toEqual([0, 1, 2]);
  });

  it.each([
    [{ codes: [] }],
    [{ codes: ['0'] }],
    [{ codes: ['1234'] }],
    [{ codes: ['7', 'x'] }],
    [{ codes: Array.from({ length: 21 }, (_, i) => String(i + 1)) }],
    [{ codes: ['7'], extra: 1 }],
  ])('getNumberTypes refuses a malformed request: %j', async (data) => {
    expect(await send('getNumberTypes', data)).toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
  });

  it('getPageConfig says "not configured" when the default action cannot run', async () => {
    await configure({ clickAction: 'webrtc', webrtcUrl: '' });
    expect(await send('getPageConfig', {})).toMatchObject({
      ok: true,
      data: { configured: false, language: 'en' },
    });
  });

  it.each([
    ['getSiteAccess', { origin: 'https://crm.example.com' }],
    ['setSiteAccess', { origin: 'https://crm.example.com', enabled: true }],
    ['setAllSites', { enabled: true }],
    ['getSettings', {}],
  ])('a content script may not send %s', async (type, data) => {
    const reply = await routeMessage(
      { channel: 'dialbridge', type, data },
      contentSender(),
      { ...handlers, getSettings: async () => ({ token: TOKEN }) } as unknown as Handlers,
      identity(),
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('a message from another extension is refused', async () => {
    const reply = await send(
      'placeCall',
      { dial: '0551234567', display: '', action: 'webrtc' },
      {
        ...contentSender(),
        id: 'some-other-extension',
      },
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });
});
