import type { ComponentChildren } from 'preact';

/**
 * A button with a busy state. While busy it stays focusable (aria-disabled, not disabled, so
 * keyboard focus is not lost) and ignores clicks; the spinner is decorative, `busyLabel` is read.
 */
export function Button(props: {
  children: ComponentChildren;
  onClick?: (event: MouseEvent) => void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  busy?: boolean;
  busyLabel?: string;
  id?: string;
  ariaControls?: string;
  ariaPressed?: boolean;
  ariaExpanded?: boolean;
  ariaLabel?: string;
}) {
  const busy = props.busy ?? false;
  return (
    <button
      id={props.id}
      type={props.type ?? 'button'}
      class={props.variant === 'secondary' ? 'db-button secondary' : 'db-button'}
      aria-disabled={busy ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      aria-controls={props.ariaControls}
      aria-pressed={props.ariaPressed}
      aria-expanded={props.ariaExpanded}
      aria-label={props.ariaLabel}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        props.onClick?.(event);
      }}
    >
      {busy ? <span class="db-spinner" aria-hidden="true" /> : null}
      {busy && props.busyLabel ? props.busyLabel : props.children}
    </button>
  );
}
