/**
 * Every stored item, defined once. Background-only for the token; extension pages read and change
 * settings through the background (messages getSettings / saveSettings), never directly.
 *
 * Stored data is distrusted like any other input: `loadSettings()` validates each field on read
 * and falls back to its default when that one field is missing or broken (Dark Reader's
 * validation style), so a corrupted or older stored object never breaks the product.
 * Writing happens in the background only (utils/background/save-settings.ts), all at once.
 */
import { storage } from '#imports';
import { DEFAULT_SETTINGS, validateStoredSettings, type Settings } from './settings-schema';

export * from './settings-schema';

/**
 * Layout version of the stored settings object. To change the layout: bump this, add
 * `settingsMigrations[newVersion] = (old) => new`, and keep every older step (an install may
 * jump several versions at once). Fields that are only added need no migration: validation on
 * read fills them with their defaults.
 */
export const SETTINGS_VERSION = 1;
export const settingsMigrations: Record<number, (old: unknown) => unknown> = {};

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: settingsMigrations,
});

/** The API token. Read only by the background; never sent to a content script or logged. */
export const tokenItem = storage.defineItem<string>('local:token', { fallback: '', version: 1 });

/** The stored settings, validated on read. Never throws for bad stored data. */
export async function loadSettings(): Promise<Settings> {
  return validateStoredSettings(await settingsItem.getValue()).settings;
}

/** The stored token ('' when none). Background only. */
export async function loadToken(): Promise<string> {
  const token = await tokenItem.getValue();
  return typeof token === 'string' ? token : '';
}
