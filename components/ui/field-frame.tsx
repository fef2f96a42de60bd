import type { ComponentChildren } from 'preact';
import { FieldMessages } from './field-messages';
import type { useField } from './use-field';

/**
 * A field as every form lays it out: its label, its control, then its hint and message. A required
 * field's mark sits outside the label, so the field's name stays its label alone (screen readers
 * hear aria-required instead).
 */
export function FieldFrame(props: {
  field: ReturnType<typeof useField>;
  label: string;
  required?: boolean;
  children: ComponentChildren;
}) {
  const label = <label for={props.field.control.id}>{props.label}</label>;
  return (
    <div class="db-field">
      {props.required ? (
        <div class="db-label-row">
          {label}
          <span class="db-required" aria-hidden="true">
            *
          </span>
        </div>
      ) : (
        label
      )}
      {props.children}
      <FieldMessages {...props.field.messages} />
    </div>
  );
}
