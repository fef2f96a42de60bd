import type { ComponentChildren, Ref } from 'preact';
import { FieldMessages, lockedHint } from './field-messages';
import { useFieldIds } from './field-ids';

export interface TextFieldProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  id?: string;
  name?: string;
  type?: 'text' | 'url' | 'password' | 'tel' | 'email';
  placeholder?: string;
  hint?: ComponentChildren;
  error?: string;
  /** 'ltr' for URLs, tokens and phone numbers, which read left to right in any language. */
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  inputMode?: 'text' | 'url' | 'tel' | 'numeric' | 'email';
  spellcheck?: boolean;
  /** Marked with * (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Something to show beside the input, e.g. a show/hide button. */
  trailing?: ComponentChildren;
  /** Set by the organisation: the reason shown, and the field cannot be changed. */
  locked?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

export function TextField(props: TextFieldProps) {
  const hint = lockedHint(props.locked, props.hint);
  const ids = useFieldIds(props.id, hint ? 'hint' : undefined, props.error);
  const shared = {
    id: ids.controlId,
    name: props.name ?? props.id,
    class: props.dir === 'ltr' ? 'db-input db-ltr' : 'db-input',
    value: props.value,
    placeholder: props.placeholder,
    dir: props.dir,
    spellcheck: props.spellcheck ?? false,
    'aria-required': props.required ? ('true' as const) : undefined,
    readOnly: props.locked !== undefined,
    'aria-invalid': props.error ? ('true' as const) : undefined,
    'aria-describedby': ids.describedBy,
  };
  const input = props.rows ? (
    <textarea
      {...shared}
      rows={props.rows}
      onInput={(event) => props.onInput(event.currentTarget.value)}
    />
  ) : (
    <input
      {...shared}
      ref={props.inputRef}
      // Preact types each input type separately; all of these take the same attributes here.
      type={(props.type ?? 'text') as 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      onInput={(event) => props.onInput(event.currentTarget.value)}
    />
  );
  return (
    <div class="db-field">
      {props.required ? (
        // The mark sits outside the label, so the field's name stays its label alone.
        <div class="db-label-row">
          <label for={ids.controlId}>{props.label}</label>
          <span class="db-required" aria-hidden="true">
            *
          </span>
        </div>
      ) : (
        <label for={ids.controlId}>{props.label}</label>
      )}
      {props.trailing ? (
        <div class="db-control-row">
          {input}
          {props.trailing}
        </div>
      ) : (
        input
      )}
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={props.error} />
    </div>
  );
}
