import { FieldMessages } from './field-messages';
import { useField, type FieldProps } from './use-field';

export function CheckboxField(
  props: FieldProps & { checked: boolean; onChange: (checked: boolean) => void },
) {
  const field = useField(props, 'disabled');
  return (
    <div class="db-field">
      <div class="db-checkbox">
        <input
          {...field.control}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <label for={field.control.id}>{props.label}</label>
      </div>
      <FieldMessages {...field.messages} />
    </div>
  );
}
