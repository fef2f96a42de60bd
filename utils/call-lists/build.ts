/**
 * Making a call list from what the agent gives: pasted text, a table's rows, or the numbers a page
 * handed over. Pure functions. The page turns its source into candidates (number as written, name
 * beside it); the background makes the entries from them (makeEntries), normalising every number
 * again, because a page's word is never taken for what gets dialled.
 */
import { findPhoneNumbers, normalizePhone, withPlus } from '../phone';
import type { Table } from '../files/read-table';
import { MAX_LENGTH } from '../limits';
import { nameIn } from '../name-text';
import type {
  CallList,
  HandedNumber,
  ListCandidate,
  ListColumns,
  ListEntry,
  ListSource,
} from './types';

/** Characters that join a name to its number in a pasted line ("Ahmed - 055…", "Sara: +966…"). */
const JOINERS = /^[\s,;:|/\\\-–—()[\]]+|[\s,;:|/\\\-–—()[\]]+$/g;

/**
 * Every number in every line, any written form, one or many per line; the rest of the line is the
 * name of each number on it when it reads as a name (the page's own rule, name-text.ts). Lines with text but no number come back in `unread`, so the page can
 * say which ones it could not use.
 */
export function candidatesFromText(
  text: string,
  country: string,
): { candidates: ListCandidate[]; unread: string[] } {
  const candidates: ListCandidate[] = [];
  const unread: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const matches = findPhoneNumbers(line, country);
    if (matches.length === 0) {
      unread.push(line.trim());
      continue;
    }
    let rest = '';
    let from = 0;
    for (const match of matches) {
      rest += ` ${line.slice(from, match.start)} `;
      from = match.end;
    }
    rest += line.slice(from);
    // What is left must read as a name, as on a page ("Two numbers: … and …" names no one).
    const name = nameIn(tidyName(rest)) ?? '';
    for (const match of matches) candidates.push({ number: withPlus(match.dial), name });
  }
  return { candidates, unread };
}

/** A row of a file whose phone column holds no callable number: its row in the file, and the cell. */
export interface UnreadRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cell: string;
}

/**
 * One candidate per row whose phone column holds a number Dialbridge can call (the name column may
 * be none: ''); the other rows come back in `unread`, so the page can say which ones it left out.
 */
export function candidatesFromTable(
  table: Table,
  columns: ListColumns,
  country: string,
): { candidates: ListCandidate[]; unread: UnreadRow[] } {
  const phone = table.headers.indexOf(columns.phone);
  const name = columns.name === '' ? -1 : table.headers.indexOf(columns.name);
  const candidates: ListCandidate[] = [];
  const unread: UnreadRow[] = [];
  if (phone < 0) return { candidates, unread };
  table.rows.forEach((row, index) => {
    const number = row[phone] ?? '';
    if (!normalizePhone(number, country).ok) {
      unread.push({ row: index + 2, cell: number.trim() });
      return;
    }
    candidates.push({ number, name: name < 0 ? '' : tidyName(row[name] ?? '') });
  });
  return { candidates, unread };
}

const PHONE_HEADER = /phone|mobile|cell|tel|number|msisdn|جوال|هاتف|الهاتف|الجوال|رقم/i;
const NAME_HEADER = /name|customer|client|contact|اسم|الاسم|العميل/i;

/**
 * The columns to offer first: the remembered mapping when this file has those headers, else a
 * guess from the header names (phone before name, each column used once). A phone column whose
 * first rows hold no callable number gives way to the column that holds the most.
 */
export function suggestColumns(
  table: Table,
  remembered: ListColumns | null,
  country: string,
): ListColumns {
  const { headers } = table;
  if (remembered && headers.includes(remembered.phone)) {
    return {
      phone: remembered.phone,
      name: headers.includes(remembered.name) ? remembered.name : '',
    };
  }
  const named = headers.findIndex((header) => PHONE_HEADER.test(header));
  const counts = headers.map((_, column) => callableIn(table, column, country));
  const best = Math.max(0, ...counts);
  const byName = named >= 0 && (counts[named]! > 0 || best === 0);
  const phone = headers[byName ? named : best > 0 ? counts.indexOf(best) : 0] ?? '';
  const name = headers.find((header) => header !== phone && NAME_HEADER.test(header)) ?? '';
  return { phone, name };
}

/** How many of the first SNIFF_ROWS rows hold a callable number in `column`. */
function callableIn(table: Table, column: number, country: string): number {
  let count = 0;
  for (const row of table.rows.slice(0, SNIFF_ROWS)) {
    if (normalizePhone(row[column] ?? '', country).ok) count += 1;
  }
  return count;
}

const SNIFF_ROWS = 50;

/**
 * The entries of a new list: each number normalised (with its country code), the same number
 * met again merged into its first entry (a name missing there is taken from the duplicate), and
 * numbers called today flagged with the time of that call.
 */
export function makeEntries(
  candidates: readonly ListCandidate[],
  country: string,
  calledToday: ReadonlyMap<string, number>,
): Pick<CallList, 'entries' | 'duplicatesMerged' | 'refused'> {
  const entries: ListEntry[] = [];
  const byDial = new Map<string, ListEntry>();
  let duplicatesMerged = 0;
  let refused = 0;
  for (const candidate of candidates) {
    const normal = normalizePhone(candidate.number, country);
    if (!normal.ok) {
      refused += 1;
      continue;
    }
    // A list's call sends the name as the bridge's, which takes no more than this.
    const name = tidyName(candidate.name).slice(0, MAX_LENGTH.name);
    const earlier = byDial.get(normal.dial);
    if (earlier) {
      duplicatesMerged += 1;
      if (earlier.name === '') earlier.name = name;
      continue;
    }
    const entry: ListEntry = {
      id: `e${entries.length + 1}`,
      dial: normal.dial,
      text: candidate.number.trim().slice(0, MAX_LENGTH.phone),
      name,
      calledTodayAt: calledToday.get(normal.dial) ?? null,
      status: 'waiting',
      callId: null,
      callState: null,
      error: null,
      outcome: '',
      note: '',
    };
    byDial.set(normal.dial, entry);
    entries.push(entry);
  }
  return { entries, duplicatesMerged, refused };
}

/** A new list, not started; the agent starts it after seeing what was merged and flagged. */
export function newList(
  made: Pick<CallList, 'entries' | 'duplicatesMerged' | 'refused'>,
  source: ListSource,
  pauseSeconds: number | null,
  now: number,
): CallList {
  return {
    id: `list-${now}`,
    createdAt: now,
    source,
    ...made,
    state: 'ready',
    pausedBecause: null,
    pauseSeconds,
    current: null,
    nextAt: null,
  };
}

function tidyName(text: string): string {
  return text.replace(/\s+/g, ' ').replace(JOINERS, '').trim();
}

/** What the Call lists page keeps of a page's number: its text, dial and name (no label). */
export function handedNumber({ text, dial, name }: HandedNumber): HandedNumber {
  return { text, dial, ...(name !== undefined && { name }) };
}
