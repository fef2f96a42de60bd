/**
 * State of a simple text form (order, dispatch): values as typed, which fields were touched,
 * and the messages to show — a field's own check once it was touched or the form was submitted,
 * or the background's message for that field after a refused request.
 */
import { useState } from 'preact/hooks';
import { fieldErrorText } from '../error-text';
import type { Language, Translate } from '../../utils/i18n';
import type { ErrorInfo } from '../../utils/messaging/errors';
import type { Check } from './field-checks';

export function useForm<F extends string>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => Record<F, Check>,
  t: Translate,
  language: Language,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<string, string>>>({});
  const problems = check(values);
  const valid = Object.values<Check>(problems).every((problem) => problem === null);

  return {
    values,
    valid,
    set(field: F, value: string) {
      setValues((old) => ({ ...old, [field]: value }));
      setTouched((old) => ({ ...old, [field]: true }));
      setServerFields((old) => ({ ...old, [field]: undefined }));
    },
    errorFor(field: F): string | undefined {
      const server = serverFields[field];
      if (server) return fieldErrorText(t, language, field, server);
      const problem = problems[field];
      if (!problem || !(submitted || touched[field])) return undefined;
      return t(problem.key, problem.params);
    },
    /** Marks the form submitted; returns the first invalid field, or null when all are fine. */
    submit(): F | null {
      setSubmitted(true);
      return (Object.keys(problems) as F[]).find((field) => problems[field] !== null) ?? null;
    },
    showServerFields(error: ErrorInfo) {
      setServerFields({ ...(error.fields ?? {}) });
    },
  };
}
