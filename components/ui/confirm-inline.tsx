/**
 * A confirmation step inside the popup (window.confirm would block the popup and cannot be
 * styled or translated). Focus moves to the safe choice, and stays there when the question's
 * text is clicked, so Enter never destroys by accident.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Button } from './button';

export function ConfirmInline(props: {
  id: string;
  question: string;
  confirmLabel: string;
  keepLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>(`#${props.id}-keep`)?.focus();
  }, []);
  return (
    <div
      class="popup-confirm"
      role="group"
      aria-labelledby={`${props.id}-question`}
      ref={box}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onKeep();
      }}
      // The question appears where the button that asked was: the second click of a double
      // click lands on its text, and would otherwise take focus from the safe choice.
      onMouseDown={(event) => {
        if (!(event.target as Element).closest('button')) event.preventDefault();
      }}
    >
      <p id={`${props.id}-question`}>{props.question}</p>
      <div class="popup-actions">
        <Button busy={props.busy} busyLabel={props.busyLabel} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button id={`${props.id}-keep`} variant="secondary" onClick={props.onKeep}>
          {props.keepLabel}
        </Button>
      </div>
    </div>
  );
}
