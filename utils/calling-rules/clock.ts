/**
 * The time the calling rules read. Real time in the product; a test build lets an e2e test set
 * it from the service worker (utils/background/test-hooks.ts), so a test of calling hours never
 * depends on the hour it runs at.
 */
let offset = 0;

export const rulesClock = {
  now: (): number => Date.now() + offset,
  /** Test builds only: from now on, `now()` reads `epoch` moving forward with real time. */
  set(epoch: number): void {
    offset = epoch - Date.now();
  },
};
