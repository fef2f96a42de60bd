import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { lockedHint } from './field-messages';

/** What every labelled field takes besides its value. */
export interface FieldProps {
  label: string;
  id?: string;
  hint?: ComponentChildren;
  error?: string;
  /** Set by the organisation: the reason shown, and the field cannot be changed. */
  locked?: string;
}

/**
 * One field's wiring: the attributes its control carries and the props of its FieldMessages (the
 * policy's lock reason before the hint). The ids tie the label (`for`), the hint and the error
 * together: aria-describedby on the control lists the hint and the error shown next to it.
 */
export function useField(
  props: Omit<FieldProps, 'label'> & { name?: string },
  lockedAs: 'readOnly' | 'disabled' = 'readOnly',
) {
  const locked = props.locked !== undefined;
  const hint = lockedHint(props.locked, props.hint);
  const generated = useId();
  const id = props.id ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return {
    control: {
      id,
      name: props.name ?? props.id,
      'aria-invalid': props.error ? ('true' as const) : undefined,
      'aria-describedby': describedBy || undefined,
      // Set by policy: a typed value stays read-only, so it can still be selected and copied; a
      // checkbox or a list has no read-only state and is disabled instead.
      readOnly: lockedAs === 'readOnly' ? locked : undefined,
      disabled: lockedAs === 'disabled' ? locked : undefined,
    },
    messages: { hintId, errorId, hint, error: props.error },
  };
}
