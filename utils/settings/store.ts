/**
 * The stored settings, the token and whether the policy has answered, each defined once here (the
 * other stored items live in their features' stores; docs/design.md lists them all). The token is
 * the background's alone; extension pages read and change settings through the background
 * (messages getSettings / saveSettings), never directly.
 *
 * Stored data is distrusted like any other input: `loadSettings()` validates each field on read
 * and falls back to its default when that one field is missing or broken (Dark Reader's
 * validation style), so a corrupted or older stored object never breaks the product.
 * Writing happens in the background only (utils/background/save-settings.ts), all at once.
 */
import { browser, storage } from '#imports';
import { DEFAULT_SETTINGS, validateStoredSettings, type Settings } from './schema';
import { DEFAULT_TEAM_SYSTEM, teamSystemSchema, type TeamSystem, type TeamSystemKey } from './team';
import {
  mergeManaged,
  NO_MANAGED_SETTINGS,
  parseManagedSettings,
  type ManagedSettings,
} from './managed';

export * from './schema';

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

/** Where events go and the list comes from, as the agent set them (./team.ts). */
export const teamSystemItem = storage.defineItem<TeamSystem>('local:teamSystem', {
  fallback: DEFAULT_TEAM_SYSTEM,
});
/** The events' signing secret: like the token, read only by the background. */
export const eventsSecretItem = storage.defineItem<string>('local:eventsSecret', { fallback: '' });

/** The team system in force: the organisation's keys over the agent's, and the secret. */
export async function loadTeamSystem(
  options: { waitForPolicy?: boolean } = {},
): Promise<{ config: TeamSystem; secret: string; managed: ManagedSettings }> {
  const managed = await loadManagedSettings(options);
  const stored: unknown = await teamSystemItem.getValue();
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const own = { ...DEFAULT_TEAM_SYSTEM };
  for (const key of Object.keys(DEFAULT_TEAM_SYSTEM) as TeamSystemKey[]) {
    const parsed = teamSystemSchema.shape[key].safeParse(record[key]);
    if (parsed.success) (own as Record<TeamSystemKey, unknown>)[key] = parsed.data;
  }
  const config = { ...own, ...managed.team.values };
  const namesEvents = managed.team.eventsSecret !== undefined || 'eventsUrl' in managed.team.values;
  const ownSecret = await eventsSecretItem.getValue();
  const secret = namesEvents
    ? (managed.team.eventsSecret ?? '')
    : typeof ownSecret === 'string'
      ? ownSecret
      : '';
  return { config, secret, managed };
}

/** The API token. Read only by the background; never sent to a content script or logged. */
export const tokenItem = storage.defineItem<string>('local:token', { fallback: '', version: 1 });

/**
 * The settings in force: the agent's, validated on read, with the organisation's managed values
 * on top. Every reader goes through here, so a managed value wins everywhere. Read afresh each
 * time (no cache), so a policy change applies to the next call without a reinstall. Never throws
 * for bad stored or managed data.
 */
export async function loadSettings(): Promise<Settings> {
  const [own, managed] = await Promise.all([loadOwnSettings(), loadManagedSettings()]);
  return mergeManaged(own, managed);
}

/** The agent's own stored settings, without managed values: only the save path needs these. */
export async function loadOwnSettings(): Promise<Settings> {
  return validateStoredSettings(await settingsItem.getValue()).settings;
}

/** The token in force ('' when none): the organisation's when it set one. Background only. */
export async function loadToken(options: { waitForPolicy?: boolean } = {}): Promise<string> {
  const managed = await loadManagedSettings(options);
  if (managed.token !== undefined) return managed.token;
  const token = await tokenItem.getValue();
  return typeof token === 'string' ? token : '';
}

/**
 * What the organisation set by policy, parsed (utils/settings/managed.ts). No policy is nothing
 * set: Chrome answers {} then, Firefox rejects ("Managed storage manifest not found"), and a
 * browser without the area has no `managed` at all.
 *
 * The first read after the browser starts waits for its policy service (2.7 s in Chromium 156,
 * even with no policy). Readers that only shape the page (the scanner's config, the popup's
 * view) take the policy as last read in this browser session instead of waiting; whatever sends
 * a request to the service passes `waitForPolicy`, so a call always goes with the policy in force.
 */
export async function loadManagedSettings(
  options: { waitForPolicy?: boolean } = {},
): Promise<ManagedSettings> {
  const read = readPolicy();
  if (options.waitForPolicy) return read;
  const answered = await answeredAtOnce(read);
  if (answered) return answered;
  return parseManagedSettings(await policySeen.getValue());
}

/**
 * A policy read's answer if it comes at once (within 50 ms), else undefined: the browser's policy
 * service is holding reads (it does for 2.7 s after the browser starts).
 */
export function answeredAtOnce<T>(read: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    read,
    new Promise<undefined>((resolve) => setTimeout(resolve, POLICY_WAIT_MS)),
  ]);
}

const POLICY_WAIT_MS = 50;
/** The policy as last read, for this browser session only (storage.session: background only). */
const policySeen = storage.defineItem<unknown>('session:policySeen', { fallback: {} });

async function readPolicy(): Promise<ManagedSettings> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get();
  } catch {
    return NO_MANAGED_SETTINGS;
  }
  await policySeen.setValue(raw).catch(() => undefined);
  return parseManagedSettings(raw);
}

/** Calls `onChange` when the settings in force may have changed: the agent saved, or a policy. */
export function watchSettings(onChange: () => void): void {
  settingsItem.watch(() => onChange());
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') onChange();
  });
}
