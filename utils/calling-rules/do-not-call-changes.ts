/**
 * What agents and team leads do with the do-not-call list (background only). An agent marks a
 * customer who asked not to be called from the page control, the history or a call list: the
 * number is added at once and every bridge booked for it is cancelled, because a booked call is
 * a call the customer would still get. Removing numbers is the team lead's act on the options
 * page, and not possible while the organisation sets the list by policy.
 */
import { cancelBridgeCall, listCalls } from '../calls';
import { HandledError } from '../errors';
import { normalizePhone } from '../phone';
import { loadManagedSettings, loadOwnSettings } from '../settings/store';
import { mergeManaged } from '../settings/managed';
import { readNumbers } from './do-not-call';
import { changeDoNotCall, doNotCallItem, doNotCallLookup } from './store';

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

export async function markDoNotCall(text: string): Promise<{ dial: string; cancelled: number }> {
  const dial = await dialOf(text);
  await changeDoNotCall((dials) => [...dials, dial]);
  let cancelled = 0;
  for (const call of await listCalls()) {
    if (call.state !== 'scheduled' || call.customer.number !== dial) continue;
    try {
      await cancelBridgeCall(call.callId);
      cancelled++;
    } catch {
      // Left booked: the rule refuses nothing the service already holds, but its status checks
      // and the history still show the call, where the agent can cancel it.
    }
  }
  return { dial, cancelled };
}

export async function numberRules(text: string): Promise<{ doNotCall: boolean }> {
  const { managed, settings } = await inForce();
  const lookup = await doNotCallLookup(managed.doNotCall ?? []);
  const phone = normalizePhone(text, settings.defaultCountry);
  return { doNotCall: phone.ok && lookup(phone.dial) };
}

export async function doNotCallView(): Promise<DoNotCallView> {
  const [own, managed] = await Promise.all([doNotCallItem.getValue(), loadManagedSettings()]);
  return { own: Array.isArray(own) ? own : [], managed: managed.doNotCall };
}

export async function changeDoNotCallList(change: {
  add?: string[];
  remove?: string[];
}): Promise<DoNotCallView & { invalid: string[] }> {
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
  return { ...(await doNotCallView()), invalid: [...added.invalid, ...removed.invalid] };
}
