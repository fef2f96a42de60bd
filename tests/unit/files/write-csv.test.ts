// Every file Dialbridge writes is read back as a spreadsheet program reads a CSV (quotes taken
// off, cells split): no cell may then start a formula, multi-line values and leading spaces
// included, and the text itself is kept.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { resultsCsv } from '../../../utils/orders/results-file';
import { historyCsv } from '../../../components/calls/history/history-csv';
import type { CallRecord } from '../../../utils/calls/records/types';
import { csvText, inertCell } from '../../../utils/files/write-csv';
import { createTranslator } from '../../../utils/i18n';
import { orderStrings } from '../../../components/orders/strings';
import { historyStrings } from '../../../components/calls/history/strings';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","click")',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(1,1)',
  '=1+1\nsecond line',
  '  =1+1',
  '\t=1+1',
  '\r\n=1+1',
  '\uff1d1+1',
];

/** What a spreadsheet would evaluate: a formula sign first, after any white space. */
function startsFormula(cell: string): boolean {
  return /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(cell);
}

function cells(csv: string): string[][] {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('inertCell', () => {
  it.each(HOSTILE)('%j reads as text and keeps every character', (value) => {
    const cell = inertCell(value);
    expect(startsFormula(cell)).toBe(false);
    expect(cell.slice(1)).toBe(value);
  });

  it.each(['Badr', '966 55 123 4567', 'A-1001', 'هدى', ''])('%j stays as it is', (value) => {
    expect(inertCell(value)).toBe(value);
  });
});

describe('files Dialbridge writes', () => {
  it('csvText: header and rows, BOM, CRLF, no live cell', () => {
    const fields = ['=name', ...HOSTILE.slice(1).map((_, i) => `column ${i}`)];
    const rows = cells(csvText(fields, [HOSTILE, HOSTILE.map(() => 'fine')]));
    expect(rows).toHaveLength(3);
    expect(rows[0]![0]).toBe("'=name");
    for (const row of rows) for (const cell of row) expect(startsFormula(cell)).toBe(false);
    expect(rows[1]![4]).toBe("'=1+1\nsecond line");
  });

  it('the history: a multi-line service message starting with = stays inert', () => {
    const record: CallRecord = {
      callId: '=cmd',
      callFlowId: 'flow',
      agent: { name: 'Agent', number: '966551234567' },
      customer: { name: '@evil', number: '966551234567' },
      durationMinutes: 10,
      callTime: null,
      scheduledAt: null,
      createdAt: Date.UTC(2026, 10, 23, 9),
      origin: 'popup',
      state: 'failed',
      status: null,
      checkedAt: null,
      lastError: null,
      notified: true,
      message: '=HYPERLINK("http://evil.example")\nrest of the message',
    };
    const rows = cells(historyCsv([record], createTranslator('en', [historyStrings])));
    expect(rows).toHaveLength(2);
    for (const row of rows) for (const cell of row) expect(startsFormula(cell)).toBe(false);
    expect(rows[1]).toContain('\'=HYPERLINK("http://evil.example")\nrest of the message');
  });

  it('the bulk results file: input cells and the service message stay inert', () => {
    const csv = resultsCsv(
      {
        batchId: 'b1',
        fileName: 'orders.csv',
        headers: ['order', '=phone'],
        rows: [
          ['=HYPERLINK("http://evil.example","A-1001")', '+966551234567'],
          ['@A-1002', '0551234568'],
        ],
        outcomes: [
          { state: 'queued', dial: '966551234567' },
          { state: 'failed', message: '-1+1\n=2' },
        ],
      },
      createTranslator('en', [orderStrings]),
    );
    const rows = cells(csv);
    expect(rows).toHaveLength(3);
    for (const row of rows) for (const cell of row) expect(startsFormula(cell)).toBe(false);
    expect(rows[1]![1]).toBe("'+966551234567");
    expect(rows[2]![4]).toBe("'-1+1\n=2");
  });
});
