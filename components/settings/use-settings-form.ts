/**
 * The options form: loads the settings, keeps what is typed, saves all at once. On any failure
 * the typed values stay as they are; field errors are shown next to their fields and a summary
 * receives focus.
 */
import { browser } from '#imports';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { ManagedKey, SettingsView } from '../../utils/settings/schema';
import { validateSettingsInput } from '../../utils/settings/input';
import { formValuesFrom, URL_FIELDS, type FieldErrors, type FormValues } from './form-values';
import { missingFields } from './required-fields';
import { serviceOrigins } from './service-origins';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saved'; deniedOrigins: string[]; incomplete: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: ErrorInfo };

export function useSettingsForm(onSaved: (view: SettingsView) => void) {
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  /** What is stored (as last loaded or saved): the stored token goes only to these addresses. */
  const [saved, setSaved] = useState<FormValues | null>(null);
  const [tokenSet, setTokenSet] = useState(false);
  /** What the organisation set by policy (shown locked) and the policy values it refused. */
  const [managed, setManaged] = useState<{ keys: ManagedKey[]; invalid: string[] }>({
    keys: [],
    invalid: [],
  });
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Required fields left empty at the last Save: field → message key (options.required.*). */
  const [missing, setMissing] = useState<FieldErrors>({});
  /** "One address for all services": one field fills the four addresses. */
  const [oneAddress, setOneAddress] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void sendMessage('getSettings', {}).then((reply) => {
      if (reply.ok) {
        const loaded = formValuesFrom(reply.data);
        setValues(loaded);
        setSaved(loaded);
        setTokenSet(reply.data.tokenSet);
        setManaged({ keys: reply.data.managed, invalid: reply.data.managedInvalid });
        const addresses = URL_FIELDS.map((key) => loaded[key]);
        setOneAddress(addresses[0] !== '' && addresses.every((url) => url === addresses[0]));
      } else {
        setLoadError(reply.error);
      }
    });
  }, []);

  // A policy change shows at once: the fields the organisation sets, or set until now, show
  // what is in force (a lifted value shows the agent's own again); what the agent is typing
  // elsewhere stays.
  const managedKeys = useRef<ManagedKey[]>([]);
  managedKeys.current = managed.keys;
  useEffect(() => {
    const onChanged = (_changes: unknown, area: string) => {
      if (area !== 'managed') return;
      void sendMessage('getSettings', {}).then((reply) => {
        if (!reply.ok) return;
        const fresh = formValuesFrom(reply.data);
        const touched = [...managedKeys.current, ...reply.data.managed].filter(
          (key): key is keyof FormValues => key in fresh,
        );
        const inForce = (old: FormValues | null) =>
          old && { ...old, ...Object.fromEntries(touched.map((key) => [key, fresh[key]])) };
        setValues(inForce);
        setSaved(inForce);
        setTokenSet(reply.data.tokenSet);
        setManaged({ keys: reply.data.managed, invalid: reply.data.managedInvalid });
      });
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);

  // A failed save moves focus to the summary, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (status.kind === 'invalid' || status.kind === 'failed') summaryRef.current?.focus();
  }, [status]);

  function update<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    change({ [key]: value } as Partial<FormValues>, token);
  }

  function updateToken(typed: string) {
    setToken(typed);
    change({}, typed);
  }

  /** The single address: it is every service address and the browser phone's. */
  function updateOneAddress(url: string) {
    change(Object.fromEntries(URL_FIELDS.map((key) => [key, url])), token);
  }

  /** Turning it on gives all four fields the first address set, in the order on the page. */
  function chooseOneAddress(on: boolean) {
    setOneAddress(on);
    if (on && values) {
      const first = URL_FIELDS.map((key) => values[key]).find((url) => url.trim()) ?? '';
      updateOneAddress(first);
    }
  }

  /**
   * Applies a change and re-checks every field that shows a message: it goes as soon as the
   * field is right (by the background's own rule, utils/settings/input.ts, and the required
   * rule), not at the next Save, and otherwise says what is wrong now. A field without a message
   * gets none while a person types.
   */
  function change(changes: Partial<FormValues>, typedToken: string) {
    if (!values) return;
    const next = { ...values, ...changes };
    setValues(next);
    const shown = new Set([...Object.keys(errors), ...Object.keys(missing)]);
    const checked = validateSettingsInput(next, typedToken);
    setErrors(pick(checked.ok ? {} : checked.fields, shown));
    setMissing(pick(missingFields(next, { typed: typedToken, stored: tokenSet }), shown));
  }

  /**
   * Runs in the submit handler. The permission request comes first and synchronously: browsers
   * only show the prompt during the user's gesture, and any earlier await would lose it.
   */
  function save(event: Event) {
    event.preventDefault();
    if (!values || saving) return;
    const empty = missingFields(values, { typed: token, stored: tokenSet });
    // A setup not started at all (no token, no address) may be saved, e.g. to choose the
    // language first; it says it cannot call yet. Once started, it must be complete.
    const started = tokenSet || token.trim() !== '' || URL_FIELDS.some((key) => values[key].trim());
    const incomplete = Object.keys(empty).length > 0;
    if (started && incomplete) {
      // Nothing is sent; the other problems are shown at the same time, so one pass fixes all.
      const checked = validateSettingsInput(values, token);
      setMissing(empty);
      setErrors(checked.ok ? {} : checked.fields);
      setStatus({ kind: 'invalid' });
      return;
    }
    setMissing({});
    const origins = serviceOrigins(values);
    const granted: Promise<boolean> =
      origins.length > 0
        ? browser.permissions.request({ origins }).catch(() => false)
        : Promise.resolve(true);
    setSaving(true);
    void finishSave(values, token, granted, origins, incomplete);
  }

  async function finishSave(
    typed: FormValues,
    typedToken: string,
    granted: Promise<boolean>,
    origins: string[],
    incomplete: boolean,
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
      setManaged({ keys: reply.data.managed, invalid: reply.data.managedInvalid });
      setToken('');
      setErrors({});
      setStatus({ kind: 'saved', deniedOrigins: allowed ? [] : origins, incomplete });
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
    managed,
    token,
    setToken: updateToken,
    oneAddress,
    chooseOneAddress,
    updateOneAddress,
    errors,
    missing,
    setErrors,
    saving,
    status,
    save,
    summaryRef,
  };
}

/** The messages of `current` for the fields in `keys`. */
function pick(current: FieldErrors, keys: Set<string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(current).filter(([key]) => keys.has(key)),
  ) as FieldErrors;
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
