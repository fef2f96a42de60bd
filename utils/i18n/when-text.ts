/** When a refused call may ring, as the agent reads it (their own zone and language). Pure. */

/**
 * "Sun 09:00 GMT+3" in the agent's own zone, named, since calling hours are set in the customer's
 * and the two may differ; with the date when it is more than six days away.
 */
export function whenText(at: number, now: number, locale = 'en'): string {
  const far = at - now > 6 * 86_400_000;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...(far && { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(at));
}
