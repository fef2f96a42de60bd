import type { Language, Translate } from '../../utils/i18n';
import { translated } from '../../utils/i18n/error-text';
import {
  FIELD_SENTENCE_PARAMS,
  isTooLongText,
  TEXT_FIELDS,
  wholeBounds,
  wholeMessageKey,
  type WholeField,
} from '../../utils/field-rules';
import { URL_PROBLEM_MESSAGES } from '../../utils/url-rules';

/**
 * The message for one field, by the same rule: English as sent; else, for an address, the
 * translation of what is wrong with it (`urlProblem.<problem>`), a whole number's by what it
 * counts (`fieldError.whole.<unit>`), a text over its field's longest (`fieldError.tooLong`), or
 * `fieldError.<field>`.
 */
export function fieldErrorText(
  t: Translate,
  language: Language,
  field: string,
  message: string,
): string {
  if (language === 'en') return message;
  const problem = PROBLEM_BY_MESSAGE.get(message);
  if (problem) return translated(t, `urlProblem.${problem}`, message);
  const bounds = wholeBounds(field);
  if (bounds) return translated(t, wholeMessageKey(field as WholeField), message, { ...bounds });
  const max = (TEXT_FIELDS as Record<string, number>)[field];
  if (max !== undefined && isTooLongText(message, max))
    return translated(t, 'fieldError.tooLong', message, { max });
  return translated(t, `fieldError.${field}`, message, FIELD_SENTENCE_PARAMS[field]);
}

const PROBLEM_BY_MESSAGE = new Map(
  Object.entries(URL_PROBLEM_MESSAGES).map(([problem, message]) => [message, problem]),
);
