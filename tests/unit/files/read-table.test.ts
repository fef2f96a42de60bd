import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readTable, tableKind, UnreadableTableError } from '../../../utils/files/read-table';

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
