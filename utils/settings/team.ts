/**
 * The team's own system (utils/team-system): where call events go and where the team's
 * do-not-call list comes from. Kept apart from the call settings because the secret, like the
 * token, never leaves the background, and because a team lead sets these by policy for the whole
 * team. Pure: the stored items are in ./store.ts.
 */
import { z } from 'zod';
import { eventsSecretProblem, eventsSecretText } from '../field-rules';
import { DEFAULT_DO_NOT_CALL_REFRESH_MINUTES } from '../limits';
import { storedUrlSchema, wholeSetting } from './schema';

export const teamSystemSchema = z.object({
  /** Receives every call event, signed (docs/team-system.md); '' sends none. */
  eventsUrl: storedUrlSchema('team'),
  /** Serves the team's do-not-call list; '' reads none. */
  doNotCallUrl: storedUrlSchema('team'),
  doNotCallRefreshMinutes: wholeSetting('doNotCallRefreshMinutes'),
});
export type TeamSystem = z.output<typeof teamSystemSchema>;
export type TeamSystemKey = keyof TeamSystem;

export const DEFAULT_TEAM_SYSTEM: TeamSystem = {
  eventsUrl: '',
  doNotCallUrl: '',
  doNotCallRefreshMinutes: DEFAULT_DO_NOT_CALL_REFRESH_MINUTES,
};

/** The HMAC key events are signed with; the receiver holds the same. */
export const eventsSecretSchema = z
  .string()
  .trim()
  .refine((secret) => eventsSecretProblem(secret) === null, { message: eventsSecretText() });

/** The managed keys of the team system, all four settable by policy. */
export const TEAM_MANAGED_KEYS = [
  'eventsUrl',
  'eventsSecret',
  'doNotCallUrl',
  'doNotCallRefreshMinutes',
] as const;
export type TeamManagedKey = (typeof TEAM_MANAGED_KEYS)[number];

export interface ManagedTeamSystem {
  values: Partial<TeamSystem>;
  eventsSecret: string | undefined;
  invalid: TeamManagedKey[];
}

/**
 * The team-system keys of a policy. The events address and secret go together: when the policy
 * names either, events go only where the policy says, signed with its secret (a policy secret
 * with the agent's address would sign the team's events for an address nobody checked).
 */
export function parseManagedTeamSystem(record: Record<string, unknown>): ManagedTeamSystem {
  const values: Partial<Record<TeamSystemKey, unknown>> = {};
  const invalid: TeamManagedKey[] = [];
  for (const key of ['eventsUrl', 'doNotCallUrl', 'doNotCallRefreshMinutes'] as const) {
    if (!(key in record)) continue;
    const parsed = teamSystemSchema.shape[key].safeParse(record[key]);
    if (parsed.success) values[key] = parsed.data;
    else invalid.push(key);
  }
  let eventsSecret: string | undefined;
  if ('eventsSecret' in record) {
    const parsed = eventsSecretSchema.safeParse(record.eventsSecret);
    if (parsed.success) eventsSecret = parsed.data;
    else invalid.push('eventsSecret');
  }
  const namesEvents = 'eventsUrl' in record || 'eventsSecret' in record;
  if (namesEvents) {
    // Either half missing or broken: no events at all rather than to the agent's address.
    values.eventsUrl = values.eventsUrl ?? '';
    if (eventsSecret === undefined && !invalid.includes('eventsSecret'))
      invalid.push('eventsSecret');
    if (!('eventsUrl' in record)) invalid.push('eventsUrl');
  }
  return { values: values as Partial<TeamSystem>, eventsSecret, invalid };
}
