import type { Language, Translate } from '../../utils/i18n';
import { fieldErrorText } from '../ui/field-error-text';
import type { FieldErrors } from './form-values';

/**
 * The shown message for one field: "required" when it was left empty at Save (`missing` holds
 * the message key), else its error, translated when the page is not in English.
 */
export function fieldError(
  t: Translate,
  language: Language,
  errors: FieldErrors,
  missing: FieldErrors = {},
) {
  return (key: keyof FieldErrors): string | undefined => {
    const required = missing[key];
    if (required) return t(required);
    const message = errors[key];
    return message ? fieldErrorText(t, language, key, message) : undefined;
  };
}
