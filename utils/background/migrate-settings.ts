import { storage } from '#imports';
import { SETTINGS_VERSION, settingsItem, validateStoredSettings } from '../settings/store';
import { log } from '../log';

/**
 * Runs at every background start: WXT's versioned migrations (they run when the item is defined;
 * `migrate()` waits for them), then repairs the stored object field by field, so every reader
 * after this sees a valid layout. A field that was broken falls back to its default; the fields
 * repaired are logged by name only.
 */
export async function migrateSettings(): Promise<void> {
  try {
    await settingsItem.migrate();
  } catch (error) {
    log.warn('settings migration failed:', error instanceof Error ? error.message : error);
  }
  const stored: unknown = await storage.getItem('local:settings');
  if (stored == null) return; // nothing stored yet: defaults are read as the fallback
  const { settings, repaired } = validateStoredSettings(stored);
  if (repaired.length === 0) return;
  log.warn('stored settings repaired; fields reset to defaults:', repaired.join(', '));
  await settingsItem.setMeta({ v: SETTINGS_VERSION });
  await settingsItem.setValue(settings);
}
