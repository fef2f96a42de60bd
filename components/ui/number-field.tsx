import type { ComponentChildren } from 'preact';
import { FieldMessages, lockedHint } from './field-messages';
import { useFieldIds } from './field-ids';

/**
 * A whole-number field. It holds the text as typed (so "1a" is not silently lost or turned into
 * 0); the background checks the range and answers with a message for this field.
 */
export function NumberField(props: {
  label: string;
  value: string;
  onInput: (value: string) => void;
  id?: string;
  min?: number;
  max?: number;
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
      <input
        id={ids.controlId}
        name={props.id}
        class="db-input db-ltr"
        type="number"
        inputMode="numeric"
        step={1}
        min={props.min}
        max={props.max}
        dir="ltr"
        value={props.value}
        readOnly={props.locked !== undefined}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={props.error} />
    </div>
  );
}
