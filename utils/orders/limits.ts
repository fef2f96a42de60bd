/**
 * The most rows one batch may hold: the page refuses a bigger file at once, the background again.
 * 10,000 rows and their outcomes stay a few MB, inside storage.local's quota with room to spare.
 */
export const MAX_BATCH_ROWS = 10_000;
