/**
 * Tells the administrator (in the background's log, shown in chrome://extensions "Errors" and
 * about:debugging) which policy values Dialbridge refused, at start and after each policy change,
 * and, where the team system is in use and something is wrong, how many events wait and why and
 * what the team's list last failed with. Key names, counts and kinds only, never values: a value
 * may be the token. The agent sees the same in Options.
 */
import { browser } from '#imports';
import { loadManagedSettings } from '../settings/store';
import { log } from '../log';
import { teamSystemView } from '../team-system/view';

export function reportManagedPolicy(): void {
  const report = async () => {
    const { invalid } = await loadManagedSettings();
    if (invalid.length > 0) log.warn('policy values ignored (not valid):', invalid.join(', '));
    const { events, list } = await teamSystemView();
    if (events.waiting > 0 || events.refused > 0)
      log.warn(
        `team events: ${events.waiting} waiting${events.problem ? ` (${events.problem.kind})` : ''}, ${events.refused} refused by the receiver`,
      );
    if (list?.problem)
      log.warn(
        `team do-not-call list: ${list.problem.kind} since ${new Date(list.since ?? 0).toISOString()}; ${list.count} numbers in force`,
      );
  };
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void report();
  });
  void report();
}
