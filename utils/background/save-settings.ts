/**
 * saveSettings: everything is validated first (utils/settings/input.ts), then settings and token are written in one
 * storage.local.set call, so a failure never leaves half a form saved.
 */
import { storage } from '#imports';
import { SETTINGS_VERSION, settingsItem, tokenItem, type Settings } from '../settings/store';

/**
 * Writes validated settings (and the token, when a new one was given) in one call. `setItems`
 * writes values only, so the layout version goes into WXT's metadata first, through its public
 * `setMeta`: the background migrated any stored settings to this version at start, so the
 * version is true before and after the write, even if the write fails.
 */
export async function writeSettings(settings: Settings, token: string | undefined): Promise<void> {
  await settingsItem.setMeta({ v: SETTINGS_VERSION });
  const items: Parameters<typeof storage.setItems>[0] = [{ item: settingsItem, value: settings }];
  if (token !== undefined) items.push({ item: tokenItem, value: token });
  await storage.setItems(items);
}
