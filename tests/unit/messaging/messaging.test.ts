// The message router with forged senders: who may ask for what, malformed and unknown messages,
// and the token never in a reply. Calls the exported router directly (not fakeBrowser messaging).
import type { Runtime } from 'webextension-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../utils/background/handlers';
import { isDialbridgeMessage } from '../../../utils/messaging/protocol';
import { routeMessage, type Handlers } from '../../../utils/messaging/router';
import { messageSchemas } from '../../../utils/messaging/schemas';
import { DEFAULT_SETTINGS } from '../../../utils/settings/store';
import { startSandbox, type Sandbox } from '../../sandbox/server';

const ID = 'test-extension-id';
const IDENTITY = { runtimeId: ID, extensionOrigin: `chrome-extension://${ID}/` };
const TOKEN = 'router-secret-token-91c2';

const OPTIONS_PAGE: Runtime.MessageSender = {
  id: ID,
  url: `chrome-extension://${ID}/options.html`,
};
const POPUP: Runtime.MessageSender = { id: ID, url: `chrome-extension://${ID}/popup.html` };
const CONTENT_SCRIPT: Runtime.MessageSender = {
  id: ID,
  url: 'https://crm.example.com/customers/42',
  frameId: 0,
  tab: { id: 7, index: 0, highlighted: true, active: true, pinned: false, incognito: false },
};
const OTHER_EXTENSION: Runtime.MessageSender = {
  id: 'another-extension-id',
  url: 'chrome-extension://another-extension-id/page.html',
};
/** A page that writes our origin into its own URL path cannot pass for an extension page. */
const LOOKALIKE: Runtime.MessageSender = {
  ...CONTENT_SCRIPT,
  url: `https://evil.example/chrome-extension://${ID}/options.html`,
};

const SETTINGS = { ...DEFAULT_SETTINGS, agentNumber: '0551234567' };
const envelope = (type: string, data: unknown) => ({ channel: 'dialbridge', type, data });
const route = (message: unknown, sender: Runtime.MessageSender, using: Handlers = handlers) =>
  routeMessage(message, sender, using, IDENTITY);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await fakeBrowser.storage.local.set({ token: TOKEN });
});

describe('sender checks', () => {
  // Written out here, not read from the protocol: a type added to PAGE_MESSAGES by mistake fails.
  const PAGE_MAY_SEND = [
    'placeCall',
    'getPageConfig',
    'getNumberTypes',
    'markDoNotCall',
    'undoDoNotCall',
    'getNumberRules',
  ];
  const extensionOnly = Object.keys(messageSchemas).filter((type) => !PAGE_MAY_SEND.includes(type));

  it('refuses from a content script every message but the six a page may send', async () => {
    expect(extensionOnly.length).toBeGreaterThan(30);
    for (const type of extensionOnly) {
      const reply = await route(envelope(type, {}), CONTENT_SCRIPT);
      expect(reply, type).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    }
  });

  const settingsMessages = [
    ['getSettings', {}],
    ['saveSettings', { settings: SETTINGS, token: 'planted-by-a-page' }],
    [
      'testConnection',
      { bridgeUrl: 'https://attacker.example', ecommerceUrl: '', dispatchUrl: '' },
    ],
  ] as const;

  it.each(settingsMessages)('refuses %s from a content script', async (type, data) => {
    const reply = await route(envelope(type, data), CONTENT_SCRIPT);
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden-sender' }),
    });
    expect((await fakeBrowser.storage.local.get(null)).token).toBe(TOKEN);
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  it.each(settingsMessages)('refuses %s from another extension', async (type, data) => {
    const reply = await route(envelope(type, data), OTHER_EXTENSION);
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden-sender' }),
    });
  });

  it.each(settingsMessages)(
    'refuses %s from a page whose URL only mentions our origin',
    async (type, data) => {
      const reply = await route(envelope(type, data), LOOKALIKE);
      expect(reply).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'forbidden-sender' }),
      });
    },
  );

  it('refuses a sender with neither a tab nor our URL', async () => {
    const reply = await route(envelope('getSettings', {}), { id: ID });
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden-sender' }),
    });
  });

  it.each([
    ['the options page', OPTIONS_PAGE],
    ['the popup', POPUP],
  ])('answers getSettings from %s', async (_name, sender) => {
    const reply = await route(envelope('getSettings', {}), sender);
    expect(reply).toEqual({
      ok: true,
      data: { ...DEFAULT_SETTINGS, tokenSet: true, managed: [], managedInvalid: [] },
    });
  });
});

