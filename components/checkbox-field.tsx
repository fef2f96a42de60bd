import type { ComponentChildren } from 'preact';
import { FieldMessages } from './field-messages';
import { useFieldIds } from './field-ids';

export function CheckboxField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  hint?: ComponentChildren;
  error?: string;
}) {
  const ids = useFieldIds(props.id, props.hint ? 'hint' : undefined, props.error);
  return (
    <div class="db-field">
      <div class="db-checkbox">
        <input
          id={ids.controlId}
          name={props.id}
          type="checkbox"
          checked={props.checked}
          aria-invalid={props.error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <label for={ids.controlId}>{props.label}</label>
      </div>
      <FieldMessages
        hintId={ids.hintId}
        errorId={ids.errorId}
        hint={props.hint}
        error={props.error}
      />
    </div>
  );
}
