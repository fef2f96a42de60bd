/**
 * The team's calling rules, kept where every call is placed (background only): the bridged-call,
 * browser-phone, order and dispatch paths call `enforceCallingRules` before anything leaves, so a
 * rule holds whichever surface asked (page control, popup, call list, context menu, keyboard
 * command); the bulk run checks each row with `ruleFor` and waits for the hours or refuses the
 * row. A refused call is recorded in the history ('blocked', with its rule), where the day's
 * totals and the CSV count it. Policy is waited for: a call always goes with the rules in force.
 */
import { log } from '../log';
import { addCall, listCalls } from '../calls/records/store';
import { sentRecord } from '../calls/records/record-sent';
import type { CallKind, CallPlace, CallRecord } from '../calls/records/types';
import type { BlockedBy } from '../errors';
import { countryOfDial } from '../phone';
import { loadManagedSettings, loadOwnSettings, type Settings } from '../settings/store';
import { mergeManaged } from '../settings/managed';
import { rulesClock } from './clock';
import { ruleError } from './refusal';
import { breaksRule } from './rules';
import { bulkAttemptsFor } from './bulk-attempts';
import { doNotCallLookup } from './store';
import { zonesOf } from './zones';

export interface RuledCall {
  dial: string;
  /** When a scheduled call would ring (epoch ms); absent: now, by the rules' clock. */
  ringsAt?: number;
  kind: Exclude<CallKind, 'run'>;
  origin: CallRecord['origin'];
  /** The page and surface it came from, kept on a refusal's record. */
  place?: CallPlace;
  name?: string;
  orderNumber?: string;
  /** A scheduled bridge being changed: it does not count against itself, and a refusal of the
   *  change is not a call attempt to record. */
  replacing?: string;
}

/** The rules in force and the do-not-call lookup, read once for one call or a few rows. */
export interface RuleContext {
  settings: Settings;
  isDoNotCall: (dial: string) => boolean;
}

export async function loadRuleContext(): Promise<RuleContext> {
  const managed = await loadManagedSettings({ waitForPolicy: true });
  const settings = mergeManaged(await loadOwnSettings(), managed);
  return { settings, isDoNotCall: await doNotCallLookup(managed.doNotCall ?? []) };
}

/** The rule `call` breaks now, or null; `context` read afresh unless given. */
export async function ruleFor(
  call: Pick<RuledCall, 'dial' | 'ringsAt' | 'replacing'>,
  context?: RuleContext,
): Promise<BlockedBy | null> {
  const { settings, isDoNotCall } = context ?? (await loadRuleContext());
  const now = rulesClock.now();
  return breaksRule({
    dial: call.dial,
    zones: zonesOf(countryOfDial(call.dial), settings.defaultCountry),
    ringsAt: call.ringsAt ?? now,
    now,
    rules: settings,
    isDoNotCall,
    records:
      settings.maxCallsPerCustomerPerDay > 0
        ? (await listCalls()).filter((record) => record.callId !== call.replacing)
        : [],
    bulk: settings.maxCallsPerCustomerPerDay > 0 ? await bulkAttemptsFor(call.dial) : [],
  });
}

/** Throws the rule's refusal ('calling-rule'), recorded in the history, when `call` breaks one. */
export async function enforceCallingRules(call: RuledCall): Promise<void> {
  const refusal = await ruleFor(call);
  if (!refusal) return;
  const now = rulesClock.now();
  if (call.replacing === undefined) await recordBlocked(call, refusal, now);
  throw ruleError(call.dial, refusal, now);
}

/** The refused call in the history, final at once; a failed write still refuses the call. */
export async function recordBlocked(
  call: RuledCall,
  refusal: BlockedBy,
  now: number,
): Promise<void> {
  const record: CallRecord = {
    ...sentRecord(
      `blocked-${crypto.randomUUID()}`,
      '',
      { name: call.name ?? '', number: call.dial },
      now,
    ),
    origin: call.origin,
    ...call.place,
    state: 'blocked',
    kind: call.kind,
    blockedBy: refusal,
    ...(call.ringsAt !== undefined && call.ringsAt > now + 60_000 && { scheduledAt: call.ringsAt }),
    ...(call.orderNumber !== undefined && { orderNumber: call.orderNumber }),
  };
  try {
    await addCall(record);
  } catch (error) {
    log.error(
      'recording a refused call failed:',
      error instanceof Error ? error.name : typeof error,
    );
  }
}
