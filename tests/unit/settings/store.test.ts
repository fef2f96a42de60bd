// Settings: validation on read (field by field, with defaults), migrations and repair at start-up.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { migrateSettings } from '../../../utils/background/migrate-settings';
import { validateSettingsInput } from '../../../utils/settings/input';
import {
  DEFAULT_SETTINGS,
  SETTINGS_VERSION,
  loadSettings,
  settingsItem,
  validateStoredSettings,
} from '../../../utils/settings/store';

const GOOD = {
  ...DEFAULT_SETTINGS,
  bridgeUrl: 'https://bridge.example.com',
  agentNumber: '966551234567',
  bridgeDurationMinutes: 30,
};

beforeEach(() => {
  fakeBrowser.reset();
});

describe('validateStoredSettings', () => {
  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', 'settings'],
    ['an array', [1, 2, 3]],
    ['a number', 42],
  ])('falls back to every default for %s', (_name, stored) => {
    const { settings, repaired } = validateStoredSettings(stored);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(repaired).toHaveLength(Object.keys(DEFAULT_SETTINGS).length);
  });

  it('keeps a valid object as it is', () => {
    expect(validateStoredSettings(GOOD)).toEqual({ settings: GOOD, repaired: [] });
  });

  it.each([
    ['bridgeUrl', 'ftp://files.example.com'],
    ['bridgeUrl', 'https://bridge.example.com/?token=x'],
    ['agentNumber', '+966 55 123 4567'],
    ['agentNumber', 12345],
    ['defaultCountry', 'Saudi'],
    ['clickAction', 'explode'],
    ['bridgeDurationMinutes', 0],
    ['bridgeDurationMinutes', 1.5],
    ['bridgeDurationMinutes', 'ten'],
    ['serviceTimeZone', 'Mars/Olympus'],
    ['language', 'fr'],
    ['notifications', 'yes'],
    ['orderTries', 11],
    ['orderTryDelayMinutes', -1],
  ])('replaces only a broken %s (%j) with its default', (key, value) => {
    const { settings, repaired } = validateStoredSettings({ ...GOOD, [key]: value });
    expect(repaired).toEqual([key]);
    expect(settings).toEqual({ ...GOOD, [key]: DEFAULT_SETTINGS[key as keyof typeof GOOD] });
  });

  it('fills fields an older object lacks and drops fields it no longer knows', () => {
    const { bridgeFlowId: _gone, notifications: _gone2, ...older } = GOOD;
    const { settings, repaired } = validateStoredSettings({ ...older, removedSetting: 'x' });
    expect(repaired.sort()).toEqual(['bridgeFlowId', 'notifications']);
    expect(settings).toEqual(GOOD);
    expect(settings).not.toHaveProperty('removedSetting');
  });

  it('reads numbers stored as text', () => {
    const { settings } = validateStoredSettings({ ...GOOD, orderTries: '3' });
    expect(settings.orderTries).toBe(3);
  });
});

describe('loadSettings', () => {
  it('returns the defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('never breaks on a corrupted stored object', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ...GOOD, bridgeUrl: 'javascript:alert(1)', orderTries: null },
    });
    expect(await loadSettings()).toEqual({
      ...GOOD,
      bridgeUrl: DEFAULT_SETTINGS.bridgeUrl,
      orderTries: DEFAULT_SETTINGS.orderTries,
    });
  });
});

describe('migrateSettings (background start-up)', () => {
  it('is version 1 from the first release', () => {
    expect(SETTINGS_VERSION).toBe(1);
  });

  it('leaves nothing stored when nothing was stored', async () => {
    await migrateSettings();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('leaves a valid stored object untouched', async () => {
    await fakeBrowser.storage.local.set({ settings: GOOD, settings$: { v: 1 } });
    await migrateSettings();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({
      settings: GOOD,
      settings$: { v: 1 },
    });
  });

  it('repairs a broken stored object in storage and records its version', async () => {
    const { agentName: _missing, ...older } = GOOD;
    await fakeBrowser.storage.local.set({ settings: { ...older, clickAction: 'explode' } });
    await migrateSettings();
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.settings).toEqual(GOOD);
    expect(stored.settings$).toEqual({ v: SETTINGS_VERSION });
  });

  it('survives settings written by a newer version (a downgrade) and still reads valid values', async () => {
    await fakeBrowser.storage.local.set({ settings: GOOD, settings$: { v: 99 } });
    await expect(migrateSettings()).resolves.toBeUndefined();
    expect(await loadSettings()).toEqual(GOOD);
  });

  it('has the settings item defined with the current version', async () => {
    await fakeBrowser.storage.local.set({ settings: GOOD });
    await settingsItem.migrate();
    expect(validateStoredSettings(await settingsItem.getValue()).settings).toEqual(GOOD);
  });
});

describe('saving addresses: each field keeps the rule of its kind', () => {
  const HTTPS = 'Use https:// — only addresses on this computer may use http://.';
  const CREDENTIALS = 'Remove the user name and password from the address.';
  const QUERY = 'Remove the part from ? on: this address takes no query.';
  const FRAGMENT = 'Remove the part from # on.';
  const save = (key: string, value: string) =>
    validateSettingsInput({ ...GOOD, agentNumber: '0551234567', [key]: value });

  it.each([
    ['ecommerceUrl', 'http://shop.example.com', HTTPS],
    ['bridgeUrl', 'http://bridge.example.com:8080', HTTPS],
    ['dispatchUrl', 'http://10.1.2.3', HTTPS],
    ['webrtcUrl', 'http://phone.example.com', HTTPS],
    ['bridgeUrl', 'https://user:pass@bridge.example.com', CREDENTIALS],
    ['webrtcUrl', 'https://agent@phone.example.com', CREDENTIALS],
    ['dispatchWebhookUrl', 'https://user:pass@crm.example.com/hook', CREDENTIALS],
    ['bridgeUrl', 'https://bridge.example.com/?key=1', QUERY],
    ['webrtcUrl', 'https://phone.example.com/?agent=1', QUERY],
    ['dispatchWebhookUrl', 'https://crm.example.com/hook#x', FRAGMENT],
  ])('refuses %s = %j with %j', (key, value, message) => {
    expect(save(key, value)).toEqual({ ok: false, fields: { [key]: message } });
  });

  it.each([
    ['bridgeUrl', 'http://127.0.0.1:4000/', 'http://127.0.0.1:4000'],
    ['ecommerceUrl', 'http://localhost:8080', 'http://localhost:8080'],
    ['dispatchUrl', 'https://dispatch.example.com:8443/v', 'https://dispatch.example.com:8443/v'],
    ['webrtcUrl', 'http://[::1]:5000', 'http://[::1]:5000'],
    [
      'dispatchWebhookUrl',
      'https://crm.example.com/hook?key=abc/',
      'https://crm.example.com/hook?key=abc/',
    ],
    ['dispatchWebhookUrl', 'http://crm.example.com/hook', 'http://crm.example.com/hook'],
  ])('accepts %s = %j, stored as %j', (key, value, stored) => {
    const result = save(key, value);
    expect(result.ok).toBe(true);
    expect(result.ok && result.settings[key as keyof typeof GOOD]).toBe(stored);
  });
});
