/**
 * What agents and team leads do with the do-not-call list (background only). An agent marks a
 * customer who asked not to be called from the page control, the history or a call list: the
 * number is added at once. Whenever a number joins the list, by any path, every bridge booked for
 * it is cancelled (takeBackBookedListed), because a booked call is a call the customer would
 * still get. Removing numbers is the team lead's act on the options
 * page, and not possible while the organisation sets the list by policy.
 */
import { cancelBridgeCall, listCalls } from '../../calls';
import type { CallSurface } from '../../calls/records/types';
import { emitObjection } from '../../team-system/emit';
import { updateCall } from '../../calls/records/store';
import { storage } from '#imports';
import { HandledError } from '../../errors';
import { DO_NOT_CALL_UNDO_MS } from '../../limits';
import { normalizePhone } from '../../phone';
import { loadManagedSettings, loadOwnSettings } from '../../settings/store';
import { mergeManaged } from '../../settings/managed';
import { readNumbers } from '../fields/do-not-call';
import { changeDoNotCall, doNotCallItem, doNotCallLookup } from '../store';

/** The do-not-call list as the options page shows it: the agent's own, and the team's by policy. */
export interface DoNotCallView {
  own: string[];
  managed: string[] | null;
}

/** The organisation's settings and the ones in force, from one read of the policy. */
async function inForce() {
  const managed = await loadManagedSettings();
  return { managed, settings: mergeManaged(await loadOwnSettings(), managed) };
}

async function dialOf(text: string): Promise<string> {
  const phone = normalizePhone(text, (await inForce()).settings.defaultCountry);
  if (!phone.ok) {
    throw new HandledError({
      code: 'invalid-input',
      message: 'This is not a phone number Dialbridge can read.',
      fields: { dial: 'Not a phone number.' },
    });
  }
  return phone.dial;
}

/** Numbers this browser session marked, and when: what the agent may still undo. */
const marksItem = storage.defineItem<Array<{ dial: string; at: number }>>(
  'session:doNotCallMarks',
  {
    fallback: [],
  },
);

/** Where the agent marked it, for the team's event. */
export interface MarkedFrom {
  surface: CallSurface;
  pageOrigin?: string;
}

export async function markDoNotCall(
  text: string,
  from: MarkedFrom,
): Promise<{ dial: string; cancelled: number }> {
  const dial = await dialOf(text);
  const listedBefore = (await doNotCallItem.getValue()).includes(dial);
  await changeDoNotCall((dials) => [...dials, dial]);
  // The team's system hears of it whether or not this browser had it listed: its list is the team's.
  await emitObjection(dial, 'customer.objected', from);
  // Only the agent's own addition can be undone; a number the team had listed stays.
  if (!listedBefore) await marksItem.setValue([...(await recentMarks()), { dial, at: Date.now() }]);
  return { dial, cancelled: (await takeBackBookedListed()).length };
}

async function recentMarks(): Promise<Array<{ dial: string; at: number }>> {
  const marks = await marksItem.getValue();
  const since = Date.now() - DO_NOT_CALL_UNDO_MS;
  return Array.isArray(marks) ? marks.filter((mark) => mark.at >= since) : [];
}

/**
 * Undoes the agent's own "Asked not to be called" a moment later (a slip of the hand): the number
 * leaves the team's list if this browser session added it within DO_NOT_CALL_UNDO_MS. Bookings
 * it cancelled stay cancelled. Anything else is the team lead's to remove, in Settings.
 */
export async function undoDoNotCall(text: string, from: MarkedFrom): Promise<{ dial: string }> {
  const dial = await dialOf(text);
  const marks = await recentMarks();
  if (!marks.some((mark) => mark.dial === dial)) {
    throw new HandledError({
      code: 'invalid-input',
      message:
        'This number can no longer be taken off the do-not-call list here. Ask your team lead.',
    });
  }
  await changeDoNotCall((dials) => dials.filter((listed) => listed !== dial));
  await marksItem.setValue(marks.filter((mark) => mark.dial !== dial));
  await emitObjection(dial, 'customer.objection-undone', from);
  return { dial };
}

/**
 * Takes back at the service every bridge booked for a customer now on the do-not-call list, the
 * agent's own or the organisation's, however the number got there (one click, Settings, a file,
 * a policy): a booked call is a call the customer would still get. Each stays in the history as
 * cancelled by the rule. Returns the customers' numbers whose calls were taken back. A call the
 * service would not take back stays booked, and its status checks and the history show it, where
 * the agent can cancel it; the next sweep (each status check round) tries again.
 */
export async function takeBackBookedListed(): Promise<string[]> {
  // Most starts and rounds find nothing booked: then neither the policy nor the list is read.
  const booked = (await listCalls()).filter((call) => call.state === 'scheduled');
  if (booked.length === 0) return [];
  const { managed } = await inForce();
  const listed = await doNotCallLookup(managed.doNotCall ?? []);
  const takenBack: string[] = [];
  for (const call of booked) {
    if (!listed(call.customer.number)) continue;
    try {
      await cancelBridgeCall(call.callId);
      await updateCall(call.callId, (record) => ({
        ...record,
        blockedBy: { rule: 'do-not-call' },
      }));
      takenBack.push(call.customer.number);
    } catch {
      // Left booked (see above).
    }
  }
  return takenBack;
}

export async function numberRules(text: string): Promise<{ doNotCall: boolean }> {
  const { managed, settings } = await inForce();
  const lookup = await doNotCallLookup(managed.doNotCall ?? []);
  const phone = normalizePhone(text, settings.defaultCountry);
  return { doNotCall: phone.ok && lookup(phone.dial) };
}

/** Which of `dials` are on any do-not-call list (a file's customers, for its preview). */
export async function listedAmong(dials: readonly string[]): Promise<{ listed: string[] }> {
  const { managed } = await inForce();
  const lookup = await doNotCallLookup(managed.doNotCall ?? []);
  return { listed: dials.filter((dial) => lookup(dial)) };
}

export async function doNotCallView(): Promise<DoNotCallView> {
  const [own, managed] = await Promise.all([doNotCallItem.getValue(), loadManagedSettings()]);
  return { own: Array.isArray(own) ? own : [], managed: managed.doNotCall };
}

export async function changeDoNotCallList(change: {
  add?: string[];
  remove?: string[];
}): Promise<DoNotCallView & { invalid: string[]; cancelled: string[] }> {
  const { managed, settings } = await inForce();
  const added = readNumbers(change.add ?? [], settings.defaultCountry);
  const removed = readNumbers(change.remove ?? [], settings.defaultCountry);
  if (removed.dials.length > 0 && managed.doNotCall) {
    throw new HandledError({
      code: 'forbidden-sender',
      message:
        'Your organisation sets the do-not-call list, so numbers cannot be removed here. Ask your IT team.',
    });
  }
  const gone = new Set(removed.dials);
  await changeDoNotCall((dials) => [...dials, ...added.dials].filter((dial) => !gone.has(dial)));
  const cancelled = added.dials.length > 0 ? await takeBackBookedListed() : [];
  return {
    ...(await doNotCallView()),
    invalid: [...added.invalid, ...removed.invalid],
    cancelled,
  };
}
