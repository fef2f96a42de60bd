/**
 * The one rule for page text the agent selected, read by "Call selected number" (the context
 * menu and the keyboard command) and by the quick bridge's prefill alike.
 */
import { MAX_LENGTH } from '../limits';
import { findPhoneNumbers } from './find';
import { normalizePhone } from './normalize';
import type { NormalizeResult } from './types';

export interface SelectedNumber {
  /** The number as the page wrote it: the whole selection, or the number inside it. */
  text: string;
  phone: Extract<NormalizeResult, { ok: true }>;
}

/**
 * The selection as a number: the whole of it ("055 123 4567"), or the one number inside it
 * ("Mobile: 055 123 4567"). A selection longer than a number as typed is not one, whatever it
 * contains (a note that begins with a number); two numbers are ambiguous: the agent selects the
 * one they mean. `selection` comes trimmed by the caller.
 */
export function numberInSelection(selection: string, country: string): SelectedNumber | null {
  if (!selection || selection.length > MAX_LENGTH.phone) return null;
  const whole = normalizePhone(selection, country);
  const found = findPhoneNumbers(selection, country);
  // A label or an extension selected with the number ("Mobile: 055 123 4567"): the number itself
  // is the text the agent is shown.
  if (whole.ok) {
    const same = found.length === 1 && found[0]!.dial === whole.dial;
    return { text: same ? found[0]!.text : selection, phone: whole };
  }
  if (found.length !== 1) return null;
  const inside = normalizePhone(found[0]!.text, country);
  return inside.ok ? { text: found[0]!.text, phone: inside } : null;
}
