/**
 * The foot of a form that places a call (order confirmation, dispatch): its submit button, busy
 * while the request is out, and the refusal's message right below it with "Call again" when the
 * refusal was a duplicate call.
 */
import { Button } from './button';
import { ErrorAlert } from './error-alert';
import type { Submission } from './use-submission';

export function SendActions(props: {
  submission: Submission;
  submitLabel: string;
  busyLabel: string;
  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  send: (repeat: boolean) => unknown;
}) {
  const { submission } = props;
  return (
    <>
      <div class="popup-actions">
        <Button type="submit" busy={submission.busy} busyLabel={props.busyLabel}>
          {props.submitLabel}
        </Button>
      </div>
      <ErrorAlert
        error={submission.error}
        onCallAgain={() => void props.send(true)}
        callingAgain={submission.busy}
      />
    </>
  );
}
