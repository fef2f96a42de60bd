import { FieldFrame } from './field-frame';
import { useField, type FieldProps } from './use-field';

/**
 * A whole-number field. It holds the text as typed (so "1a" is not silently lost or turned into
 * 0); the background checks the range and answers with a message for this field.
 */
export function NumberField(
  props: FieldProps & {
    value: string;
    onInput: (value: string) => void;
    min?: number;
    max?: number;
  },
) {
  const field = useField(props);
  return (
    <FieldFrame field={field} label={props.label}>
      <input
        {...field.control}
        class="db-input db-ltr"
        type="number"
        inputMode="numeric"
        step={1}
        min={props.min}
        max={props.max}
        dir="ltr"
        value={props.value}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
