/**
 * The history as CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads UTF-8 as the
 * local code page and Arabic names come out as mojibake), CRLF lines, headers in the popup's
 * language. Names and the service's words come from pages and the service, so a cell that starts
 * like a formula (=, +, -, @) is escaped (Papa Parse's escapeFormulae) and never runs in Excel.
 * Numbers are written grouped without the plus ("966 50 111 2233"): still with the country code,
 * and read as text, not as a formula or a number in scientific notation.
 */
import Papa from 'papaparse';
import type { CallRecord } from '../../../utils/calls/types';
import type { Translate } from '../../../utils/i18n';
import { formatInternational } from '../../../utils/phone';
import { callTime } from './history-view';

const COLUMNS = [
  'time',
  'kind',
  'name',
  'number',
  'state',
  'serviceSaid',
  'order',
  'maxDuration',
  'callId',
] as const;

/** Local wall-clock time, sortable and read by Excel as a date: '2026-11-23 10:42'. */
export function localStamp(epochMs: number): string {
  const d = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function row(record: CallRecord, t: Translate): string[] {
  const kind = record.kind ?? 'bridge';
  return [
    localStamp(callTime(record)),
    t(`history.kind.${kind}`),
    record.customer.name,
    formatInternational(record.customer.number).replace(/^\+/, ''),
    t(`popup.state.${record.state}`),
    record.message ?? record.status?.callStatus ?? '',
    record.orderNumber ?? '',
    kind === 'bridge' ? String(record.durationMinutes) : '',
    record.callId,
  ];
}

export function historyCsv(records: readonly CallRecord[], t: Translate): string {
  const csv = Papa.unparse(
    {
      fields: COLUMNS.map((column) => t(`history.csv.${column}`)),
      data: records.map((record) => row(record, t)),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}

/** 'dialbridge-calls-2026-11-23.csv' */
export function csvFileName(now: number): string {
  return `dialbridge-calls-${localStamp(now).slice(0, 10)}.csv`;
}
