// Pure parts of the options form: host-permission patterns, form values, error sentences.
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from '../../../components/ui/field-error-text';
import { errorText } from '../../../utils/i18n/error-text';
import { formValuesFrom } from '../../../components/settings/form-values';
import { serviceOrigins } from '../../../components/settings/service-origins';
import { createTranslator } from '../../../utils/i18n';
import { errors } from '../../../utils/i18n/messages/errors';
import { formErrors } from '../../../utils/i18n/messages/form-errors';
import { DEFAULT_SETTINGS } from '../../../utils/settings/store';

describe('serviceOrigins: exactly the origins of the service fields on screen (Chrome)', () => {
  it.each([
    [['', '', ''], []],
    [['https://a.example.com/api', '', ''], ['https://a.example.com:443/*']],
    [
      ['http://127.0.0.1:4000', 'http://127.0.0.1:5000/', ''],
      ['http://127.0.0.1:4000/*', 'http://127.0.0.1:5000/*'],
    ],
    [
      ['https://a.example', 'https://b.example:8443', 'https://a.example:443/x'],
      ['https://a.example:443/*', 'https://b.example:8443/*'],
    ],
    [['ftp://files.example', 'not a url', 'javascript:alert(1)'], []],
    [['http://c.example:8080', 'https://u:p@d.example', ''], []],
    [['  https://spaced.example  ', '', ''], ['https://spaced.example:443/*']],
  ])('%j → %j', ([ecommerceUrl, bridgeUrl, dispatchUrl], expected) => {
    expect(
      serviceOrigins({
        ecommerceUrl: ecommerceUrl!,
        bridgeUrl: bridgeUrl!,
        dispatchUrl: dispatchUrl!,
      }),
    ).toEqual(expected);
  });
});

describe('formValuesFrom', () => {
  it('keeps numbers as text and drops tokenSet', () => {
    const values = formValuesFrom({
      ...DEFAULT_SETTINGS,
      tokenSet: true,
      managed: [],
      managedInvalid: [],
    });
    expect(values).not.toHaveProperty('tokenSet');
    expect(values.bridgeDurationMinutes).toBe('10');
    expect(values.orderTries).toBe('1');
    expect(values.agentNumber).toBe('');
  });

  it('shows the saved agent number as dialled, with its +', () => {
    const view = { ...DEFAULT_SETTINGS, tokenSet: false, managed: [], managedInvalid: [] };
    expect(formValuesFrom({ ...view, agentNumber: '201012345678' }).agentNumber).toBe(
      '+201012345678',
    );
  });
});

describe('errorText', () => {
  const en = createTranslator('en', [errors, formErrors]);
  const ar = createTranslator('ar', [errors, formErrors]);
  const rejected = {
    code: 'unauthorized' as const,
    message: 'The service rejected the API token. Open Settings to check it.',
    status: 401,
    serviceMessage: 'Token expired.',
  };

  it('shows the precise English message, then the service words, isolated', () => {
    expect(errorText(en, 'en', rejected)).toBe(
      'The service rejected the API token. Open Settings to check it. The service said: “\u2068Token expired.\u2069”',
    );
  });

  it('translates by code in Arabic, keeping the service words', () => {
    const text = errorText(ar, 'ar', rejected);
    expect(text).toContain('رفضت الخدمة رمز الواجهة البرمجية');
    expect(text).toContain('Token expired.');
  });

  it('falls back to the English message for a code with no translation', () => {
    const bare = createTranslator('ar', []);
    expect(errorText(bare, 'ar', { code: 'timeout', message: 'Too slow.' })).toBe('Too slow.');
  });

  it('adds the Retry-After wait to a translated rate-limit message', () => {
    const text = errorText(ar, 'ar', { code: 'rate-limited', message: 'x', retryAfterSeconds: 30 });
    expect(text).toContain('٣٠');
  });

  it('translates field messages by field name in Arabic and keeps English as sent', () => {
    expect(fieldErrorText(en, 'en', 'agentNumber', 'Exact English.')).toBe('Exact English.');
    expect(fieldErrorText(ar, 'ar', 'agentNumber', 'Exact English.')).toMatch(/رقم هاتف/);
    expect(fieldErrorText(ar, 'ar', 'unknownField', 'Exact English.')).toBe('Exact English.');
  });

  it('a whole number gets the Arabic for what it counts, with its own bounds', () => {
    const english = 'Enter a whole number of tries from 0 to 10.';
    expect(fieldErrorText(ar, 'ar', 'orderTries', english)).toBe(
      'أدخل عددًا صحيحًا من المحاولات من ٠ إلى ١٠.',
    );
    expect(fieldErrorText(ar, 'ar', 'bridgeDurationMinutes', 'x')).toBe(
      'أدخل عددًا صحيحًا من الدقائق من ١ إلى ٦٠٠.',
    );
  });

  it.each([
    [
      'Use https:// — only addresses on this computer may use http://.',
      'استخدم \u2066https://\u2069 — لا يُسمح بـ \u2066http://\u2069 إلا لعناوين هذا الحاسوب.',
    ],
    [
      'Remove the user name and password from the address.',
      'احذف اسم المستخدم وكلمة المرور من العنوان.',
    ],
  ])('an address field gets the Arabic for what is wrong with it: %j', (english, arabic) => {
    expect(fieldErrorText(en, 'en', 'bridgeUrl', english)).toBe(english);
    expect(fieldErrorText(ar, 'ar', 'bridgeUrl', english)).toBe(arabic);
    expect(fieldErrorText(ar, 'ar', 'dispatchWebhookUrl', english)).toBe(arabic);
  });
});
