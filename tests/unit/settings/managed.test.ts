/**
 * Settings pushed by policy (storage.managed): parsed with the settings' own rules, merged over
 * the agent's, never stored as the agent's, and the organisation's token kept from every view
 * that leaves the background.
 */
import type { Runtime } from 'webextension-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageHandlers } from '../../../utils/background/handlers/page';
import { settingsHandlers } from '../../../utils/background/handlers/settings';
import {
  routeMessage,
  type Handlers,
  type MessageSenderInfo,
} from '../../../utils/messaging/router';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  loadToken,
  settingsItem,
  tokenItem,
  type Settings,
} from '../../../utils/settings/store';
import { parseManagedSettings } from '../../../utils/settings/managed';

const OWN_TOKEN = 'agent-own-token-1a2b';
const ORG_TOKEN = 'org-managed-token-9z8y';
const PAGE: MessageSenderInfo = {
  kind: 'extension',
  url: 'chrome-extension://test-extension-id/options.html',
};
const OWN: Settings = {
  ...DEFAULT_SETTINGS,
  bridgeUrl: 'https://own.example.com',
  bridgeFlowId: 'own-flow',
  agentName: 'Sara',
  agentNumber: '966551234567',
};

async function setOwn(settings: Settings = OWN, token = OWN_TOKEN): Promise<void> {
  await settingsItem.setValue(settings);
  await tokenItem.setValue(token);
}

async function setPolicy(values: Record<string, unknown>): Promise<void> {
  await fakeBrowser.storage.managed.set(values);
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getUILanguage = () => 'en-US';
});

describe('parseManagedSettings', () => {
  it.each([
    ['bridgeUrl', 'https://calls.example.com/', 'https://calls.example.com'],
    ['bridgeFlowId', ' org-flow ', 'org-flow'],
    ['clickAction', 'bridge', 'bridge'],
    ['defaultCountry', 'AE', 'AE'],
    ['language', 'ar', 'ar'],
    ['bridgeDurationMinutes', 30, 30],
    ['notifications', false, false],
    ['agentNumber', '+966 55 123 4567', '966551234567'],
    ['agentNumber', '0551234567', '966551234567'],
  ])('accepts %s = %j as %j', (key, value, expected) => {
    const managed = parseManagedSettings({ [key]: value });
    expect(managed.settings).toEqual({ [key]: expected });
    expect(managed.invalid).toEqual([]);
  });

  it.each([
    ['bridgeUrl', 'http://calls.example.com'], // the token would travel in clear text
    ['bridgeUrl', 'https://user:pass@calls.example.com'],
    ['clickAction', 'dial-everyone'],
    ['defaultCountry', 'saudi'],
    ['defaultCountry', 'ZZ'], // shaped like a country, but none Dialbridge can read numbers for
    ['defaultCountry', 'sa'],
    ['bridgeDurationMinutes', 9999],
    ['notifications', 'yes'],
    ['agentNumber', '12'],
    ['token', 'has spaces in it'],
    ['token', 42],
    ['sites', 'https://crm.example.com'],
    ['sites', ['https://crm.example.com', 'ftp://files.example.com']],
    ['bridgeFlowID', 'typo-in-the-key'],
  ])('refuses %s = %j and reports the key', (key, value) => {
    const managed = parseManagedSettings({ [key]: value, orderFlowId: 'kept' });
    expect(managed.invalid).toEqual([key]);
    expect(managed.settings).toEqual({ orderFlowId: 'kept' });
    expect(managed.token).toBeUndefined();
    expect(managed.sites).toEqual([]);
  });

  it('turns sites written as origins or page addresses into one pattern per origin', () => {
    const managed = parseManagedSettings({
      sites: [
        'https://crm.example.com/customers?id=1',
        'http://127.0.0.1:8080',
        'https://crm.example.com',
      ],
    });
    expect(managed.sites).toEqual(['http://127.0.0.1:8080/*', 'https://crm.example.com/*']);
  });

  it.each([[null], [[]], ['text'], [undefined]])('reads %j as nothing set', (raw) => {
    expect(parseManagedSettings(raw)).toEqual({
      settings: {},
      token: undefined,
      sites: [],
      doNotCall: null,
      team: { values: {}, eventsSecret: undefined, invalid: [] },
      invalid: [],
    });
  });

  it('reads the team system: events address and secret together, the list and its period', () => {
    const managed = parseManagedSettings({
      eventsUrl: 'https://n8n.example.com/webhook/calls?key=abc',
      eventsSecret: 'a-team-secret-of-32-characters!!',
      doNotCallUrl: 'https://crm.example.com/do-not-call.txt',
      doNotCallRefreshMinutes: 1,
    });
    expect(managed.team).toEqual({
      values: {
        eventsUrl: 'https://n8n.example.com/webhook/calls?key=abc',
        doNotCallUrl: 'https://crm.example.com/do-not-call.txt',
        doNotCallRefreshMinutes: 1,
      },
      eventsSecret: 'a-team-secret-of-32-characters!!',
      invalid: [],
    });
    expect(managed.invalid).toEqual([]);
  });

  it('refuses http to another computer, a short secret, and an events address without a secret', () => {
    expect(
      parseManagedSettings({
        eventsUrl: 'http://n8n.example.com/webhook',
        eventsSecret: 'short',
        doNotCallRefreshMinutes: 0,
      }).invalid,
    ).toEqual(['doNotCallRefreshMinutes', 'eventsSecret', 'eventsUrl']);
    const urlOnly = parseManagedSettings({ eventsUrl: 'https://n8n.example.com/webhook' });
    expect(urlOnly.invalid).toEqual(['eventsSecret']);
    expect(urlOnly.team.eventsSecret).toBeUndefined();
    // A secret alone sends nothing to the agent's own address: the policy's address is ''.
    const secretOnly = parseManagedSettings({ eventsSecret: 'a-team-secret-of-32-characters!!' });
    expect(secretOnly.team.values.eventsUrl).toBe('');
    expect(secretOnly.invalid).toEqual(['eventsUrl']);
  });
});

