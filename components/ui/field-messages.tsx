import type { ComponentChildren } from 'preact';

/** The hint and the error under a field; the error is what a screen reader hears first. */
export function FieldMessages(props: {
  hintId: string;
  errorId: string;
  hint?: ComponentChildren;
  error?: string;
}) {
  return (
    <>
      {props.error ? (
        <p id={props.errorId} class="db-error-text">
          {props.error}
        </p>
      ) : null}
      {props.hint ? (
        <p id={props.hintId} class="db-hint">
          {props.hint}
        </p>
      ) : null}
    </>
  );
}

/**
 * The hint of a field the organisation set by policy: the reason it is locked first, then the
 * field's own hint. Without a reason, the hint alone.
 */
export function lockedHint(locked: string | undefined, hint: ComponentChildren): ComponentChildren {
  if (!locked) return hint;
  return (
    <>
      <span class="db-locked">{locked}</span>
      {hint ? <> {hint}</> : null}
    </>
  );
}
