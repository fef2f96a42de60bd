import type { ComponentChildren } from 'preact';
import { FieldMessages } from './field-messages';
import { useFieldIds } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page's (e.g. "العربية" in English). */
  lang?: string;
}

export function SelectField(props: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  id?: string;
  hint?: ComponentChildren;
  error?: string;
}) {
  const ids = useFieldIds(props.id, props.hint ? 'hint' : undefined, props.error);
  return (
    <div class="db-field">
      <label for={ids.controlId}>{props.label}</label>
      <select
        id={ids.controlId}
        name={props.id}
        class="db-select"
        value={props.value}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages
        hintId={ids.hintId}
        errorId={ids.errorId}
        hint={props.hint}
        error={props.error}
      />
    </div>
  );
}
