/**
 * The options form: loads the settings, keeps what is typed, saves all at once. On any failure
 * the typed values stay as they are; field errors are shown next to their fields and a summary
 * receives focus.
 */
import { browser } from '#imports';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ErrorInfo } from '../../utils/messaging/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings';
import { formValuesFrom, type FieldErrors, type FormValues } from './form-values';
import { serviceOrigins } from './service-origins';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saved'; deniedOrigins: string[] }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: ErrorInfo };

export function useSettingsForm(onSaved: (view: SettingsView) => void) {
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  /** What is stored (as last loaded or saved): the stored token goes only to these addresses. */
  const [saved, setSaved] = useState<FormValues | null>(null);
  const [tokenSet, setTokenSet] = useState(false);
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void sendMessage('getSettings', {}).then((reply) => {
      if (reply.ok) {
        setValues(formValuesFrom(reply.data));
        setSaved(formValuesFrom(reply.data));
        setTokenSet(reply.data.tokenSet);
      } else {
        setLoadError(reply.error);
      }
    });
  }, []);

  // A failed save moves focus to the summary, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (status.kind === 'invalid' || status.kind === 'failed') summaryRef.current?.focus();
  }, [status]);

  function update<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => (current ? { ...current, [key]: value } : current));
  }

  /**
   * Runs in the submit handler. The permission request comes first and synchronously: browsers
   * only show the prompt during the user's gesture, and any earlier await would lose it.
   */
  function save(event: Event) {
    event.preventDefault();
    if (!values || saving) return;
    const origins = serviceOrigins(values);
    const granted: Promise<boolean> =
      origins.length > 0
        ? browser.permissions.request({ origins }).catch(() => false)
        : Promise.resolve(true);
    setSaving(true);
    void finishSave(values, token, granted, origins);
  }

  async function finishSave(
    typed: FormValues,
    typedToken: string,
    granted: Promise<boolean>,
    origins: string[],
  ) {
    const allowed = await granted;
    const reply = await sendMessage('saveSettings', {
      settings: typed,
      ...(typedToken.trim() ? { token: typedToken } : {}),
    });
    setSaving(false);
    if (reply.ok) {
      setValues(formValuesFrom(reply.data));
      setSaved(formValuesFrom(reply.data));
      setTokenSet(reply.data.tokenSet);
      setToken('');
      setErrors({});
      setStatus({ kind: 'saved', deniedOrigins: allowed ? [] : origins });
      onSaved(reply.data);
      return;
    }
    const fields = fieldsOf(reply.error);
    setErrors(fields);
    setStatus(
      Object.keys(fields).length > 0 ? { kind: 'invalid' } : { kind: 'failed', error: reply.error },
    );
  }

  return {
    loadError,
    values,
    saved,
    update,
    tokenSet,
    token,
    setToken,
    errors,
    setErrors,
    saving,
    status,
    save,
    summaryRef,
  };
}

/** Field messages of an error, keyed by setting name ('settings.x' from a bad message → 'x'). */
function fieldsOf(error: ErrorInfo): FieldErrors {
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const name = key.replace(/^settings\./, '').split('.')[0] as keyof FieldErrors;
    fields[name] ??= message;
  }
  return fields;
}
