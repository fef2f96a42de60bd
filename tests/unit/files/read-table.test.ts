import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readTable, tableKind, UnreadableTableError } from '../../../utils/files/read-table';
import { MAX_FILE_BYTES } from '../../../utils/limits';

const csv = (text: string) => new Blob([text], { type: 'text/csv' });

describe('readTable', () => {
  it('reads a CSV with a BOM, quotes, Arabic and a semicolon separator', async () => {
    const table = await readTable(
      csv(
        '\ufeffphone;order_number;الاسم\n"0501234567";A-1;"محمد; علي"\n\n966551112233;A-2;سارة\n',
      ),
      'orders.csv',
    );
    expect(table).toEqual({
      headers: ['phone', 'order_number', 'الاسم'],
      rows: [
        ['0501234567', 'A-1', 'محمد; علي'],
        ['966551112233', 'A-2', 'سارة'],
      ],
    });
  });

  it('pads short rows so every row has a cell per header', async () => {
    const table = await readTable(csv('phone,name,note\n0501234567\n'), 'list.csv');
    expect(table.rows).toEqual([['0501234567', '', '']]);
  });

  it('reads an XLSX file, numbers stored as numbers come back as their digits', async () => {
    const buffer = await writeExcelFile([
      [{ value: 'phone' }, { value: 'order_number' }],
      [{ value: 966501234567 }, { value: 'B-7' }],
      [{ value: '0551112233' }, { value: 42 }],
    ]).toBuffer();
    const table = await readTable(new Blob([new Uint8Array(buffer)]), 'Orders.XLSX');
    expect(table).toEqual({
      headers: ['phone', 'order_number'],
      rows: [
        ['966501234567', 'B-7'],
        ['0551112233', '42'],
      ],
    });
  });

  it('refuses an unknown kind, an empty file and a broken XLSX with a reason', async () => {
    await expect(readTable(csv('a,b'), 'orders.pdf')).rejects.toMatchObject({ reason: 'kind' });
    await expect(readTable(csv('\n ,\n'), 'orders.csv')).rejects.toMatchObject({ reason: 'empty' });
    await expect(readTable(csv('not a zip'), 'orders.xlsx')).rejects.toBeInstanceOf(
      UnreadableTableError,
    );
  });

  it('knows kinds by name only', () => {
    expect([
      tableKind('a.csv'),
      tableKind('B.TXT'),
      tableKind('c.xlsx'),
      tableKind('d.xls'),
    ]).toEqual(['csv', 'csv', 'xlsx', null]);
  });
});

describe('readTable says what is wrong with a file, at once', () => {
  const failure = async (file: Blob, name: string) => {
    try {
      await readTable(file, name);
    } catch (error) {
      if (error instanceof UnreadableTableError) return { reason: error.reason, line: error.line };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('a quote that is never closed names the line it opens on', async () => {
    const text = 'phone,name\n0551234567,Omar\n0551234568,"Huda\n0551234569,Sara\n';
    expect(await failure(csv(text), 'list.csv')).toEqual({ reason: 'quote', line: 3 });
  });

  it('a picture renamed .csv is not text', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72,
    ]);
    const bytes = new Uint8Array(4096).map((_, i) => png[i % png.length]! ^ (i & 0x7f));
    expect(await failure(new Blob([png, bytes]), 'customers.csv')).toEqual({
      reason: 'binary',
      line: undefined,
    });
  });

  it('a file over the size limit is refused before it is read', async () => {
    const big = new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]);
    let read = false;
    const watched = Object.assign(big, {
      text: () => {
        read = true;
        return Promise.resolve('');
      },
    });
    expect(await failure(watched, 'export.csv')).toEqual({ reason: 'too-big', line: undefined });
    expect(read).toBe(false);
  });

  it('Arabic text in Windows-1256 decoded as UTF-8 is still text, not refused as binary', async () => {
    // A few replacement characters in a long file are a wrong encoding, not a binary file.
    const text = `phone,name\n${Array.from({ length: 200 }, (_, i) => `05512345${String(i).padStart(2, '0')},Name ${i}`).join('\n')}\n0551234999,\uFFFD\uFFFD\n`;
    const table = await readTable(csv(text), 'list.csv');
    expect(table.rows).toHaveLength(201);
  });
});
