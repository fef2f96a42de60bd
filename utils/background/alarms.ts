/**
 * Start-up wiring for calls: what a checked call's change tells the agent and the page, the poll
 * alarm's listener and the notification click listener,
 * registered synchronously at the top of the background's start (an event that woke the service
 * worker is delivered only to listeners added in its first turn), then the alarm re-set from the
 * stored calls (Chrome may drop alarms when the browser restarts).
 */
import { browser } from '#imports';
import { POLL_ALARM, observeCalls, pollDueCalls, schedulePolling } from '../calls';
import { log } from '../log';
import { sweepBookedListed } from './do-not-call-sweep';
import { callObserver, registerNotificationClicks } from './notifications';

export function registerCallListeners(): void {
  observeCalls(callObserver);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name !== POLL_ALARM) return;
    // Left running on purpose (the event expects no answer); every step inside is awaited, so
    // the alarm is set only once the poll has recorded what it learnt.
    void sweepBookedListed()
      .then(() => pollDueCalls())
      .catch(async (error: unknown) => {
        log.warn('polling calls failed:', error instanceof Error ? error.name : typeof error);
        // Whatever happened, keep the alarm going for the calls still open.
        await schedulePolling().catch(() => undefined);
      });
  });
  registerNotificationClicks();
  void schedulePolling().catch((error: unknown) =>
    log.warn('scheduling polls failed:', error instanceof Error ? error.name : typeof error),
  );
}
