/**
 * Click-only dialling (background only): when the team lead sets it, the popup's forms call only
 * numbers that came from somewhere other than the agent's keyboard: a page (handed to the popup
 * by a page action), a call list or a file, or the history (a number called before). The popup
 * locks its number fields; a message can carry anything, so the rule is kept here too.
 */
import { storage } from '#imports';
import { listCalls } from '../calls/records/store';
import { HandledError } from '../errors';
import { normalizePhone } from '../phone';
import { loadSettings } from '../settings/store';

/** Numbers handed to the popup this browser session (the latest few hundred). */
const handedItem = storage.defineItem<string[]>('session:handedNumbers', { fallback: [] });
const KEPT = 500;

export async function rememberHanded(dial: string): Promise<void> {
  const handed = await handedItem.getValue();
  await handedItem.setValue([dial, ...handed.filter((other) => other !== dial)].slice(0, KEPT));
}

export const CLICK_ONLY_MESSAGE =
  'Your team allows calls only to numbers from a page, a call list or a file, not typed by hand.';

/**
 * Refuses a number typed in a popup form while click-only dialling is on. `onPage`: asked last,
 * whether the page the number is said to come from lists it now (the popup's "This page").
 */
export async function requireNotTyped(
  text: string,
  field: string,
  onPage?: (dial: string) => Promise<boolean>,
): Promise<void> {
  const settings = await loadSettings();
  if (!settings.clickOnly) return;
  const phone = normalizePhone(text, settings.defaultCountry);
  if (phone.ok) {
    if ((await handedItem.getValue()).includes(phone.dial)) return;
    if ((await listCalls()).some((call) => call.customer.number === phone.dial)) return;
    if (onPage && (await onPage(phone.dial))) return;
  }
  throw new HandledError({
    code: 'invalid-input',
    message: CLICK_ONLY_MESSAGE,
    fields: { [field]: CLICK_ONLY_MESSAGE },
  });
}
