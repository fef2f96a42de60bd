/**
 * Reads a table the agent chose — a CSV or an XLSX file — into header names and rows of text,
 * with maintained parsers (Papa Parse, read-excel-file) rather than by hand: CSV quoting, BOMs,
 * separators and the XLSX zip format have too many corners to get right twice.
 *
 * Every cell comes back as text, because phone numbers and order numbers are identifiers, not
 * quantities: a spreadsheet that stores 966501234567 as a number must not become 9.665e11, and
 * an empty cell is ''. Rows that are empty through and through are dropped.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';

export interface Table {
  headers: string[];
  rows: string[][];
}

export type TableKind = 'csv' | 'xlsx';

export class UnreadableTableError extends Error {
  constructor(readonly reason: 'kind' | 'empty' | 'broken') {
    super(`unreadable table: ${reason}`);
  }
}

/** The kind of file from its name; anything else is refused rather than guessed. */
export function tableKind(fileName: string): TableKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

export async function readTable(file: Blob, fileName: string): Promise<Table> {
  const kind = tableKind(fileName);
  if (!kind) throw new UnreadableTableError('kind');
  const grid = kind === 'csv' ? parseCsv(await file.text()) : await readXlsx(file);
  const filled = grid.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw new UnreadableTableError('empty');
  const [headers, ...rows] = filled;
  const width = Math.max(...filled.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  return { headers: pad(headers!).map((h) => h.trim()), rows: rows.map(pad) };
}

/** Papa Parse strips a UTF-8 BOM and guesses the separator (comma, semicolon, tab). */
export function parseCsv(text: string): string[][] {
  // Papa Parse reads any text; what it cannot make rows of comes back empty and is refused as such.
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

async function readXlsx(file: Blob): Promise<string[][]> {
  try {
    const sheet = await readSheet(file);
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw new UnreadableTableError('broken');
  }
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    return Number.isInteger(cell) ? BigInt(cell).toString() : String(cell);
  }
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}
