import type { ComponentChildren } from 'preact';

/**
 * One of the popup's forms (bridge, order, dispatch): named by its heading for screen readers,
 * with the browser's own validation off, since each field shows its message beside it.
 */
export function PopupForm(props: {
  /** The heading's id is `<id>-heading`. */
  id: string;
  heading: string;
  onSubmit: (event: Event) => void;
  children: ComponentChildren;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <form class="popup-form" noValidate onSubmit={props.onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.children}
    </form>
  );
}
