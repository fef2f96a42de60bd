// The background's settings handlers and start-up, against fake storage and — for the connection
// test — the real sandbox service over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { messageListener } from '../../../utils/background';
import { handlers } from '../../../utils/background/handlers';
import { connectionHandlers } from '../../../utils/background/handlers/connection';
import { settingsHandlers } from '../../../utils/background/handlers/settings';
import { HandledError } from '../../../utils/errors';
import type { MessageSenderInfo } from '../../../utils/messaging/router';
import { DEFAULT_SETTINGS, type SettingsInput } from '../../../utils/settings/store';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { IDENTITY, OPTIONS_PAGE } from '../messaging/senders';

const TOKEN = 'unit-secret-token-7f3a';
const PAGE: MessageSenderInfo = {
  kind: 'extension',
  url: 'chrome-extension://test-extension-id/options.html',
};

const INPUT: SettingsInput = {
  ...DEFAULT_SETTINGS,
  bridgeUrl: ' https://bridge.example.com/ ',
  agentName: '  Sara  ',
  agentNumber: '055 123 4567',
  bridgeDurationMinutes: '25',
  orderTries: 3,
};

async function stored() {
  return fakeBrowser.storage.local.get(null);
}

async function refusal(promise: Promise<unknown>): Promise<HandledError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HandledError);
  return error as HandledError;
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('saveSettings', () => {
  it('stores normalised settings and the token together, and answers without the token', async () => {
    const view = await settingsHandlers.saveSettings(
      { settings: INPUT, token: ` ${TOKEN} ` },
      PAGE,
    );
    const expected = {
      ...DEFAULT_SETTINGS,
      bridgeUrl: 'https://bridge.example.com',
      agentName: 'Sara',
      agentNumber: '966551234567',
      bridgeDurationMinutes: 25,
      orderTries: 3,
    };
    expect(view).toEqual({ ...expected, tokenSet: true, managed: [], managedInvalid: [] });
    expect(JSON.stringify(view)).not.toContain(TOKEN);
    expect(await stored()).toEqual({ settings: expected, settings$: { v: 1 }, token: TOKEN });
  });

  it('normalises the agent number with the chosen default country', async () => {
    const view = await settingsHandlers.saveSettings(
      { settings: { ...INPUT, defaultCountry: 'EG', agentNumber: '010 1234 5678' } },
      PAGE,
    );
    expect(view.agentNumber).toBe('201012345678');
  });

  it('keeps the stored token when the token field is left empty', async () => {
    await settingsHandlers.saveSettings({ settings: INPUT, token: TOKEN }, PAGE);
    const view = await settingsHandlers.saveSettings(
      { settings: { ...INPUT, agentName: 'Omar' }, token: '  ' },
      PAGE,
    );
    expect(view.tokenSet).toBe(true);
    expect((await stored()).token).toBe(TOKEN);
    expect(view.agentName).toBe('Omar');
  });

  it('saves nothing when one field is bad: neither the other settings nor the token', async () => {
    await settingsHandlers.saveSettings({ settings: INPUT, token: TOKEN }, PAGE);
    const before = await stored();
    const error = await refusal(
      settingsHandlers.saveSettings(
        {
          settings: { ...INPUT, bridgeUrl: 'https://new.example.com', agentNumber: '12345' },
          token: 'a-new-token',
        },
        PAGE,
      ),
    );
    expect(error.info.code).toBe('invalid-input');
    expect(error.info.fields).toEqual({ agentNumber: expect.stringMatching(/valid phone number/) });
    expect(await stored()).toEqual(before);
  });

  it('reports every bad field at once, each with its own message', async () => {
    const error = await refusal(
      settingsHandlers.saveSettings(
        {
          settings: {
            ...INPUT,
            ecommerceUrl: 'ftp://x',
            bridgeDurationMinutes: '0',
            orderTryDelayMinutes: 'soon',
            serviceTimeZone: 'Nowhere/Special',
            clickAction: 'explode' as never,
            agentNumber: 'call me',
          },
          token: 'has spaces inside',
        },
        PAGE,
      ),
    );
    expect(Object.keys(error.info.fields ?? {}).sort()).toEqual(
      [
        'agentNumber',
        'bridgeDurationMinutes',
        'clickAction',
        'ecommerceUrl',
        'orderTryDelayMinutes',
        'serviceTimeZone',
        'token',
      ].sort(),
    );
    expect(error.info.fields?.bridgeDurationMinutes).toBe(
      'Enter a whole number of minutes from 1 to 600.',
    );
    expect(JSON.stringify(error.info)).not.toContain('has spaces inside');
    expect(await stored()).toEqual({});
  });
});

