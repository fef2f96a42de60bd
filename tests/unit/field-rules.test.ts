/**
 * One rule, one check, one sentence (utils/field-rules.ts): the order form and the bulk run's
 * options (two forms), the background's check of a bulk run, the stored settings and the service
 * request all refuse the same value with the field's one message. The expected sentences are
 * written out here, not read from the dictionary.
 */
import { describe, expect, it } from 'vitest';
import { optionProblems } from '../../components/orders/batch-options';
import { AREAS as CALL_LISTS_AREAS } from '../../components/apps/call-lists-app';
import { AREAS as OPTIONS_AREAS } from '../../components/apps/options-app';
import { AREAS as POPUP_AREAS } from '../../components/apps/popup-app';
import { checkText, checkWhole } from '../../components/ui/field-checks';
import { fieldErrorText } from '../../components/ui/field-error-text';
import { lengthProblem, requiredText, wholeProblem } from '../../utils/field-rules';
import { createTranslator } from '../../utils/i18n';
import { orderStrings } from '../../components/orders/strings';
import { formErrors } from '../../utils/i18n/messages/form-errors';
import type { RowRefusal } from '../../utils/orders/preview';
import { outcomeMessage } from '../../utils/orders/results-file';
import { DEFAULT_SETTINGS, settingsSchema } from '../../utils/settings/schema';
import { eventsSecretSchema } from '../../utils/settings/team';
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

describe('a text over its field’s longest', () => {
  const flow = 'f'.repeat(201);

  it('is one sentence in the settings, the request, the background and both forms', () => {
    const settings = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, orderFlowId: flow });
    expect(settings.error?.issues[0]?.message).toBe('Use at most 200 characters.');
    const name = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, agentName: 'n'.repeat(101) });
    expect(name.error?.issues[0]?.message).toBe('Use at most 100 characters.');
    // The service request and the background's checks name the field first.
    const order = { phone: '966551234567', callFlowId: flow, orderNumber: 'A1' };
    const request = orderConfirmationSchema.safeParse(order);
    expect(request.error?.issues[0]?.message).toBe('Call flow ID: use at most 200 characters.');
    expect(lengthProblem(flow, 200, 'Call flow ID')).toBe(
      'Call flow ID: use at most 200 characters.',
    );
    expect(lengthProblem(flow.slice(1), 200)).toBeNull();
    // The order form and the bulk options, as typed.
    const check = checkText(flow, 'callFlowId');
    expect(check && t(check.key, check.params)).toBe('Use at most 200 characters.');
    expect(optionProblems({ ...options, callFlowId: flow }, t).callFlowId).toBe(
      'Use at most 200 characters.',
    );
  });

  it('reads in Arabic from whichever surface said it', () => {
    const arabic = 'استخدم ٢٠٠ حرف على الأكثر.';
    const check = checkText(flow, 'callFlowId');
    expect(check && tAr(check.key, check.params)).toBe(arabic);
    expect(fieldErrorText(tAr, 'ar', 'orderFlowId', 'Use at most 200 characters.')).toBe(arabic);
    expect(
      fieldErrorText(tAr, 'ar', 'callFlowId', 'Call flow ID: use at most 200 characters.'),
    ).toBe(arabic);
  });
});

describe('the events secret', () => {
  const sentence =
    'Enter the secret your team’s system gave you: 16 to 512 characters. Events are not sent without it.';

  it('is refused with its one sentence, naming its bounds, too short or too long', () => {
    for (const secret of ['s'.repeat(15), 's'.repeat(513)])
      expect(eventsSecretSchema.safeParse(secret).error?.issues[0]?.message).toBe(sentence);
    expect(eventsSecretSchema.safeParse('s'.repeat(16)).success).toBe(true);
  });

  it('says the same bounds in Arabic, in Arabic digits', () => {
    expect(fieldErrorText(tAr, 'ar', 'eventsSecret', sentence)).toBe(
      'أدخل السر الذي أعطاك إياه نظام فريقك: من ١٦ إلى ٥١٢ حرفًا. لا تُرسل الأحداث بدونه.',
    );
  });
});

it('an empty required field is said on every page whose forms check it', () => {
  // The popup's order and bridge forms, the options page's team section, the Call lists page's
  // bulk options: each page translates with its own areas.
  for (const areas of [POPUP_AREAS, OPTIONS_AREAS, CALL_LISTS_AREAS]) {
    const translate = createTranslator('en', areas);
    const check = checkWhole('', 'doNotCallRefreshMinutes');
    expect(check && translate(check.key, check.params)).toBe('This field is required.');
  }
  const callLists = createTranslator('en', CALL_LISTS_AREAS);
  expect(optionProblems({ ...options, tries: '', callFlowId: '' }, callLists)).toMatchObject({
    tries: 'This field is required.',
    callFlowId: 'This field is required.',
  });
});

it('a bulk run’s refused row names the bounds of the rule it broke, in either language', () => {
  const tOrders = createTranslator('en', [orderStrings]);
  const tOrdersAr = createTranslator('ar', [orderStrings]);
  const refused = (refusal: RowRefusal) => ({ state: 'refused' as const, refusal });
  expect(outcomeMessage(refused('long-order-number'), tOrders)).toBe(
    'Order number longer than 100 characters',
  );
  expect(outcomeMessage(refused('invalid-items-count'), tOrders)).toBe(
    'Items count is not a whole number from 0 to 100000',
  );
  expect(outcomeMessage(refused('long-type'), tOrdersAr)).toBe('النوع أطول من ١٠٠ حرف');
});
