import type { ComponentChildren, Ref } from 'preact';

/**
 * A message about the whole form or an action: errors are announced at once (role=alert),
 * success and progress politely (role=status). tabIndex=-1 lets a form move focus here.
 */
export function StatusMessage(props: {
  kind: 'error' | 'success' | 'info';
  children: ComponentChildren;
  id?: string;
  focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      id={props.id}
      ref={props.focusRef}
      class={`db-status ${props.kind}`}
      role={props.kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {props.children}
    </div>
  );
}

/**
 * The summary of a failed form: the headline and one link per field with a problem; a link
 * moves focus to its field.
 */
export function FormError(props: {
  title: string;
  fields?: readonly { id: string; label: string; message: string }[];
  id?: string;
  focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <StatusMessage kind="error" id={props.id} focusRef={props.focusRef}>
      <strong>{props.title}</strong>
      {props.fields && props.fields.length > 0 ? (
        <ul>
          {props.fields.map((field) => (
            <li key={field.id}>
              <a
                href={`#${field.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(field.id)?.focus();
                }}
              >
                {field.label}
              </a>
              : {field.message}
            </li>
          ))}
        </ul>
      ) : null}
    </StatusMessage>
  );
}
