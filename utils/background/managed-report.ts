/**
 * Tells the administrator (in the background's log, shown in chrome://extensions "Errors" and
 * about:debugging) which policy values Dialbridge refused, at start and after each policy change.
 * Key names only, never values: a value may be the token. The agent sees the same keys in Options.
 */
import { browser } from '#imports';
import { loadManagedSettings } from '../settings/store';
import { log } from '../log';

export function reportManagedPolicy(): void {
  const report = async () => {
    const { invalid } = await loadManagedSettings();
    if (invalid.length > 0) log.warn('policy values ignored (not valid):', invalid.join(', '));
  };
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void report();
  });
  void report();
}
