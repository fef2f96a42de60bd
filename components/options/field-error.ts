import type { Language, Translate } from '../../utils/i18n';
import { fieldErrorText } from '../error-text';
import type { FieldErrors } from './form-values';

/** The shown message for one field, translated when the page is not in English. */
export function fieldError(t: Translate, language: Language, errors: FieldErrors) {
  return (key: keyof FieldErrors): string | undefined => {
    const message = errors[key];
    return message ? fieldErrorText(t, language, key, message) : undefined;
  };
}
