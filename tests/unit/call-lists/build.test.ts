import { describe, expect, it } from 'vitest';
import {
  candidatesFromTable,
  candidatesFromText,
  makeEntries,
  suggestColumns,
} from '../../../utils/call-lists/build';

describe('candidatesFromText', () => {
  it.each([
    ['Ahmed Ali 0551234567', [{ number: '+966551234567', name: 'Ahmed Ali' }]],
    ['0551234567 - Ahmed Ali', [{ number: '+966551234567', name: 'Ahmed Ali' }]],
    ['Sara: +966 55 123 4568', [{ number: '+966551234568', name: 'Sara' }]],
    ['٠٥٥١٢٣٤٥٦٩ منى', [{ number: '+966551234569', name: 'منى' }]],
    ['00966551234570', [{ number: '+966551234570', name: '' }]],
    // The rest of the line must read as a name: words between numbers and labels are not one.
    [
      'Two numbers: 0551230004 and 0551230005',
      [
        { number: '+966551230004', name: '' },
        { number: '+966551230005', name: '' },
      ],
    ],
    ['Mobile: 0551230006', [{ number: '+966551230006', name: '' }]],
    ['Nadia Karim (VIP) 0551230007', [{ number: '+966551230007', name: 'Nadia Karim' }]],
    [
      'Omar 0551234571, 0551234572',
      [
        { number: '+966551234571', name: 'Omar' },
        { number: '+966551234572', name: 'Omar' },
      ],
    ],
  ])('%s', (line, expected) => {
    expect(candidatesFromText(line, 'SA')).toEqual({ candidates: expected, unread: [] });
  });

  it('keeps the lines without a number apart and skips blank lines', () => {
    const found = candidatesFromText(
      '\n  \ncall before noon\nHala 0551234573\r\nOrder 12345\n',
      'SA',
    );
    expect(found.candidates).toEqual([{ number: '+966551234573', name: 'Hala' }]);
    expect(found.unread).toEqual(['call before noon', 'Order 12345']);
  });
});

describe('candidatesFromTable', () => {
  const table = {
    headers: ['Name', 'City', 'Mobile'],
    rows: [
      ['  Layla  Hassan ', 'Riyadh', '0551230011'],
      ['Omar', 'Jeddah', ''],
    ],
  };

  it('takes the mapped columns of every row with a callable number, and lists the others by their row', () => {
    expect(candidatesFromTable(table, { phone: 'Mobile', name: 'Name' }, 'SA')).toEqual({
      candidates: [{ number: '0551230011', name: 'Layla Hassan' }],
      unread: [{ row: 3, cell: '' }],
    });
    const typo = { headers: ['Mobile'], rows: [['0551230011'], ['  n/a '], ['12']] };
    expect(candidatesFromTable(typo, { phone: 'Mobile', name: '' }, 'SA').unread).toEqual([
      { row: 3, cell: 'n/a' },
      { row: 4, cell: '12' },
    ]);
  });

  it('leaves names empty without a name column, and makes nothing without the phone column', () => {
    expect(candidatesFromTable(table, { phone: 'Mobile', name: '' }, 'SA').candidates[0]).toEqual({
      number: '0551230011',
      name: '',
    });
    expect(candidatesFromTable(table, { phone: 'Phone', name: 'Name' }, 'SA')).toEqual({
      candidates: [],
      unread: [],
    });
  });
});

describe('suggestColumns', () => {
  it('offers the remembered mapping when the file has those headers', () => {
    expect(
      suggestColumns({ headers: ['A', 'B', 'C'], rows: [] }, { phone: 'C', name: 'A' }, 'SA'),
    ).toEqual({
      phone: 'C',
      name: 'A',
    });
  });

  it.each([
    [['Customer', 'Mobile'], { phone: 'Mobile', name: 'Customer' }],
    [['الاسم', 'رقم الجوال'], { phone: 'رقم الجوال', name: 'الاسم' }],
    [['x', 'y'], { phone: 'x', name: '' }],
  ])('guesses from header names otherwise: %j', (headers, expected) => {
    expect(suggestColumns({ headers, rows: [] }, { phone: 'Gone', name: 'Name' }, 'SA')).toEqual(
      expected,
    );
  });

  it('takes the column that holds numbers when the named one holds none, or none is named', () => {
    const rows = [
      ['Layla', 'Riyadh', '0551230011', 'n/a'],
      ['Omar', 'Jeddah', '+966 55 123 0012', ''],
    ];
    const headers = ['Client', 'City', 'Contact', 'Phone'];
    expect(suggestColumns({ headers, rows }, null, 'SA')).toEqual({
      phone: 'Contact',
      name: 'Client',
    });
    const unnamed = ['A', 'B', 'C', 'D'];
    expect(suggestColumns({ headers: unnamed, rows }, null, 'SA').phone).toBe('C');
  });
});

describe('makeEntries', () => {
  it('normalises, merges the same number (taking a missing name from the duplicate), counts the refused and flags numbers called today', () => {
    const made = makeEntries(
      [
        { number: '055 123 4567', name: '' },
        { number: '+966551234567', name: 'Ahmed' },
        { number: '00966 55 123 4568', name: ' Sara ' },
        { number: '12', name: 'Nobody' },
        { number: '', name: 'Empty' },
        { number: '0551234567', name: 'Ahmed again' },
      ],
      'SA',
      new Map([['966551234568', 1_700_000_000_000]]),
    );
    expect(made.duplicatesMerged).toBe(2);
    expect(made.refused).toBe(2);
    expect(
      made.entries.map(({ id, dial, name, calledTodayAt, status }) => ({
        id,
        dial,
        name,
        calledTodayAt,
        status,
      })),
    ).toEqual([
      { id: 'e1', dial: '966551234567', name: 'Ahmed', calledTodayAt: null, status: 'waiting' },
      {
        id: 'e2',
        dial: '966551234568',
        name: 'Sara',
        calledTodayAt: 1_700_000_000_000,
        status: 'waiting',
      },
    ]);
  });
});
