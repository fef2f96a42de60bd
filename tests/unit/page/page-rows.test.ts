// "This page" rows: one per distinct number in page order, with its label, name and count, and a
// search over digits (any script, any grouping), labels and names.
import { describe, expect, it } from 'vitest';
import { pageRows, searchRows } from '../../../components/page/page-rows';

const numbers = [
  { text: '055 123 4567', dial: '966551234567', label: 'Mobile' },
  { text: '+966 11 234 5678', dial: '966112345678', label: 'Work', name: 'Sara Al-Harbi' },
  { text: '0551234567', dial: '966551234567', name: 'Sara Al-Harbi' },
  { text: '٠٥٥٣٣٣٤٤٤٤', dial: '966553334444', label: 'جوال' },
  { text: '+20 10 1234 5678', dial: '201012345678' },
  { text: '055 123 4567', dial: '966551234567' },
];

describe('pageRows', () => {
  it('gives one row per number, first-seen order, counted, with the first label and name found', () => {
    expect(pageRows(numbers)).toEqual([
      {
        dial: '966551234567',
        text: '055 123 4567',
        grouped: '+966 55 123 4567',
        count: 3,
        label: 'Mobile',
        name: 'Sara Al-Harbi',
      },
      {
        dial: '966112345678',
        text: '+966 11 234 5678',
        grouped: '+966 11 234 5678',
        count: 1,
        label: 'Work',
        name: 'Sara Al-Harbi',
      },
      {
        dial: '966553334444',
        text: '٠٥٥٣٣٣٤٤٤٤',
        grouped: '+966 55 333 4444',
        count: 1,
        label: 'جوال',
      },
      { dial: '201012345678', text: '+20 10 1234 5678', grouped: '+20 10 12345678', count: 1 },
    ]);
  });
});

describe('searchRows', () => {
  const rows = pageRows(numbers);
  it.each([
    ['', ['966551234567', '966112345678', '966553334444', '201012345678']],
    ['0551', ['966551234567']],
    ['966 55', ['966551234567', '966553334444']],
    ['٥٥٣٣', ['966553334444']],
    ['+20 10', ['201012345678']],
    ['mobile', ['966551234567']],
    ['جوال', ['966553334444']],
    ['sara', ['966551234567', '966112345678']],
    ['nobody', []],
  ])('%j → %j', (query, dials) => {
    expect(searchRows(rows, query).map((row) => row.dial)).toEqual(dials);
  });
});
