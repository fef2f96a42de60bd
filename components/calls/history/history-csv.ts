/**
 * The history as CSV for Excel (csvText: a BOM, CRLF lines, every cell inert), headers in the
 * popup's language. Numbers are written grouped without the plus ("966 50 111 2233"): still with the country code,
 * and read as text, not as a formula or a number in scientific notation.
 */
import type { BlockedBy } from '../../../utils/errors';
import type { CallRecord, RunSummary } from '../../../utils/calls/records/types';
import { csvText } from '../../../utils/files/write-csv';
import type { Translate } from '../../../utils/i18n';
import { formatInternational } from '../../../utils/phone';
import { callTime } from './history-view';

const COLUMNS = [
  'time',
  'kind',
  'name',
  'number',
  'state',
  'outcome',
  'note',
  'rule',
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

/** "120 queued, 3 refused, 1 failed, 0 unknown" for a bulk run's row. */
function runCounts(run: RunSummary, t: Translate): string {
  return (['queued', 'refused', 'failed', 'unknown'] as const)
    .map((count) => `${t(`history.run.${count}`)}: ${run[count]}`)
    .join(', ');
}

function row(record: CallRecord, t: Translate): string[] {
  const kind = record.kind ?? 'bridge';
  const run = record.run;
  if (run) {
    return [
      localStamp(callTime(record)),
      t('history.kind.run'),
      run.fileName,
      '',
      t(`history.run.status.${run.status}`),
      '',
      '',
      '',
      runCounts(run, t),
      '',
      '',
      record.callId,
    ];
  }
  return [
    localStamp(callTime(record)),
    t(`history.kind.${kind}`),
    record.customer.name,
    formatInternational(record.customer.number).replace(/^\+/, ''),
    t(`popup.state.${record.state}`),
    record.outcome ? t(`callOutcome.${record.outcome}`) : '',
    record.note ?? '',
    record.blockedBy ? ruleText(record.blockedBy, t) : '',
    record.message ?? record.status?.callStatus ?? '',
    record.orderNumber ?? '',
    kind === 'bridge' ? String(record.durationMinutes) : '',
    record.callId,
  ];
}

/** "Daily limit reached (3 of 3)": why a team rule refused the call. */
export function ruleText(blocked: BlockedBy, t: Translate): string {
  return blocked.rule === 'attempts'
    ? t('history.rule.attempts', { count: blocked.count, max: blocked.max })
    : t(`history.rule.${blocked.rule}`);
}

export function historyCsv(records: readonly CallRecord[], t: Translate): string {
  return csvText(
    COLUMNS.map((column) => t(`history.csv.${column}`)),
    records.map((record) => row(record, t)),
  );
}

/** 'dialbridge-calls-2026-11-23.csv' */
export function csvFileName(now: number): string {
  return `dialbridge-calls-${localStamp(now).slice(0, 10)}.csv`;
}
