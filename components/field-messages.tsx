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
