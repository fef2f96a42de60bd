import type { ComponentChildren } from 'preact';
import { FieldMessages } from './field-messages';
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
}) {
  const ids = useFieldIds(props.id, props.hint ? 'hint' : undefined, props.error);
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
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <FieldMessages
        hintId={ids.hintId}
        errorId={ids.errorId}
        hint={props.hint}
        error={props.error}
      />
    </div>
  );
}
