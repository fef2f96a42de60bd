/**
 * One rule, one check, one sentence (utils/field-rules.ts): the order form and the bulk run's
 * options (two forms), the background's check of a bulk run, the stored settings and the service
 * request all refuse the same value with the field's one message. The expected sentences are
 * written out here, not read from the dictionary.
 */
import { describe, expect, it } from 'vitest';
import { optionProblems } from '../../components/orders/batch-options';
import { checkWhole } from '../../components/ui/field-checks';
import { requiredText, wholeProblem } from '../../utils/field-rules';
import { createTranslator } from '../../utils/i18n';
import { formErrors } from '../../utils/i18n/messages/form-errors';
import { DEFAULT_SETTINGS, settingsSchema } from '../../utils/settings/schema';
import { orderConfirmationSchema } from '../../utils/service/requests';

const t = createTranslator('en', [formErrors]);
const tAr = createTranslator('ar', [formErrors]);
const options = { callFlowId: 'flow', tries: '1', tryDelayMinutes: '5', ratePerSecond: '1' };

function settingsMessage(key: string, value: number): string | undefined {
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, [key]: value });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function requestMessage(field: string, value: number): string | undefined {
  const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A1', [field]: value };
  const parsed = orderConfirmationSchema.safeParse(order);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('tries and minutes between tries', () => {
  it.each([
    ['orderTries', 'tries', 11, 'Enter a whole number of tries from 0 to 10.'],
    ['orderTries', 'tries', 2.5, 'Enter a whole number of tries from 0 to 10.'],
    [
      'orderTryDelayMinutes',
      'tryDelayMinutes',
      1441,
      'Enter a whole number of minutes from 0 to 1440.',
    ],
  ] as const)(
    '%s = %s: every surface refuses it with one sentence',
    (rule, field, value, sentence) => {
      // The background's check (a bulk run's options, utils/orders/batch.ts) and the settings.
      expect(wholeProblem(rule, value)).toBe(sentence);
      expect(settingsMessage(rule, value)).toBe(sentence);
      // The service request names the field first.
      const label = field === 'tries' ? 'Tries' : 'Minutes between tries';
      expect(requestMessage(field, value)).toBe(
        `${label}: ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`,
      );
      // The order form and the bulk options, as typed, in the page's language.
      const check = checkWhole(String(value), rule, true);
      expect(check && t(check.key, check.params)).toBe(sentence);
      expect(optionProblems({ ...options, [field]: String(value) }, t)[field]).toBe(sentence);
    },
  );

  it('the last value inside the bounds passes everywhere', () => {
    expect(wholeProblem('orderTries', 10)).toBeNull();
    expect(settingsMessage('orderTries', 10)).toBeUndefined();
    expect(requestMessage('tries', 10)).toBeUndefined();
    expect(checkWhole('10', 'orderTries')).toBeNull();
    expect(optionProblems({ ...options, tries: '10' }, t).tries).toBeUndefined();
  });

  it('the two forms say it in Arabic the same way', () => {
    const check = checkWhole('11', 'orderTries', true);
    const arabic = 'أدخل عددًا صحيحًا من المحاولات من ٠ إلى ١٠.';
    expect(check && tAr(check.key, check.params)).toBe(arabic);
    expect(optionProblems({ ...options, tries: '11' }, tAr).tries).toBe(arabic);
  });
});

it('a missing call flow is one sentence wherever it is checked', () => {
  expect(requiredText('callFlowId')).toBe('Call flow ID: this field is required.');
  const parsed = orderConfirmationSchema.safeParse({ phone: '966551234567', orderNumber: 'A1' });
  expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(
    'Call flow ID: this field is required.',
  );
});
