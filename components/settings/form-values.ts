import { withPlus } from '../../utils/phone';
import { SETTING_FIELDS, SETTING_KEYS } from '../../utils/settings/fields';
import type { SettingKey, Settings, SettingsView } from '../../utils/settings/store';
import { useTranslation } from '../ui/use-i18n';

/** What the form holds: the settings, with number fields kept as the text typed. */
export type FormValues = {
  [K in SettingKey]: Settings[K] extends number ? string : Settings[K];
};

/** A message per field (settings keys and 'token'); the field ids are these names too. */
export type FieldErrors = Partial<Record<SettingKey | 'token', string>>;

export function formValuesFrom(view: SettingsView): FormValues {
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = view[key];
    values[key] = SETTING_FIELDS[key].kind === 'whole' ? String(value) : value;
  }
  // As it is dialled, with its +: saved again, it reads the same under any default country.
  values.agentNumber = withPlus(view.agentNumber);
  return values as FormValues;
}

/** The four addresses: three service hosts (the token goes there) and the browser phone. */
export const URL_FIELDS = ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl'] as const;

/** Field order on the page, for the error summary: the token, then the settings' table order. */
export const FIELD_ORDER: readonly (SettingKey | 'token')[] = ['token', ...SETTING_KEYS];

/** A setting's label in the options dictionary: its field and the save summary both show it. */
export function settingLabelKey(key: SettingKey | 'token'): string {
  return `options.${key}`;
}

/** What every section of the options form gets from the form that holds the values. */
export interface SectionProps {
  values: FormValues;
  update: <K extends keyof FormValues>(key: K, value: FormValues[K]) => void;
  /** The message shown next to a field, in the page's language, or undefined. */
  error: (key: keyof FieldErrors) => string | undefined;
  /** Whether a field must be filled before saving, with what is on screen now. */
  required: (key: keyof FieldErrors) => boolean;
  /** The reason a field is locked ("Set by your organisation."), or undefined when it is not. */
  locked: (key: keyof FieldErrors) => string | undefined;
}

type KeyWith<T> = {
  [K in keyof FormValues]: FormValues[K] extends T ? K : never;
}[keyof FormValues];

/**
 * A setting's field props from its key, so each field is bound to its setting in one place: the
 * id is the setting's name, the label's key `settingLabelKey(name)`, with its value, update,
 * message, lock and required mark. `text` for text and number fields, `choice` for
 * selects, `check` for checkboxes.
 */
export function useSettingFields(props: SectionProps) {
  const { t } = useTranslation();
  const { values, update } = props;
  const common = (key: keyof FormValues) => ({
    id: key,
    label: t(settingLabelKey(key)),
    error: props.error(key),
    locked: props.locked(key),
    required: props.required(key),
  });
  return {
    text: (key: KeyWith<string>) => ({
      ...common(key),
      value: values[key] as string,
      onInput: (value: string) => update(key, value as never),
    }),
    choice: <K extends KeyWith<string>>(key: K) => ({
      ...common(key),
      value: values[key] as string,
      onChange: (value: string) => update(key, value as FormValues[K]),
    }),
    check: (key: KeyWith<boolean>) => ({
      ...common(key),
      checked: values[key] as boolean,
      onChange: (checked: boolean) => update(key, checked as never),
    }),
  };
}
