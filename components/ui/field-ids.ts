import { useId } from 'preact/hooks';

/**
 * Ids that tie a field's label, hint and error together: `<label for>`, and aria-describedby on
 * the control listing the hint and the error shown next to it.
 */
export function useFieldIds(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}
