/**
 * Calling hours as the settings hold them and as policy may write them, checked with the rules of
 * ./hours.ts; the settings' schema (utils/settings/schema.ts) takes it for its callingHours.
 */
import { z } from 'zod';
import { tooLongText } from '../../field-rules';
import { MAX_LENGTH } from '../../limits';
import { hoursProblem, WEEKDAYS, type CallingHours, type HoursProblem } from './hours';

/** The sentence for what is wrong with calling hours: the options page shows it under the field. */
function hoursProblemMessage(problem: HoursProblem): string {
  switch (problem.kind) {
    case 'format':
      return `Calling hours, ${problem.day}: write each window as 09:00-12:00, separated by commas ("${problem.window}").`;
    case 'order':
      return `Calling hours, ${problem.day}: the window ${problem.window} ends before it starts.`;
    case 'overlap':
      return `Calling hours, ${problem.day}: the window ${problem.window} overlaps another one of the same day.`;
    case 'date':
      return `Calling hours: "${problem.date}" is not a date written as 2026-12-02.`;
    case 'zone':
      return `Calling hours: "${problem.zone}" is not a time zone (write one such as Asia/Riyadh).`;
  }
}

const dayWindows = z.string().max(MAX_LENGTH.callingHoursDay, {
  message: tooLongText(MAX_LENGTH.callingHoursDay, 'Calling hours, one day'),
});

/** Calling hours, or null for none. Policy may write closed dates as a list. */
export const callingHoursSchema = z
  .object({
    days: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayWindows.optional()]))),
    closedDates: z.preprocess(
      (value) => (Array.isArray(value) ? value.join(', ') : (value ?? '')),
      z.string().max(MAX_LENGTH.closedDates, {
        message: tooLongText(MAX_LENGTH.closedDates, 'Calling hours, closed dates'),
      }),
    ),
    timeZone: z.string().trim().optional(),
  })
  .nullable()
  .superRefine((hours, context) => {
    const problem = hours ? hoursProblem(hours as CallingHours) : null;
    if (problem) context.addIssue({ code: 'custom', message: hoursProblemMessage(problem) });
  })
  .transform((hours) => hours as CallingHours | null);