describe('message validation', () => {
  it.each([
    ['getSettings with data', 'getSettings', { include: 'token' }],
    ['saveSettings without settings', 'saveSettings', { token: 'x' }],
    [
      'saveSettings with a missing field',
      'saveSettings',
      { settings: { ...SETTINGS, bridgeUrl: undefined } },
    ],
    [
      'saveSettings with an extra field',
      'saveSettings',
      { settings: { ...SETTINGS, exfiltrate: true } },
    ],
    [
      'saveSettings with a wrong type',
      'saveSettings',
      { settings: { ...SETTINGS, notifications: 'yes' } },
    ],
    [
      'saveSettings with a huge token',
      'saveSettings',
      { settings: SETTINGS, token: 'x'.repeat(5000) },
    ],
    ['testConnection without URLs', 'testConnection', { token: 'x' }],
    ['null data', 'saveSettings', null],
  ])('refuses %s as a bad message', async (_name, type, data) => {
    const reply = await route(envelope(type, data), OPTIONS_PAGE);
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: 'bad-message' }) });
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
  });

  it.each(['deleteEverything', 'constructor', '__proto__', 'toString'])(
    'refuses the unknown type %s',
    async (type) => {
      const reply = await route(envelope(type, {}), OPTIONS_PAGE);
      expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: 'bad-message' }) });
    },
  );

  it.each([
    ['a known type without data', { channel: 'dialbridge', type: 'getSettings' }],
    ['saveSettings without data', { channel: 'dialbridge', type: 'saveSettings' }],
    ['no type', { channel: 'dialbridge', data: {} }],
    ['a type that is not text', { channel: 'dialbridge', type: 7, data: {} }],
  ])('answers %s on our channel with bad-message, running nothing', async (_name, message) => {
    const ran: string[] = [];
    const spies = Object.fromEntries(
      Object.keys(handlers).map((type) => [
        type,
        async () => {
          ran.push(type);
          return null;
        },
      ]),
    ) as unknown as Handlers;
    expect(await route(message, OPTIONS_PAGE, spies)).toEqual({
      ok: false,
      error: { code: 'bad-message', message: 'The request was malformed.' },
    });
    expect(ran).toEqual([]);
  });

  it.each([
    ['the page-numbers contract', { type: 'page-numbers' }],
    ['another channel', { channel: 'other', type: 'getSettings', data: {} }],
    ['a string', 'getSettings'],
    ['null', null],
  ])('leaves %s unanswered', async (_name, message) => {
    expect(await route(message, OPTIONS_PAGE)).toBeUndefined();
    expect(isDialbridgeMessage(message)).toBe(false);
  });

  it('answers field messages for semantically bad settings, saving nothing', async () => {
    const reply = await route(
      envelope('saveSettings', {
        settings: { ...SETTINGS, agentNumber: '123' },
        token: 'new-token',
      }),
      OPTIONS_PAGE,
    );
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'invalid-input',
        fields: { agentNumber: expect.any(String) },
      }),
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ token: TOKEN });
  });
});

describe('the token never leaves the background', () => {
  it('appears in no reply: get, save, test (accepted and rejected), and refusals', async () => {
    const urls = { bridgeUrl: sandbox.url, ecommerceUrl: sandbox.url, dispatchUrl: sandbox.url };
    const replies = [
      await route(envelope('getSettings', {}), OPTIONS_PAGE),
      await route(envelope('saveSettings', { settings: { ...SETTINGS, ...urls } }), OPTIONS_PAGE),
      await route(envelope('testConnection', urls), OPTIONS_PAGE),
      await route(envelope('getSettings', {}), CONTENT_SCRIPT),
      await route(envelope('testConnection', urls), CONTENT_SCRIPT),
    ];
    await fakeBrowser.storage.local.set({ token: `${TOKEN}-revoked` });
    replies.push(await route(envelope('testConnection', urls), OPTIONS_PAGE));
    expect(replies[2]).toMatchObject({
      ok: true,
      data: {
        checks: [{ outcome: 'accepted' }, { outcome: 'accepted' }, { outcome: 'accepted' }],
      },
    });
    const rejected = replies[5] as {
      ok: true;
      data: { checks: { outcome: string; error?: { code: string } }[] };
    };
    expect(rejected.data.checks).toHaveLength(3);
    expect(
      rejected.data.checks.every(
        (check) => check.outcome === 'rejected' && check.error?.code === 'unauthorized',
      ),
    ).toBe(true);
    for (const reply of replies) expect(JSON.stringify(reply)).not.toContain(TOKEN);
  });

  it('turns an unexpected failure into a fixed message, not the error text', async () => {
    const failing: Handlers = {
      ...handlers,
      getSettings: async () => {
        throw new Error(`request failed with Authorization: Bearer ${TOKEN}`);
      },
    };
    const reply = await route(envelope('getSettings', {}), OPTIONS_PAGE, failing);
    expect(reply).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } });
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
  });
});
