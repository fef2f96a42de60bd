/**
 * Settings pushed by the organisation (browser policy → storage.managed), parsed with the same
 * rules as the agent's own. Pure (no browser APIs): utils/settings/store.ts reads the area and merges
 * the result over the agent's stored settings.
 *
 * The managed keys are the settings' own names (`bridgeUrl`, `bridgeFlowId`, …) plus `token` and
 * `sites` (web pages the scanner runs on). ./managed-schema.ts declares the same keys for Chrome
 * and Edge; Firefox reads them from `3rdparty` policies or a managed-storage manifest and checks
 * nothing, so every value is distrusted here: a value that breaks its rule is left out (the
 * agent's own value stays in force) and its key is reported, never a crash.
 */
import { MAX_DO_NOT_CALL } from '../limits';
import { readNumbers } from '../calling-rules/fields/do-not-call';
import { normalizePhone } from '../phone';
import { isValidToken } from '../service/token';
import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type ManagedKey,
  type SettingKey,
  type Settings,
} from './schema';
import { originPattern, siteOrigin } from '../sites/fields/patterns';
import {
  parseManagedTeamSystem,
  TEAM_MANAGED_KEYS,
  type ManagedTeamSystem,
  type TeamSystemKey,
} from './team';

export interface ManagedSettings {
  /** The settings the organisation set and that passed their rule. */
  settings: Partial<Settings>;
  /** The organisation's API token, when it set a valid one. */
  token: string | undefined;
  /** Match patterns (`https://crm.example.com/*`) of the sites the organisation enabled. */
  sites: string[];
  /** The organisation's do-not-call numbers as dial strings; null when it set no list. */
  doNotCall: string[] | null;
  /** Where events go and the team's list comes from, as the organisation set them. */
  team: ManagedTeamSystem;
  /** Keys whose managed value was refused (broken, or not a key Dialbridge knows), sorted. */
  invalid: string[];
}

export const NO_MANAGED_SETTINGS: ManagedSettings = {
  settings: {},
  token: undefined,
  sites: [],
  doNotCall: null,
  team: { values: {}, eventsSecret: undefined, invalid: [] },
  invalid: [],
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];
/** Managed keys that are not settings of the agent's. */
const EXTRA_KEYS: readonly string[] = ['token', 'sites', 'doNotCall', ...TEAM_MANAGED_KEYS];

/** Parses what storage.managed holds. Never throws. */
export function parseManagedSettings(raw: unknown): ManagedSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return NO_MANAGED_SETTINGS;
  const record = raw as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const key of Object.keys(record)) {
    if (!EXTRA_KEYS.includes(key) && !SETTING_KEYS.includes(key as SettingKey)) invalid.push(key);
  }
  for (const key of SETTING_KEYS) {
    if (!(key in record) || key === 'agentNumber') continue;
    const parsed = settingsSchema.shape[key].safeParse(record[key]);
    if (parsed.success) settings[key] = parsed.data;
    else invalid.push(key);
  }
  if ('agentNumber' in record) {
    const country =
      (settings.defaultCountry as string | undefined) ?? DEFAULT_SETTINGS.defaultCountry;
    const agentNumber = parseAgentNumber(record.agentNumber, country);
    if (agentNumber === undefined) invalid.push('agentNumber');
    else settings.agentNumber = agentNumber;
  }
  const token = parseToken(record.token);
  if ('token' in record && token === undefined) invalid.push('token');
  const sites = parseSites(record.sites);
  if ('sites' in record && sites === undefined) invalid.push('sites');
  const doNotCall = parseDoNotCall(record.doNotCall, settings.defaultCountry);
  // Numbers it cannot read are reported; the ones it can are applied (each is someone's opt-out).
  if ('doNotCall' in record && (!doNotCall || doNotCall.invalid.length > 0))
    invalid.push('doNotCall');
  const team = parseManagedTeamSystem(record);
  invalid.push(...team.invalid);
  return {
    settings: settings as Partial<Settings>,
    token,
    sites: sites ?? [],
    doNotCall: doNotCall ? doNotCall.dials : null,
    team,
    invalid: invalid.sort(),
  };
}

/** The keys the organisation set (and that are in force), for locking fields on screen. */
export function managedKeys(managed: ManagedSettings): ManagedKey[] {
  const keys: ManagedKey[] = Object.keys(managed.settings) as SettingKey[];
  if (managed.token !== undefined) keys.push('token');
  if (managed.sites.length > 0) keys.push('sites');
  if (managed.doNotCall) keys.push('doNotCall');
  keys.push(...(Object.keys(managed.team.values) as TeamSystemKey[]));
  if (managed.team.eventsSecret !== undefined) keys.push('eventsSecret');
  return keys;
}

/** The agent's settings with the organisation's on top. */
export function mergeManaged(own: Settings, managed: ManagedSettings): Settings {
  return { ...own, ...managed.settings };
}

/**
 * What saveSettings may store as the agent's: the submitted settings, except that a managed
 * field keeps the agent's own stored value (the form shows the organisation's, locked; storing
 * it would make it the agent's once the policy is lifted).
 */
export function withoutManaged(
  submitted: Settings,
  ownStored: Settings,
  managed: ManagedSettings,
): Settings {
  const kept: Record<string, unknown> = { ...submitted };
  for (const key of Object.keys(managed.settings) as SettingKey[]) kept[key] = ownStored[key];
  return kept as Settings;
}

/**
 * The agent's number as people write it (+966 55 …, 055 …), normalised with the managed default
 * country as the options page does: stored, it always carries its country code. '' clears it.
 */
function parseAgentNumber(value: unknown, country: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.trim() === '') return '';
  const normalised = normalizePhone(value, country);
  return normalised.ok ? normalised.dial : undefined;
}

/** An array of numbers in any written form; anything else is not a list. */
function parseDoNotCall(value: unknown, country: unknown) {
  if (!Array.isArray(value) || value.length > MAX_DO_NOT_CALL) return undefined;
  const defaultCountry = typeof country === 'string' ? country : DEFAULT_SETTINGS.defaultCountry;
  return readNumbers(value, defaultCountry);
}

function parseToken(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = value.trim();
  return isValidToken(token) ? token : undefined;
}

/**
 * Sites as origins or page addresses (`https://crm.example.com`, `http://localhost:8080/`), each
 * one origin. One entry that is not a web address refuses the whole list: a half-applied list
 * would scan fewer sites than the organisation meant, without saying so.
 */
function parseSites(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 500) return undefined;
  const patterns: string[] = [];
  for (const entry of value) {
    const origin = typeof entry === 'string' ? siteOrigin(entry, '') : null;
    if (!origin) return undefined;
    patterns.push(originPattern(origin));
  }
  return [...new Set(patterns)].sort();
}

/**
 * A request's fields that a managed setting decides, emptied so the setting in force fills them:
 * the popup shows these fields locked, but a message can carry anything, so the organisation's
 * value is enforced where the request is built, not only on screen.
 */
export function withManagedFields<Form extends object>(
  form: Form,
  fieldSettings: Partial<Record<keyof Form, SettingKey>>,
  managed: ManagedSettings,
): Form {
  const locked = { ...form } as Record<string, unknown>;
  for (const [field, key] of Object.entries(fieldSettings) as Array<[string, SettingKey]>) {
    if (key in managed.settings) locked[field] = typeof locked[field] === 'string' ? '' : undefined;
  }
  return locked as Form;
}
