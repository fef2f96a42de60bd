/**
 * What an orders file may hold (utils/limits.ts), checked on the file step as soon as the file is
 * read: the agent is told which bound it is over, and where, before anything is sent. The start
 * message's schema refuses the same bounds again (utils/orders/message-schemas.ts), with only a
 * generic sentence, so nothing a file brings should first meet them there.
 */
import type { Table } from '../files/read-table';
import { MAX_BATCH_ROWS, MAX_FILE_CELL, MAX_FILE_COLUMNS, MAX_FILE_HEADER } from '../limits';

/** Rows and columns count as a spreadsheet shows them: the header is row 1, columns are letters. */
export type FileOverBound =
  | { kind: 'rows'; max: number; rows: number }
  | { kind: 'columns'; max: number; columns: number }
  | { kind: 'header'; max: number; column: string; length: number }
  | { kind: 'cell'; max: number; row: number; column: string; length: number };

/** The first bound the table is over, or null when it is within all of them. */
export function fileOverBound(table: Table): FileOverBound | null {
  const { headers, rows } = table;
  if (rows.length > MAX_BATCH_ROWS) return { kind: 'rows', max: MAX_BATCH_ROWS, rows: rows.length };
  if (headers.length > MAX_FILE_COLUMNS)
    return { kind: 'columns', max: MAX_FILE_COLUMNS, columns: headers.length };
  const header = headers.findIndex((name) => name.length > MAX_FILE_HEADER);
  if (header >= 0) {
    const length = headers[header]!.length;
    return { kind: 'header', max: MAX_FILE_HEADER, column: columnLetters(header), length };
  }
  for (let row = 0; row < rows.length; row++) {
    const cells = rows[row]!;
    const column = cells.findIndex((cell) => cell.length > MAX_FILE_CELL);
    if (column < 0) continue;
    const length = cells[column]!.length;
    const at = { row: row + 2, column: columnLetters(column) };
    return { kind: 'cell', max: MAX_FILE_CELL, ...at, length };
  }
  return null;
}

/** A 0-based column index as a spreadsheet names it: A … Z, AA … AZ, BA … */
export function columnLetters(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
