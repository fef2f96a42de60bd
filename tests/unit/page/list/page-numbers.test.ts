import { describe, expect, it } from 'vitest';
import {
  isPageNumber,
  isTabMessage,
  pageNumbersIn,
} from '../../../../utils/messaging/tab-protocol';
import { displayNumber } from '../../../../utils/page/list/page-numbers';

describe("the page script answers pageNumbers only in the extension's envelope", () => {
  it.each([
    [{ channel: 'dialbridge', type: 'pageNumbers', data: {} }, true],
    // the plain form of old is no longer answered: every message is in the typed protocol
    [{ type: 'page-numbers' }, false],
    [{ type: 'pageNumbers' }, false],
    [{ channel: 'other', type: 'pageNumbers', data: {} }, false],
    [{ channel: 'dialbridge', type: 'callUpdate', data: {} }, false],
    ['pageNumbers', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (message, expected) => {
    expect(isTabMessage(message, 'pageNumbers')).toBe(expected);
  });
});

describe("a page's answer is read as page code's output", () => {
  it.each([
    [{ text: '055', dial: '966551234567' }, true],
    [{ text: '055', dial: '966551234567', label: 'Mobile', name: 'Sara' }, true],
    [{ text: '055', dial: '+966551234567' }, false],
    [{ text: '055', dial: '12345' }, false],
    [{ text: '055', dial: '966551234567', label: 5 }, false],
    [{ text: '055', dial: '966551234567', name: {} }, false],
    [{ text: '055', dial: '966551234567', name: 'x'.repeat(201) }, false],
    [{ text: '5'.repeat(201), dial: '966551234567' }, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isPageNumber(value)).toBe(expected);
  });

  it('keeps the usable entries of a list, and says when there is no list at all', () => {
    const good = { text: '055 123 4567', dial: '966551234567' };
    expect(pageNumbersIn({ numbers: [good, { text: 1 }, null] })).toEqual({ numbers: [good] });
    expect(pageNumbersIn({ numbers: [] })).toEqual({ numbers: [] });
    // The count of numbers not offered: a whole positive number, or nothing.
    expect(pageNumbersIn({ numbers: [good], notOffered: 2 })).toEqual({
      numbers: [good],
      notOffered: 2,
    });
    for (const notOffered of [0, -1, 1.5, '2', Infinity])
      expect(pageNumbersIn({ numbers: [], notOffered })).toEqual({ numbers: [] });
    expect(pageNumbersIn({})).toBeNull();
    expect(pageNumbersIn(undefined)).toBeNull();
    expect(pageNumbersIn({ numbers: 'all' })).toBeNull();
  });
});

describe('displayNumber', () => {
  it.each([
    ['966551234567', '+966 55 123 4567'],
    ['442079460958', '+44 20 7946 0958'],
  ])('%s → %s', (dial, shown) => {
    expect(displayNumber(dial)).toBe(shown);
  });
});
