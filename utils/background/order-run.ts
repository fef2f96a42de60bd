/**
 * Start-up wiring for the bulk order run: the heartbeat alarm's listener, registered in the
 * worker's first turn (an alarm that woke the worker reaches only such listeners), then one wake
 * right away — a worker stopped mid-run goes on, a browser restart leaves the run paused.
 */
import { browser } from '#imports';
import { ORDER_RUN_ALARM } from '../orders/heartbeat';
import { ensureOrderRun } from '../orders/run';

export function registerOrderRunListeners(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ORDER_RUN_ALARM) void ensureOrderRun();
  });
  void ensureOrderRun();
}
