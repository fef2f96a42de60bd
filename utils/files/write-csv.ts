/**
 * Every CSV Dialbridge writes (the history, bulk results): UTF-8 with a byte-order mark (without
 * it Excel reads UTF-8 as the local code page and Arabic comes out as mojibake), CRLF lines, and
 * every cell inert. Names, notes, order files and the service's words come from pages, files and
 * the network, so a cell a spreadsheet would read as a formula gets a leading apostrophe.
 *
 * Papa Parse's own `escapeFormulae` is not enough: its pattern (`^[=+\-@\t\r].*$`) does not match
 * a value with a line break after the formula ("=1+1\nmore"), and it ignores leading spaces and the
 * full-width signs that LibreOffice also evaluates.
 */
import Papa from 'papaparse';

const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** The cell as a spreadsheet shows it, never as something it evaluates. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvText(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  const csv = Papa.unparse(
    { fields: fields.map(inertCell), data: rows.map((row) => row.map(inertCell)) },
    { newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}
