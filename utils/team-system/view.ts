/**
 * What the options page shows and changes of the team system (background only): the addresses,
 * whether a secret is stored (never the secret), which keys the organisation set, the outbox
 * (how many events wait, why, and the ones refused with their answer) and the list's state (its
 * size, when it was read and checked, what failed since when). Never the list's numbers.
 */
import { HandledError } from '../errors';
import { eventsSecretText } from '../field-rules';
import { eventsSecretItem, loadTeamSystem, teamSystemItem } from '../settings/store';
import {
  DEFAULT_TEAM_SYSTEM,
  eventsSecretSchema,
  teamSystemSchema,
  type TeamManagedKey,
  type TeamSystem,
  type TeamSystemKey,
} from '../settings/team';
import { deliveryItem, deliverEvents, type DeliveryState } from './delivery';
import type { EventType } from './events';
import { listStatusItem, type ListStatus } from './list-store';
import { discardRefused, outboxCounts, refusedEvents, sendRefusedAgain } from './outbox';

/** How many refused events the page lists (the count says how many there are in all). */
const REFUSED_SHOWN = 20;

export interface RefusedEventView {
  seq: number;
  type: EventType;
  customer: string;
  occurredAt: string;
  status: number;
  answer: string;
}

export interface TeamSystemView {
  config: TeamSystem;
  secretSet: boolean;
  managed: TeamManagedKey[];
  events: DeliveryState & { waiting: number; refused: number; refusedEvents: RefusedEventView[] };
  list: ListStatus | null;
}

export async function teamSystemView(): Promise<TeamSystemView> {
  const { config, secret, managed } = await loadTeamSystem();
  const [counts, refused, delivery, list] = await Promise.all([
    outboxCounts(),
    refusedEvents(REFUSED_SHOWN),
    deliveryItem.getValue(),
    listStatusItem.getValue(),
  ]);
  const keys = Object.keys(managed.team.values) as TeamManagedKey[];
  if (managed.team.eventsSecret !== undefined) keys.push('eventsSecret');
  return {
    config,
    secretSet: secret !== '',
    managed: keys,
    events: {
      ...delivery,
      ...counts,
      refusedEvents: refused.map((row) => ({
        seq: row.seq,
        type: row.event.type,
        customer: row.event.customer.number,
        occurredAt: row.event.occurredAt,
        status: row.refused?.status ?? 0,
        answer: row.refused?.answer ?? '',
      })),
    },
    list: list && list.url === config.doNotCallUrl ? list : null,
  };
}

/**
 * Stores the agent's addresses and period, and a new secret when one is typed ('' keeps the
 * stored one). Every field is checked first and all are written or none; a field the
 * organisation sets keeps the agent's own stored value.
 */
export async function saveTeamSystem(input: {
  eventsUrl: string;
  doNotCallUrl: string;
  doNotCallRefreshMinutes: string | number;
  eventsSecret?: string;
}): Promise<TeamSystemView> {
  const fields: Partial<Record<TeamSystemKey | 'eventsSecret', string>> = {};
  const parsed = teamSystemSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      fields[issue.path[0] as TeamSystemKey] ??= issue.message;
  }
  const typedSecret = input.eventsSecret?.trim() ?? '';
  const secret = typedSecret ? eventsSecretSchema.safeParse(typedSecret) : null;
  if (secret && !secret.success) fields.eventsSecret = secret.error.issues[0]!.message;
  const hasSecret = typedSecret !== '' || (await eventsSecretItem.getValue()) !== '';
  if (parsed.success && parsed.data.eventsUrl && !hasSecret)
    fields.eventsSecret = eventsSecretText();
  if (!parsed.success || Object.keys(fields).length > 0) {
    throw new HandledError({
      code: 'invalid-input',
      message: 'Some team-system fields need attention.',
      fields,
    });
  }
  const { managed } = await loadTeamSystem();
  const stored = { ...DEFAULT_TEAM_SYSTEM, ...(await teamSystemItem.getValue()) };
  const kept = { ...parsed.data };
  for (const key of Object.keys(managed.team.values) as TeamSystemKey[])
    (kept as Record<TeamSystemKey, unknown>)[key] = stored[key];
  await teamSystemItem.setValue(kept);
  if (secret?.success) await eventsSecretItem.setValue(secret.data);
  return teamSystemView();
}

export type TeamSystemAction =
  | { action: 'send-again'; seq: number }
  | { action: 'discard'; seq: number }
  | { action: 'send-now' };

/** The agent's acts on the outbox: a refused event sent again or discarded, or "try now". */
export async function actOnOutbox(act: TeamSystemAction): Promise<TeamSystemView> {
  if (act.action === 'send-again') await sendRefusedAgain(act.seq);
  if (act.action === 'discard') await discardRefused(act.seq);
  // Not awaited: a day's outbox takes a while, and the page shows the count going down.
  void deliverEvents({ evenIfWaiting: true }).catch(() => undefined);
  return teamSystemView();
}
