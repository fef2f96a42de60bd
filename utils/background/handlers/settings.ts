import { HandledError } from '../../errors';
import {
  loadManagedSettings,
  loadOwnSettings,
  loadSettings,
  loadToken,
  type SettingsView,
} from '../../settings/store';
import { managedKeys, mergeManaged, withoutManaged } from '../../settings/managed';
import { releaseServiceOrigins } from '../../sites/release';
import { validateSettingsInput } from '../../settings/input';
import { writeSettings } from '../save-settings';
import type { HandlerGroup } from './types';

/** Settings for extension pages only: neither is in PAGE_MESSAGES (messaging/protocol.ts). */
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
    // The page shows managed values locked and sends them back as they are: the agent's own
    // stored values (and token) stay underneath, never replaced by the organisation's.
    const [own, managed] = await Promise.all([
      loadOwnSettings(),
      loadManagedSettings({ waitForPolicy: true }),
    ]);
    const before = mergeManaged(own, managed);
    const ownToken = managed.token === undefined ? result.token : undefined;
    await writeSettings(withoutManaged(result.settings, own, managed), ownToken);
    await releaseServiceOrigins(before);
    return settingsView();
  },
};

/** The settings in force without the token: only whether one is there, and what is managed. */
export async function settingsView(): Promise<SettingsView> {
  const [settings, token, managed] = await Promise.all([
    loadSettings(),
    loadToken(),
    loadManagedSettings(),
  ]);
  return {
    ...settings,
    tokenSet: token !== '',
    managed: managedKeys(managed),
    managedInvalid: managed.invalid,
  };
}