describe('settings in force', () => {
  it('a managed value wins over the agent’s; the rest stay the agent’s', async () => {
    await setOwn();
    await setPolicy({ bridgeFlowId: 'org-flow', clickAction: 'bridge' });
    expect(await loadSettings()).toEqual({
      ...OWN,
      bridgeFlowId: 'org-flow',
      clickAction: 'bridge',
    });
  });

  it('an invalid managed value is ignored: the agent’s stays in force', async () => {
    await setOwn();
    await setPolicy({ bridgeUrl: 'http://calls.example.com', bridgeFlowId: 'org-flow' });
    const settings = await loadSettings();
    expect(settings.bridgeUrl).toBe('https://own.example.com');
    expect(settings.bridgeFlowId).toBe('org-flow');
    const view = await settingsHandlers.getSettings({}, PAGE);
    expect(view.managedInvalid).toEqual(['bridgeUrl']);
    expect(view.managed).toEqual(['bridgeFlowId']);
  });

  it('the organisation’s token is the one in force', async () => {
    await setOwn();
    await setPolicy({ token: ORG_TOKEN });
    expect(await loadToken()).toBe(ORG_TOKEN);
  });

  it('follows a policy change at the next read', async () => {
    await setOwn();
    await setPolicy({ bridgeFlowId: 'org-flow' });
    expect((await loadSettings()).bridgeFlowId).toBe('org-flow');
    await setPolicy({ bridgeFlowId: 'org-flow-2' });
    expect((await loadSettings()).bridgeFlowId).toBe('org-flow-2');
    await fakeBrowser.storage.managed.clear();
    expect((await loadSettings()).bridgeFlowId).toBe('own-flow');
  });

  it('no managed area at all (a browser without it) is nothing set', async () => {
    await setOwn();
    const managed = fakeBrowser.storage.managed;
    const get = managed.get;
    managed.get = () => Promise.reject(new Error('Managed storage manifest not found'));
    try {
      expect(await loadSettings()).toEqual(OWN);
      expect(await loadToken()).toBe(OWN_TOKEN);
    } finally {
      managed.get = get;
    }
  });
});

