import { describe, expect, it } from 'vitest';
import { isValidToken } from '../../../utils/service/token';
import { validateSettingsInput } from '../../../utils/settings/input';
import { parseManagedSettings } from '../../../utils/settings/managed';
import { DEFAULT_SETTINGS } from '../../../utils/settings/schema';

/** One rule, wherever a token arrives: typed in Settings, set by policy, about to be sent. */
describe('a token is printable ASCII without spaces', () => {
  it.each([
    ['sk_live_abc.123-XYZ~', true],
    ['a', true],
    ['', false],
    ['two words', false],
    ['tab\there', false],
    ['new\nline', false],
    ['delete\u007f', false],
    ['رمز', false],
    ['café', false],
  ])('%j → %s', (token, expected) => {
    expect(isValidToken(token)).toBe(expected);
  });

  it('Settings and policy read it by that rule', () => {
    const typed = (token: string) => validateSettingsInput({ ...DEFAULT_SETTINGS }, token).ok;
    expect(typed('sk_live_abc')).toBe(true);
    expect(typed('café')).toBe(false);
    expect(parseManagedSettings({ token: 'sk_live_abc' }).token).toBe('sk_live_abc');
    expect(parseManagedSettings({ token: 'café' }).invalid).toContain('token');
  });
});
