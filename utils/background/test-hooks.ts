/**
 * Test builds only: what an e2e test may set from the service worker (worker.evaluate), so a
 * test of calling hours reads the time it chose, never the hour it happens to run at. The
 * product build has no such global (import.meta.env.DIALBRIDGE_TEST_BUILD is false there and
 * the bundler drops this code).
 */
import { rulesClock } from '../calling-rules/clock';
import { runClock } from '../orders/run-clock';

/** Adds `hooks` to the service worker's `dialbridgeTest` global (test builds only). */
export function addTestHooks(hooks: Record<string, unknown>): void {
  if (!import.meta.env.DIALBRIDGE_TEST_BUILD) return;
  const global = globalThis as { dialbridgeTest?: Record<string, unknown> };
  global.dialbridgeTest = { ...global.dialbridgeTest, ...hooks };
}

export function exposeTestHooks(): void {
  addTestHooks({
    /** The calling rules and the bulk run read `epoch` now, moving on with real time. */
    setClock(epoch: number): void {
      rulesClock.set(epoch);
      const offset = epoch - Date.now();
      runClock.now = () => Date.now() + offset;
    },
  });
}
