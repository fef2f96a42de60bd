/**
 * What saveSettings accepts, checked field by field: the background's rule before it writes, and
 * the options page's while a person corrects a field (no storage here, so a page may import it).
 */
import { isValidToken } from '../service/token';
import { normalizePhone } from '../phone';
import { settingsSchema, type SettingKey, type Settings, type SettingsInput } from './schema';

/** Settings as a message brings them: every field, of any value; the agent number as typed. */
type UncheckedSettings = Record<Exclude<SettingKey, 'agentNumber'>, unknown> & {
  agentNumber: string;
};

export type SettingsValidation =
  | { ok: true; settings: Settings; token: string | undefined }
  | { ok: false; fields: Partial<Record<SettingKey | 'token', string>> };

export const AGENT_NUMBER_MESSAGE =
  'Enter a valid phone number, for example 0551234567 or +966551234567.';

/**
 * Checks every field and collects a message per bad field. The agent number is normalised to the
 * service's form (966551234567) with the chosen default country. An empty token means "keep the
 * stored one" (`token` undefined). Takes any value per field (a message has only its types and
 * sizes checked): the settings' schema says what each must be.
 */
export function validateSettingsInput(
  input: SettingsInput | UncheckedSettings,
  rawToken?: string,
): SettingsValidation {
  const fields: Partial<Record<SettingKey | 'token', string>> = {};
  const parsed = settingsSchema.safeParse({ ...input, agentNumber: '' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_') as SettingKey;
      fields[key] ??= issue.message;
    }
  }
  let agentNumber = '';
  const typedNumber = input.agentNumber.trim();
  if (typedNumber) {
    const country = parsed.success ? parsed.data.defaultCountry : 'SA';
    const normalised = normalizePhone(typedNumber, country);
    if (normalised.ok) agentNumber = normalised.dial;
    else fields.agentNumber = AGENT_NUMBER_MESSAGE;
  }
  const token = rawToken?.trim() ? rawToken.trim() : undefined;
  if (token !== undefined && !isValidToken(token)) {
    fields.token = 'A token has no spaces and only letters, digits and symbols.';
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, settings: { ...parsed.data, agentNumber }, token };
}
