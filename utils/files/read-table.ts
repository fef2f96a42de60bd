/**
 * Reads a table the agent chose — a CSV or an XLSX file — into header names and rows of text,
 * with maintained parsers (Papa Parse, read-excel-file) rather than by hand: CSV quoting, BOMs,
 * separators and the XLSX zip format have too many corners to get right twice.
 *
 * Every cell comes back as text, because phone numbers and order numbers are identifiers, not
 * quantities: a spreadsheet that stores 966501234567 as a number must not become 9.665e11, and
 * an empty cell is ''. Rows that are empty through and through are dropped.
 */
import { MAX_FILE_BYTES } from '../limits';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';

export interface Table {
  headers: string[];
  rows: string[][];
}

export type TableKind = 'csv' | 'xlsx';

/**
 * Why a file cannot be read, said to the person (fileError.* in the dictionaries): not a .csv or
 * .xlsx name, no rows, a spreadsheet that does not open, bytes that are not text (a picture
 * renamed .csv), a quote that is never closed (`line`), or over MAX_FILE_BYTES (refused before a
 * byte is parsed, so a 50 MB file is refused at once, not after half a minute).
 */
export type UnreadableReason = 'kind' | 'empty' | 'broken' | 'binary' | 'quote' | 'too-big';

export class UnreadableTableError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    /** For 'quote': the 1-based line the open quote starts on. */
    readonly line?: number,
  ) {
    super(`unreadable table: ${reason}`);
  }
}

/** Below this share of replacement and control characters, text is text. */
const MAX_NOISE = 0.01;

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
  if (file.size > MAX_FILE_BYTES) throw new UnreadableTableError('too-big');
  const grid = kind === 'csv' ? readCsv(await file.text()) : await readXlsx(file);
  const filled = grid.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw new UnreadableTableError('empty');
  const [headers, ...rows] = filled;
  const width = Math.max(...filled.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  return { headers: pad(headers!).map((h) => h.trim()), rows: rows.map(pad) };
}

/** Papa Parse strips a UTF-8 BOM and guesses the separator (comma, semicolon, tab). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

/**
 * A CSV file's text as rows, refusing what Papa Parse would otherwise turn into nonsense: bytes
 * that are not text (its rows would be "�PNG" and the like) and a quote that is never closed
 * (the rest of the file would be one cell).
 */
function readCsv(text: string): string[][] {
  if (looksBinary(text)) throw new UnreadableTableError('binary');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const open = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (open) throw new UnreadableTableError('quote', lineOf(text, open.index ?? 0));
  return parsed.data;
}

function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  let noise = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    // Replacement characters (bytes that are not UTF-8) and control characters other than
    // tab, line feed, form feed and carriage return.
    if (code === 0xfffd || (code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13))
      noise++;
  }
  return noise > sample.length * MAX_NOISE;
}

/** The 1-based line of a character, counting the file's own line breaks. */
function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
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
