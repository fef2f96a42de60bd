/**
 * Every bound Dialbridge puts on a value a person types or a file brings: the service requests'
 * schemas, the stored settings, the message schemas, the forms and the previews all read them
 * here, so a form never accepts what the background refuses. Where the service's interface is
 * silent (docs/interface-silent.md), these are our own choices. Pure: no imports.
 */

/** An inclusive range of whole numbers (a rate may be fractional). */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** Order confirmation: how many times the service tries the customer. */
export const ORDER_TRIES: Bounds = { min: 0, max: 10 };
/** Order confirmation: minutes between those tries (a day at most). */
export const ORDER_TRY_DELAY_MINUTES: Bounds = { min: 0, max: 1440 };
/** A bridged call's longest talk time, in minutes. */
export const BRIDGE_DURATION_MINUTES: Bounds = { min: 1, max: 600 };
/** Order confirmation: the number of items in the order. */
export const ITEMS_COUNT: Bounds = { min: 0, max: 100_000 };
/** Order confirmation: the order's cost. */
export const ORDER_COST: Bounds = { min: 0, max: 1e12 };
/** The team's daily cap per customer (0: no cap). */
export const CALLS_PER_CUSTOMER_PER_DAY: Bounds = { min: 0, max: 50 };
/** The team's do-not-call list fetched from its address: minutes between refreshes. */
export const DO_NOT_CALL_REFRESH_MINUTES: Bounds = { min: 1, max: 1440 };
/** Its default, in the team system's settings and the managed schema's title alike. */
export const DEFAULT_DO_NOT_CALL_REFRESH_MINUTES = 5;
/** The team's list from its address: the most numbers and bytes read (national registers hold
 *  hundreds of thousands; a million written numbers are about 16 MB). */
export const TEAM_LIST_MAX_NUMBERS = 5_000_000;
export const TEAM_LIST_MAX_BYTES = 100 * 1024 * 1024;
/** The events secret: long enough that nobody guesses it, bounded all the same. */
export const EVENTS_SECRET_LENGTH: Bounds = { min: 16, max: 512 };
/** A bulk order run's pace, in requests per second. */
export const ORDER_RATE_PER_SECOND: Bounds = { min: 0.1, max: 50 };

/** A bound as the English messages write it: "4,000". */
export function writtenBound(bound: number): string {
  return bound.toLocaleString('en-US');
}

/** The longest text each field takes, in characters. */
export const MAX_LENGTH = {
  callFlowId: 200,
  /** A customer's or an agent's name. */
  name: 100,
  orderNumber: 100,
  orderType: 100,
  /** A phone number as typed, any written form. */
  phone: 64,
  url: 2048,
  /** An API token: far longer than any real one, and bounded all the same. */
  token: 4096,
  /** Settings: the name locations, one "site selector" per line. */
  nameSelectors: 4000,
  /** Settings: calling hours' closed dates, and one day's windows. */
  closedDates: 4000,
  callingHoursDay: 200,
  /** A call list's note on a call's outcome: a longer one is cut to it. */
  outcomeNote: 500,
} as const;

/**
 * How much longer than a field's own limit a message may carry it. The message schemas refuse
 * only what no form could send ('bad-message'); a value over the field's limit reaches the
 * field's own check, which says so next to the field.
 */
export function messageLength(fieldMax: number): number {
  return fieldMax * 2;
}

/** The biggest spreadsheet or CSV file read (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * The most rows one bulk order run may hold: the page refuses a bigger file at once, the
 * background again. 10,000 rows and their outcomes stay a few MB, inside storage.local's quota.
 */
export const MAX_BATCH_ROWS = 10_000;
/** The most entries one call list holds. */
export const MAX_LIST_ENTRIES = 2_000;
/** The most lines a call list is made from (pasted or read from a file), before duplicates go. */
export const MAX_LIST_CANDIDATES = 20_000;
/** The most columns of a spreadsheet or CSV file read for a bulk run. */
export const MAX_FILE_COLUMNS = 100;
/** The longest column name of such a file, in characters. */
export const MAX_FILE_HEADER = 200;
/** The longest cell of such a file, in characters (a note or an address, not a document). */
export const MAX_FILE_CELL = 1_000;
/** The longest file name a bulk run keeps (it is only shown): a longer one is cut to it. */
export const MAX_FILE_NAME = 200;
/** The pause between a call list's calls, in seconds (none: wait for Next). */
export const LIST_PAUSE_SECONDS: Bounds = { min: 0, max: 3600 };
/** The longest text a page hands over for one number: as written, its label, the customer's name. */
export const MAX_PAGE_TEXT = 200;
/** A number as dialled: digits only, with the country code, 6 to 15 in all (E.164's longest). */
export const DIAL_PATTERN = /^\d{6,15}$/;
/** The most numbers on the organisation's do-not-call list (a policy's size). */
export const MAX_DO_NOT_CALL = 200_000;
/** How long an agent's "Asked not to be called" can be undone by that agent (then: the team lead). */
export const DO_NOT_CALL_UNDO_MS = 10 * 60_000;

/** Is `value` a number within `bounds`? */
export function isIn(value: number, { min, max }: Bounds): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Is `value` a whole number within `bounds`? */
export function isWholeIn(value: number, bounds: Bounds): boolean {
  return Number.isInteger(value) && isIn(value, bounds);
}
