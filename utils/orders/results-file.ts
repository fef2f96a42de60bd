/**
 * The results file: the input rows as they came, plus the outcome (a stable English word, for
 * filters and formulas), the number sent and the service's message or the reason in the page's
 * language, written by csvText (a BOM, CRLF lines, and every cell inert: the input rows come from
 * a file anyone may have written).
 */
import { csvText } from '../files/write-csv';
import type { Translate } from '../i18n';
import type { BatchResults, RowOutcome } from './batch-types';
import { refusalParams } from './preview';

export const RESULT_COLUMNS = ['outcome', 'number sent', 'message'] as const;

export function outcomeWord(outcome: RowOutcome): string {
  if (outcome.settled === 'not-sent') return 'not sent';
  switch (outcome.state) {
    case 'queued':
    case 'refused':
    case 'failed':
    case 'unknown':
      return outcome.state;
    default:
      return 'not sent';
  }
}

export function outcomeMessage(outcome: RowOutcome, t: Translate): string {
  const said = outcome.refusal
    ? t(`ordersRefusal.${outcome.refusal}`, refusalParams(outcome.refusal, outcome.firstRow))
    : (outcome.message ?? '');
  // An unknown answer the person settled: how, before what the service said after.
  if (!outcome.settled) return said;
  const note = t(`ordersSettled.${outcome.settled}`);
  return said ? `${note} ${said}` : note;
}

export function resultsCsv(results: BatchResults, t: Translate): string {
  const fields = [...results.headers, ...RESULT_COLUMNS];
  const data = results.rows.map((row, i) => {
    const outcome = results.outcomes[i] ?? { state: 'pending' as const };
    return [...row, outcomeWord(outcome), outcome.dial ?? '', outcomeMessage(outcome, t)];
  });
  return csvText(fields, data);
}

export function resultsFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '') || 'orders';
  return `${base}-results.csv`;
}
