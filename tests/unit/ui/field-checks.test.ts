// The popup's dispatch form checks the webhook with the one webhook rule, as the person types.
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../../../components/ui/field-checks';
import { createTranslator } from '../../../utils/i18n';
import { formErrors } from '../../../utils/i18n/messages/form-errors';

describe('checkWebhookUrl', () => {
  it.each(['https://crm.example.com/hooks/calls?key=abc123', 'http://crm.example.com/hook'])(
    'accepts %j',
    (value) => {
      expect(checkWebhookUrl(value)).toBeNull();
    },
  );

  it.each([
    ['', 'fieldError.required', 'This field is required.'],
    [
      'crm.example.com/hook',
      'urlProblem.invalid',
      'أدخل عنوان ويب كاملًا، مثل \u2066https://calls.example.com\u2069.',
    ],
    [
      'https://user:pass@crm.example.com/hook',
      'urlProblem.credentials',
      'احذف اسم المستخدم وكلمة المرور من العنوان.',
    ],
    ['https://crm.example.com/hook#x', 'urlProblem.fragment', 'احذف الجزء الذي يبدأ بـ #‏.'],
  ])('refuses %j with %s, which has an Arabic sentence', (value, key, arabic) => {
    expect(checkWebhookUrl(value)).toEqual({ key });
    if (key.startsWith('urlProblem.'))
      expect(createTranslator('ar', [formErrors])(key)).toBe(arabic);
  });
});
