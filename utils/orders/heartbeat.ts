/**
 * The alarm that wakes a stopped worker to go on with a running batch: every 30 s while one runs,
 * the shortest period Chrome allows (run.ts says what it starts).
 */
import { browser } from '#imports';

export const ORDER_RUN_ALARM = 'order-run';

export async function setHeartbeat(on: boolean): Promise<void> {
  if (on) await browser.alarms.create(ORDER_RUN_ALARM, { periodInMinutes: 0.5 });
  else await browser.alarms.clear(ORDER_RUN_ALARM);
}
