// An orders file over a bound is named on the file step with where it is over, before anything
// is sent: the bounds are the ones the start message's schema holds (utils/limits.ts).
import { describe, expect, it } from 'vitest';
import { columnLetters, fileOverBound } from '../../../utils/orders/file-bounds';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });
const HEADERS = ['Order #', 'Mobile', 'Note'];

describe('fileOverBound', () => {
  it('passes a file within every bound, a 1,000-character cell and a 200-character name included', () => {
    const rows = [['A-1', '0551234561', 'n'.repeat(1000)]];
    expect(fileOverBound(table(['Order #', 'Mobile', 'h'.repeat(200)], rows))).toBeNull();
  });

  it('names the row and the column of a cell over 1,000 characters, as a spreadsheet counts them', () => {
    const rows = [
      ['A-1', '0551234561', 'fine'],
      ['A-2', '0551234562', 'fine'],
      ['A-3', '0551234563', 'x'.repeat(1001)],
    ];
    expect(fileOverBound(table(HEADERS, rows))).toEqual({
      kind: 'cell',
      max: 1000,
      row: 4,
      column: 'C',
      length: 1001,
    });
  });

  it('names the column whose name is over 200 characters', () => {
    const headers = ['Order #', 'y'.repeat(201), 'Note'];
    expect(fileOverBound(table(headers, [['A-1', '0551234561', '']]))).toEqual({
      kind: 'header',
      max: 200,
      column: 'B',
      length: 201,
    });
  });

  it('counts rows over 10,000 and columns over 100 first, as the whole file is refused then', () => {
    const long = Array.from({ length: 10_001 }, () => ['A', '0551234561', 'z'.repeat(1001)]);
    expect(fileOverBound(table(HEADERS, long))).toEqual({
      kind: 'rows',
      max: 10_000,
      rows: 10_001,
    });
    const wide = Array.from({ length: 101 }, (_, index) => `C${index}`);
    expect(fileOverBound(table(wide, [wide]))).toEqual({ kind: 'columns', max: 100, columns: 101 });
  });
});

describe('columnLetters', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 99, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'CV',
      'ZZ',
      'AAA',
    ]);
  });
});
