/**
 * The bulk run's clock. Real time in the product; unit tests put a virtual clock here so the pace
 * (one request per 1/rate s, Retry-After waits, the 503 backoff) is checked exactly, without
 * waiting and without depending on how fast the machine is.
 */
export const runClock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};
