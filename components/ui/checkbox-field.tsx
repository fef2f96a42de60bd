import type { ComponentChildren } from 'preact';
import { FieldMessages, lockedHint } from './field-messages';
import { useFieldIds } from './field-ids';

export function CheckboxField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
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
      <div class="db-checkbox">
        <input
          id={ids.controlId}
          name={props.id}
          type="checkbox"
          checked={props.checked}
          disabled={props.locked !== undefined}
          aria-invalid={props.error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <label for={ids.controlId}>{props.label}</label>
      </div>
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={props.error} />
    </div>
  );
}