describe('getSettings', () => {
  it('answers the defaults and no token when nothing is stored', async () => {
    expect(await settingsHandlers.getSettings({}, PAGE)).toEqual({
      ...DEFAULT_SETTINGS,
      tokenSet: false,
      managed: [],
      managedInvalid: [],
    });
  });

  it('says a token is stored without ever returning it', async () => {
    await fakeBrowser.storage.local.set({ token: TOKEN });
    const view = await settingsHandlers.getSettings({}, PAGE);
    expect(view.tokenSet).toBe(true);
    expect(JSON.stringify(view)).not.toContain(TOKEN);
  });
});

describe('testConnection against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ token: TOKEN });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());
  const urls = () => ({
    ecommerceUrl: sandbox.url,
    bridgeUrl: sandbox.url,
    dispatchUrl: sandbox.url,
  });

  /** Saves the settings with these addresses and the token, as the options page does. */
  const saveWithToken = (addresses = urls()) =>
    settingsHandlers.saveSettings(
      { settings: { ...DEFAULT_SETTINGS, ...addresses }, token: TOKEN },
      PAGE,
    );

  it('uses the stored token with the saved addresses when the field is empty', async () => {
    await saveWithToken();
    const { checks } = await connectionHandlers.testConnection({ ...urls(), token: '' }, PAGE);
    expect(checks.map((check) => [check.host, check.outcome])).toEqual([
      ['bridge', 'accepted'],
      ['ecommerce', 'accepted'],
      ['dispatch', 'accepted'],
    ]);
    expect(sandbox.requests.filter((request) => request.authorization === 'valid')).toHaveLength(3);
    expect(JSON.stringify(checks)).not.toContain(TOKEN);
  });

  it('never sends the stored token to addresses that are not the saved ones', async () => {
    const elsewhere = await startSandbox({ token: TOKEN });
    try {
      await saveWithToken();
      for (const asked of [
        { ...urls(), bridgeUrl: elsewhere.url },
        { ecommerceUrl: '', bridgeUrl: '', dispatchUrl: `${elsewhere.url}/` },
        { ...urls(), ecommerceUrl: `${sandbox.url}/other` },
      ]) {
        const error = await refusal(connectionHandlers.testConnection(asked, PAGE));
        expect(error.info.code).toBe('token-needed');
        expect(error.info.message).toMatch(/Type the token to test these addresses/);
      }
      expect(elsewhere.requests).toHaveLength(0);
      expect(sandbox.requests).toHaveLength(0);
      // Typed, the token goes with the typed addresses.
      const { checks } = await connectionHandlers.testConnection(
        { ...urls(), bridgeUrl: elsewhere.url, token: TOKEN },
        PAGE,
      );
      expect(checks.every((check) => check.outcome === 'accepted')).toBe(true);
      expect(elsewhere.requests.filter((r) => r.authorization === 'valid')).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  it('prefers the token typed on screen and reports its rejection (401)', async () => {
    await saveWithToken();
    const typed = 'typed-but-wrong-token';
    const { checks } = await connectionHandlers.testConnection({ ...urls(), token: typed }, PAGE);
    expect(
      checks.every(
        (check) =>
          check.outcome === 'rejected' &&
          check.error?.code === 'unauthorized' &&
          check.error.status === 401,
      ),
    ).toBe(true);
    expect(JSON.stringify(checks)).not.toContain(typed);
  });

  it('asks for a token when none is typed or stored', async () => {
    const error = await refusal(connectionHandlers.testConnection(urls(), PAGE));
    expect(error.info.code).toBe('not-configured');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('refuses addresses that are not http(s) before sending anything', async () => {
    const error = await refusal(
      connectionHandlers.testConnection(
        { ...urls(), bridgeUrl: 'file:///etc/passwd', token: TOKEN },
        PAGE,
      ),
    );
    expect(error.info.code).toBe('invalid-input');
    expect(Object.keys(error.info.fields ?? {})).toEqual(['bridgeUrl']);
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('messageListener', () => {
  it('answers our envelope and leaves other messages (page-numbers) to other listeners', async () => {
    const listen = messageListener(handlers, IDENTITY);
    const ours = listen({ channel: 'dialbridge', type: 'getSettings', data: {} }, OPTIONS_PAGE);
    expect(ours).toBeInstanceOf(Promise);
    expect(await ours).toEqual({
      ok: true,
      data: { ...DEFAULT_SETTINGS, tokenSet: false, managed: [], managedInvalid: [] },
    });
    // Synchronously undefined (not a promise of undefined), or Chrome would wait for this listener.
    expect(listen({ type: 'page-numbers' }, OPTIONS_PAGE)).toBeUndefined();
    expect(listen('page-numbers', OPTIONS_PAGE)).toBeUndefined();
  });
});
