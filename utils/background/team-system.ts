/**
 * Start-up wiring for the team's own system: every change to the history goes through the events
 * outbox, the outbox is sent at start and when its wait ends (an alarm survives a stopped
 * worker), and the team's do-not-call list is fetched at start, on its alarm and whenever its
 * address or period changes; a list that changed takes back the bridges booked for its numbers.
 * Listeners are added in the worker's first turn, like every other.
 */
import { browser } from '#imports';
import { watchCallChanges } from '../calls/records/store';
import { log } from '../log';
import { teamSystemItem, watchSettings } from '../settings/store';
import { EVENTS_ALARM, deliverEvents } from '../team-system/delivery';
import { emitCallChanges } from '../team-system/emit';
import {
  LIST_ALARM,
  refreshTeamList,
  scheduleTeamList,
  teamListDue,
} from '../team-system/list-refresh';
import { sweepBookedListed } from './do-not-call-sweep';
import { doNotCallLookup } from '../calling-rules/store';
import { storedList } from '../team-system/list-store';
import { addTestHooks } from './test-hooks';

function quietly(what: string) {
  return (error: unknown) =>
    log.warn(`${what} failed:`, error instanceof Error ? error.name : typeof error);
}

/**
 * Fetches the list (when `ifDue`, only if its period has passed since the last check: a service
 * worker starts many times a day); a new list takes back the bookings it forbids.
 */
export async function refreshListAndSweep(options: { ifDue?: boolean } = {}): Promise<void> {
  if (options.ifDue && !(await teamListDue())) return;
  const result = await refreshTeamList();
  if (result === 'changed') await sweepBookedListed();
}

export function registerTeamSystem(): void {
  watchCallChanges(emitCallChanges);
  addTestHooks({
    // What the list's alarm runs, for a test that cannot wait a minute for it.
    refreshTeamListAsAlarm: () => refreshListAndSweep(),
    /** The benchmark: the lookup every call makes, timed over `dials`, and the list's size. */
    async timeDoNotCallLookups(dials: string[]) {
      const started = performance.now();
      const lookup = await doNotCallLookup([]);
      const ready = performance.now();
      let listed = 0;
      for (const dial of dials) if (lookup(dial)) listed++;
      const done = performance.now();
      const list = await storedList();
      return {
        firstLookupMs: ready - started,
        perLookupMs: (done - ready) / dials.length,
        listed,
        numbers: list?.dials.length ?? 0,
        bytes: list?.dials.byteLength ?? 0,
      };
    },
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === EVENTS_ALARM)
      void deliverEvents({ evenIfWaiting: true }).catch(quietly('sending events'));
    if (alarm.name === LIST_ALARM) void refreshListAndSweep().catch(quietly('the team list'));
  });
  const changed = () => {
    void scheduleTeamList().catch(quietly('scheduling the team list'));
    void refreshListAndSweep().catch(quietly('the team list'));
    void deliverEvents({ evenIfWaiting: true }).catch(quietly('sending events'));
  };
  teamSystemItem.watch(changed);
  watchSettings(changed);
  void deliverEvents().catch(quietly('sending events'));
  void scheduleTeamList().catch(quietly('scheduling the team list'));
  void refreshListAndSweep({ ifDue: true }).catch(quietly('the team list'));
}
