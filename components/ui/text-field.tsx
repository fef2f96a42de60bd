import type { ComponentChildren, Ref } from 'preact';
import { FieldFrame } from './field-frame';
import { useField, type FieldProps } from './use-field';

export interface TextFieldProps extends FieldProps {
  value: string;
  onInput: (value: string) => void;
  name?: string;
  type?: 'text' | 'url' | 'password' | 'tel' | 'email';
  placeholder?: string;
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
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

export function TextField(props: TextFieldProps) {
  const field = useField(props);
  const shared = {
    ...field.control,
    class: ['db-input', props.dir === 'ltr' && 'db-ltr', props.type === 'tel' && 'db-phone']
      .filter(Boolean)
      .join(' '),
    value: props.value,
    placeholder: props.placeholder,
    dir: props.dir,
    spellcheck: props.spellcheck ?? false,
    'aria-required': props.required ? ('true' as const) : undefined,
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
    <FieldFrame field={field} label={props.label} required={props.required}>
      {props.trailing ? (
        <div class="db-control-row">
          {input}
          {props.trailing}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

/** A phone number's field: the phone keypad, read left to right in any language. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'dir' | 'inputMode'>) {
  return <TextField {...props} type="tel" dir="ltr" inputMode="tel" />;
}
