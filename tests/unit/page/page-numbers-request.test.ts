import { describe, expect, it } from 'vitest';
import { displayNumber, isPageNumbersRequest } from '../../../utils/page/page-numbers';

describe('isPageNumbersRequest', () => {
  it.each([
    [{ type: 'page-numbers' }, true],
    // our own envelope never means the plain contract
    [{ channel: 'dialbridge', type: 'page-numbers' }, false],
    [{ type: 'page-number' }, false],
    ['page-numbers', false],
    [null, false],
    [undefined, false],
    [{ type: ['page-numbers'] }, false],
  ])('%j → %s', (message, expected) => {
    expect(isPageNumbersRequest(message)).toBe(expected);
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
