/**
 * What a button in the call control does. Calls go through the background (placeCall); the page
 * only ever sees the toast. Copy runs here, with the clipboard of the page's document.
 */
import { gotNoAnswer } from '../../errors';
import { sendMessage } from '../../messaging/send';
import type { CallState, MessageData } from '../../messaging/protocol';
import { isolateLtr, type Translate } from '../../i18n';
import { errorText } from '../../i18n/error-text';
import { whenText } from '../../i18n/when-text';
import type { PanelAction, PanelTarget } from './panel';
import type { Toast, ToastTone } from './toast';

type PlaceCallData = MessageData<'placeCall'>;

/** The number a button acts on, the toast that reports it, and the language it reports in. */
export interface ActionScene {
  target: PanelTarget;
  toast: Toast;
  t: Translate;
  language: 'en' | 'ar';
}

/** The placeCall request for the target's number; the page's name for the record, if any. */
function callRequest(
  target: PanelTarget,
  choice: Pick<PlaceCallData, 'action' | 'callAt' | 'repeat'>,
) {
  return {
    dial: target.dial,
    display: target.text,
    ...choice,
    ...(target.name && { name: target.name }),
  };
}

export async function runAction(
  action: PanelAction,
  scene: ActionScene,
  /** The person chose "Call again" after Dialbridge refused a second call to this number. */
  repeat = false,
): Promise<void> {
  const { target, toast, t, language } = scene;
  const number = isolateLtr(target.display);
  if (action === 'copy') return copyNumber(scene);
  if (action === 'doNotCall') return markDoNotCall(scene);
  toast.show(
    'progress',
    t(action === 'webrtc' ? 'toast.opening' : 'toast.requesting', { number }),
    '',
    null,
  );
  const reply = await sendMessage(
    'placeCall',
    callRequest(target, { action, ...(repeat && { repeat: true }) }),
  );
  if (!reply.ok && reply.error.code === 'duplicate-call') {
    // A refusal that protects the customer, not a failure: said calmly, with the way to go on.
    const detail = errorText(t, language, reply.error);
    toast.show('info', t('toast.notAgain', { number }), detail, null);
    toast.offer(t('toast.callAgain', { number }), () => {
      void runAction(action, scene, true);
    });
    return;
  }
  if (!reply.ok && reply.error.blocked) {
    // A team rule refused it: said calmly; outside the hours, the bridge can be booked for then.
    toast.show('info', t('toast.notCalled', { number }), errorText(t, language, reply.error), null);
    const { blocked } = reply.error;
    if (blocked.rule === 'hours' && blocked.nextAllowedAt !== null) {
      const at = blocked.nextAllowedAt;
      toast.offer(t('toast.bookAt', { time: whenText(at, Date.now(), language) }), () => {
        void bookAt(at, scene);
      });
    }
    return;
  }
  // A failure offers to try the same action again: a new click on a visible button, through the
  // same placeCall (so the duplicate-call guard still applies; no `repeat`).
  const retry = {
    label: t('toast.retry'),
    act: () => void runAction(action, scene),
  };
  if (!reply.ok) {
    // No answer from the service: "may have been placed", as every surface says, not "failed".
    const headline = gotNoAnswer(reply.error) ? 'toast.noAnswer' : 'toast.error';
    toast.show('error', t(headline, { number }), errorText(t, language, reply.error), null);
    toast.offer(retry.label, retry.act);
    return;
  }
  const result = reply.data;
  if (result.kind === 'webrtc') toast.show('success', t('toast.phoneOpened', { number }), '', null);
  else if (result.kind === 'popup') toast.show('info', t('toast.popupOpened'), '', null);
  else {
    const state = result.call.state;
    const key = state === 'calling' || state === 'unknown' ? 'toast.queued' : `toast.${state}`;
    toast.follow(result.call.callId, retry);
    toast.show(toneOf(state), t(key, { number }), '', result.call.callId);
  }
}

/** Books the bridge for the time the team's calling hours allow next (one click on "Book for"). */
async function bookAt(at: number, { target, toast, t, language }: ActionScene): Promise<void> {
  const number = isolateLtr(target.display);
  const reply = await sendMessage(
    'placeCall',
    callRequest(target, { action: 'bridge', callAt: at }),
  );
  if (!reply.ok) {
    toast.show('error', t('toast.error', { number }), errorText(t, language, reply.error), null);
    return;
  }
  if (reply.data.kind === 'bridge') {
    toast.follow(reply.data.call.callId, null);
    toast.show('success', t('toast.scheduled', { number }), '', reply.data.call.callId);
  }
}

async function markDoNotCall({ target, toast, t, language }: ActionScene): Promise<void> {
  const number = isolateLtr(target.display);
  const reply = await sendMessage('markDoNotCall', { dial: target.dial });
  if (reply.ok) {
    const takenBack = reply.data.cancelled > 0;
    toast.show(
      'success',
      t('toast.doNotCallDone', { number }),
      takenBack ? t('toast.doNotCallTakenBack') : '',
      null,
    );
    // A slip of the hand is the agent's to undo, a moment later; bookings stay cancelled.
    toast.offer(t('toast.undo'), () => {
      void sendMessage('undoDoNotCall', { dial: target.dial }).then((undone) => {
        if (!undone.ok) return toast.show('error', errorText(t, language, undone.error), '', null);
        const detail = takenBack ? t('toast.undoneKeepsCancelled') : '';
        toast.show('info', t('toast.doNotCallUndone', { number }), detail, null);
      });
    });
  } else
    toast.show('error', t('toast.error', { number }), errorText(t, language, reply.error), null);
}

/** A callUpdate from the background for the call the toast follows. */
export function showCallUpdate(toast: Toast, data: unknown): void {
  if (!data || typeof data !== 'object') return;
  const { callId, status, message } = data as {
    callId?: unknown;
    status?: unknown;
    message?: unknown;
  };
  if (typeof callId !== 'string' || callId !== toast.callId || typeof message !== 'string') return;
  toast.show(
    toneOf(typeof status === 'string' ? (status as CallState) : 'unknown'),
    message.slice(0, 300),
    '',
    callId,
  );
}

function toneOf(state: CallState): ToastTone {
  if (state === 'answered') return 'success';
  if (state === 'failed' || state === 'not_answered' || state === 'cancelled') return 'error';
  return 'progress';
}

async function copyNumber({ target, toast, t }: ActionScene): Promise<void> {
  const text = target.display.startsWith('+') ? `+${target.dial}` : target.dial;
  try {
    await navigator.clipboard.writeText(text);
    toast.show('success', t('toast.copied', { number: isolateLtr(target.display) }), '', null);
  } catch {
    toast.show('error', t('toast.copyFailed'), '', null);
  }
}
