/**
 * A number the service reads out in a dispatched call (number_1, number_2): digits with an
 * optional decimal part, kept as typed, so "149.50" is read as 149.50, not turned into 149.5 by a
 * round trip through a JavaScript number.
 */
export const SPOKEN_NUMBER = /^\d{1,18}(\.\d{1,6})?$/;

/** The trimmed text when it is a number the service can read out, else null. */
export function spokenNumberText(value: string): string | null {
  const text = value.trim();
  return SPOKEN_NUMBER.test(text) ? text : null;
}
