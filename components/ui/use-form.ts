/**
 * State of a popup form (bridge, order, dispatch): values as typed, which fields were touched,
 * and the messages to show — a field's own check once it was touched or the form was submitted,
 * or the background's message for that field after a refused request. Values are all text (a
 * choice such as 'now' | 'later' too), so nothing typed is ever lost.
 */
import { useState } from 'preact/hooks';
import { fieldErrorText } from './field-error-text';
import type { Check } from './field-checks';
import type { Submission } from './use-submission';
import type { Reply } from '../../utils/errors';
import type { SettingsView } from '../../utils/settings/store';
import { useTranslation } from './use-i18n';

type Problems<V> = Partial<Record<keyof V, Check>>;

/** What a popup form that calls one number (order, dispatch) starts from. */
export interface NumberFormProps {
  settings: SettingsView;
  /** The number to fill in: handed from a page, or ''. */
  phone: string;
}

/** What a text or number field takes from the form: its id, value, update and message. */
export interface FieldBinding {
  id: string;
  value: string;
  onInput: (value: string) => void;
  error: string | undefined;
}

export function useForm<V extends { [K in keyof V]: string }>(
  initial: V,
  check: (values: V) => Problems<V>,
) {
  const { t, language } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<keyof V, string>>>({});
  const problems = check(values);
  /** Marks the form submitted; returns the first invalid field, or null when all are fine. */
  const submit = (): keyof V | null => {
    setSubmitted(true);
    return (Object.keys(problems) as (keyof V)[]).find((field) => problems[field]) ?? null;
  };

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((old) => ({ ...old, [field]: value }));
    setTouched((old) => ({ ...old, [field]: true }));
    setServerFields((old) => ({ ...old, [field]: undefined }));
  }
  function errorFor(field: keyof V): string | undefined {
    const server = serverFields[field];
    if (server) return fieldErrorText(t, language, String(field), server);
    const problem = problems[field];
    if (!problem || !(submitted || touched[field])) return undefined;
    return t(problem.key, problem.params);
  }

  return {
    values,
    set,
    /** Shows a field's own problem from now on, as if the person had typed in it. */
    touch(field: keyof V) {
      setTouched((old) => ({ ...old, [field]: true }));
    },
    errorFor,
    submit,
    /**
     * Sends the form: marks it submitted and, when a field has a problem, moves the focus to it
     * (its id is `${idPrefix}-${field}`) and sends nothing. Otherwise runs `task` through
     * `submission` and shows the background's messages per field. Answers the reply's data, or
     * null.
     */
    async sendChecked<T>(
      idPrefix: string,
      submission: Submission,
      task: () => Promise<Reply<T>>,
    ): Promise<T | null> {
      const invalid = submit();
      if (invalid !== null) {
        document.getElementById(`${idPrefix}-${String(invalid)}`)?.focus();
        submission.setError(null);
        return null;
      }
      const reply = await submission.run(task);
      if (!reply) return null;
      if (reply.ok) return reply.data;
      setServerFields({ ...(reply.error.fields as Partial<Record<keyof V, string>>) });
      return null;
    },
    /**
     * A text or number field's props for `field`: its id (`ids[field]`, or `${ids}-${field}` for a
     * prefix), value, update and message.
     */
    bind(field: keyof V & string, ids: string | Record<keyof V, string>): FieldBinding {
      return {
        id: typeof ids === 'string' ? `${ids}-${field}` : ids[field],
        value: values[field],
        onInput: (value: string) => set(field, value as V[typeof field]),
        error: errorFor(field),
      };
    },
    /** A form's submit handler: no page load, then `send` as a first try (no "Call again"). */
    onSubmit(send: (repeat: boolean) => unknown) {
      return (event: Event) => {
        event.preventDefault();
        void send(false);
      };
    },
    /** The background's messages per field (already keyed by this form's field names). */
    showServerFields(fields: Partial<Record<keyof V, string>> | undefined) {
      setServerFields({ ...fields });
    },
    /** Changes some values and starts over: nothing touched, nothing submitted. */
    reset(changes: Partial<V>) {
      setValues((old) => ({ ...old, ...changes }));
      setTouched({});
      setSubmitted(false);
      setServerFields({});
    },
  };
}
