/**
 * The call list as CSV for a spreadsheet (csvText: a BOM, CRLF lines, every cell inert), headers
 * in the page's language: who, the number, what happened, the agent's outcome and note, and the
 * call back booked. Numbers are written as the history writes them (grouped, with the country
 * code, no plus), so they read as text.
 */
import type { CallList, ListEntry } from '../../utils/call-lists/types';
import { csvText } from '../../utils/files/write-csv';
import type { Translate } from '../../utils/i18n';
import { formatInternational } from '../../utils/phone';
import { localStamp } from '../calls/history/history-csv';
import { entryStatus } from './entry-text';

const COLUMNS = ['index', 'name', 'number', 'call', 'outcome', 'note', 'callBack'] as const;

function row(entry: ListEntry, index: number, t: Translate): string[] {
  return [
    String(index + 1),
    entry.name,
    formatInternational(entry.dial).replace(/^\+/, ''),
    entryStatus(t, entry),
    entry.outcome ? t(`callOutcome.${entry.outcome}`) : '',
    entry.note,
    entry.callBack ? localStamp(entry.callBack.at) : '',
  ];
}

export function listCsv(list: CallList, t: Translate): string {
  return csvText(
    COLUMNS.map((column) => t(`listCsv.${column}`)),
    list.entries.map((entry, index) => row(entry, index, t)),
  );
}

/** 'dialbridge-call-list-2026-11-26.csv': the day the list was made. */
export function listCsvFileName(list: CallList): string {
  return `dialbridge-call-list-${localStamp(list.createdAt).slice(0, 10)}.csv`;
}