describe('saveSettings under a policy', () => {
  it('keeps the agent’s own values under managed ones, and never stores the managed token', async () => {
    await setOwn();
    await setPolicy({ bridgeFlowId: 'org-flow', token: ORG_TOKEN });
    const shown = await settingsHandlers.getSettings({}, PAGE);
    const { tokenSet: _t, managed: _m, managedInvalid: _i, ...form } = shown;
    const view = await settingsHandlers.saveSettings(
      { settings: { ...form, agentName: 'Sara K' }, token: 'typed-while-locked' },
      PAGE,
    );
    expect(view.bridgeFlowId).toBe('org-flow');
    expect(view.agentName).toBe('Sara K');
    const stored = await fakeBrowser.storage.local.get(['settings', 'token']);
    expect(stored.settings).toMatchObject({ bridgeFlowId: 'own-flow', agentName: 'Sara K' });
    expect(stored.token).toBe(OWN_TOKEN);
    await fakeBrowser.storage.managed.clear();
    expect((await loadSettings()).bridgeFlowId).toBe('own-flow');
  });
});

describe('the managed token never leaves the background', () => {
  const contentSender = (): Runtime.MessageSender => ({
    id: fakeBrowser.runtime.id,
    url: 'https://crm.example.com/customers/42',
    tab: { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false },
    frameId: 0,
  });

  it('extension pages learn only that a token is set, and that the organisation set it', async () => {
    await setPolicy({ token: ORG_TOKEN, bridgeUrl: 'https://calls.example.com' });
    const view = await settingsHandlers.getSettings({}, PAGE);
    expect(view.tokenSet).toBe(true);
    expect(view.managed).toEqual(['bridgeUrl', 'token']);
    expect(JSON.stringify(view)).not.toContain(ORG_TOKEN);
  });

  it('a content script’s getPageConfig carries no token, managed or not', async () => {
    await setOwn();
    await setPolicy({ token: ORG_TOKEN, clickAction: 'bridge', bridgeFlowId: 'org-flow' });
    const reply = await routeMessage(
      { channel: 'dialbridge', type: 'getPageConfig', data: {} },
      contentSender(),
      pageHandlers as unknown as Handlers,
      { runtimeId: fakeBrowser.runtime.id, extensionOrigin: fakeBrowser.runtime.getURL('/') },
    );
    expect(reply).toMatchObject({ ok: true, data: { clickAction: 'bridge' } });
    const text = JSON.stringify(reply);
    expect(text).not.toContain(ORG_TOKEN);
    expect(text).not.toContain('org-flow');
  });

  it('a content script cannot ask for the settings view', async () => {
    await setPolicy({ token: ORG_TOKEN });
    const reply = await routeMessage(
      { channel: 'dialbridge', type: 'getSettings', data: {} },
      contentSender(),
      settingsHandlers as unknown as Handlers,
      { runtimeId: fakeBrowser.runtime.id, extensionOrigin: fakeBrowser.runtime.getURL('/') },
    );
    expect(reply).toMatchObject({ ok: false });
    expect(JSON.stringify(reply)).not.toContain(ORG_TOKEN);
  });
});

describe('parseManagedSettings: the calling rules', () => {
  it.each([
    ['callingHours', { days: { sun: '21:00-09:00' }, closedDates: [] }], // ends before it starts
    ['callingHours', { days: { mon: '09:00-13:00, 12:00-15:00' }, closedDates: [] }], // overlap
    ['callingHours', { days: {}, closedDates: [], timeZone: 'Mars/Olympus' }],
    ['callingHours', '09:00-21:00'],
    ['maxCallsPerCustomerPerDay', 51],
    ['clickOnly', 'yes'],
    ['doNotCall', '+966 55 000 0000'],
  ])('refuses %s = %j, reports the key, and applies the rest', (key, value) => {
    const managed = parseManagedSettings({ clickOnly: true, orderFlowId: 'kept', [key]: value });
    if (key !== 'clickOnly') expect(managed.settings.clickOnly).toBe(true);
    expect(managed.invalid).toEqual([key]);
    expect(managed.settings.orderFlowId).toBe('kept');
  });

  it('applies the numbers of a do-not-call list it can read, and reports the key for the rest', () => {
    const managed = parseManagedSettings({ doNotCall: ['+966 55 000 0000', 'not a number'] });
    expect(managed.doNotCall).toEqual(['966550000000']);
    expect(managed.invalid).toEqual(['doNotCall']);
  });

  it('reads a do-not-call list of 100,000 numbers', () => {
    const numbers = Array.from({ length: 100_000 }, (_, i) => `+9665${String(i).padStart(8, '0')}`);
    const managed = parseManagedSettings({ doNotCall: numbers });
    expect(managed.invalid).toEqual([]);
    expect(managed.doNotCall).toHaveLength(100_000);
  });
});
