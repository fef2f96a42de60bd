import { FieldFrame } from './field-frame';
import { useField, type FieldProps } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page's (e.g. "العربية" in English). */
  lang?: string;
}

export function SelectField(
  props: FieldProps & {
    value: string;
    options: readonly SelectOption[];
    onChange: (value: string) => void;
  },
) {
  const field = useField(props, 'disabled');
  return (
    <FieldFrame field={field} label={props.label}>
      <select
        {...field.control}
        class="db-select"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
