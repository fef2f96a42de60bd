import { HandledError } from '../../messaging/router';
import { loadSettings, loadToken, type SettingsView } from '../../settings';
import { releaseServiceOrigins } from '../../sites/release';
import { validateSettingsInput } from '../../settings-input';
import { writeSettings } from '../save-settings';
import type { HandlerGroup } from './types';

/** Settings for extension pages (ALLOWED_SENDERS keeps content scripts out). */
export const settingsHandlers: HandlerGroup<'getSettings' | 'saveSettings'> = {
  async getSettings() {
    return settingsView();
  },

  async saveSettings({ settings, token }) {
    const result = validateSettingsInput(settings, token);
    if (!result.ok) {
      throw new HandledError({
        code: 'invalid-input',
        message: 'Some settings need fixing. Nothing was saved.',
        fields: result.fields,
      });
    }
    const before = await loadSettings();
    await writeSettings(result.settings, result.token);
    await releaseServiceOrigins(before);
    return settingsView();
  },
};

/** The settings without the token: only whether one is stored. */
export async function settingsView(): Promise<SettingsView> {
  const [settings, token] = await Promise.all([loadSettings(), loadToken()]);
  return { ...settings, tokenSet: token !== '' };
}
