/**
 * A refusal by a calling rule, as the error every surface shows ('calling-rule', with the rule in
 * `blocked`): the English sentence here, the translation from the same details in
 * utils/i18n/calling-rule.ts. Never a call: the person sees why, and for the hours when a call
 * may ring (and can book the bridge for then).
 */
import type { BlockedBy } from '../errors';
import { HandledError } from '../errors';
import { formatInternational } from '../phone';
import { whenText } from '../i18n/when-text';

export function ruleMessage(dial: string, refusal: BlockedBy, now: number): string {
  const number = formatInternational(dial);
  switch (refusal.rule) {
    case 'do-not-call':
      return `${number} asked not to be called: it is on the do-not-call list, so Dialbridge did not call.`;
    case 'attempts':
      return `${number} was called ${refusal.count === 1 ? 'once' : `${refusal.count} times`} today, the most your team allows (${refusal.max}), so Dialbridge did not call.`;
    case 'hours':
      return refusal.nextAllowedAt === null
        ? `Calls to ${number} are outside your team's calling hours, with no allowed time in the next month, so Dialbridge did not call.`
        : `Calls to ${number} are outside your team's calling hours, so Dialbridge did not call. Next allowed: ${whenText(refusal.nextAllowedAt, now)}.`;
  }
}

export function ruleError(dial: string, refusal: BlockedBy, now: number): HandledError {
  return new HandledError({
    code: 'calling-rule',
    message: ruleMessage(dial, refusal, now),
    blocked: { ...refusal, number: formatInternational(dial) },
  });
}
