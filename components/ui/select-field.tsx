import type { ComponentChildren } from 'preact';
import { FieldMessages, lockedHint } from './field-messages';
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
  /** Set by the organisation: the reason shown, and the field cannot be changed. */
  locked?: string;
}) {
  const hint = lockedHint(props.locked, props.hint);
  const ids = useFieldIds(props.id, hint ? 'hint' : undefined, props.error);
  return (
    <div class="db-field">
      <label for={ids.controlId}>{props.label}</label>
      <select
        id={ids.controlId}
        name={props.id}
        class="db-select"
        value={props.value}
        disabled={props.locked !== undefined}
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
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={props.error} />
    </div>
  );
}
