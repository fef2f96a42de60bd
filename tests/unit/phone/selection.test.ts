// The one rule for a selection of page text, shared by "Call selected number" and the quick
// bridge's prefill: the whole selection as a number, or the one number inside it; never a
// selection longer than a number as typed, never one of two numbers.
import { describe, expect, it } from 'vitest';
import { numberInSelection } from '../../../utils/phone';

const read = (selection: string, country = 'SA') => {
  const found = numberInSelection(selection, country);
  return found && { text: found.text, dial: found.phone.dial };
};

describe('numberInSelection', () => {
  it.each([
    ['055 123 4567', '055 123 4567', '966551234567'],
    ['+966 55 123 4567', '+966 55 123 4567', '966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '٠٥٥١٢٣٤٥٦٧', '966551234567'],
  ])('the whole selection %j is the number', (selection, text, dial) => {
    expect(read(selection)).toEqual({ text, dial });
  });

  it.each([
    ['Mobile: 055 123 4567', '055 123 4567', '966551234567'],
    ['جوال 0551234567 (عمل)', '0551234567', '966551234567'],
  ])('the one number inside %j is the number, as written', (selection, text, dial) => {
    expect(read(selection)).toEqual({ text, dial });
  });

  it.each([
    ['', 'nothing selected'],
    ['Order 2024-01-13', 'no number'],
    ['0551234567 or 0559876543', 'two numbers'],
    [`0551234567${' '.repeat(60)}and the rest of the note`, 'longer than a number as typed'],
  ])('%j is no number (%s)', (selection) => {
    expect(read(selection)).toBeNull();
  });

  it('a selection exactly as long as a number may be typed is still read', () => {
    const selection = 'Mobile: 0551234567'.padEnd(64, '.');
    expect(selection).toHaveLength(64);
    expect(read(selection)?.dial).toBe('966551234567');
  });
});
