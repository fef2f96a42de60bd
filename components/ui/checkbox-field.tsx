import { FieldMessages } from './field-messages';
import { useField, type FieldProps } from './use-field';

export function CheckboxField(
  props: FieldProps & { checked: boolean; onChange: (checked: boolean) => void },
) {
  const field = useField(props);
  return (
    <div class="db-field">
      <div class="db-checkbox">
        <input
          {...field.control}
          type="checkbox"
          checked={props.checked}
          disabled={props.locked !== undefined}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <label for={field.control.id}>{props.label}</label>
      </div>
      <FieldMessages {...field.messages} />
    </div>
  );
}
